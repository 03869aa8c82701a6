import { AVAILABILITY_MESSAGES } from "@brigade/contract/availability";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "../../../i18n";
import {
  type DraftWindow,
  draftErrors,
  draftOf,
  newWindow,
  rulesOf,
  samePattern,
  serverErrors,
  windowLabel,
} from "./availability-draft";

// The texts these helpers build come from the English catalogue.
beforeAll(initI18n);

const row = (weekday: number, from: string, to: string, kind: DraftWindow["kind"] = "available"): DraftWindow =>
  draftOf([{ weekday, from, to, kind }])[0] as DraftWindow;

describe("the availability editor's draft", () => {
  it("reads 00:00-00:00 as all day and writes all day back as 00:00-00:00", () => {
    const [allDay] = draftOf([{ weekday: 1, from: "00:00", to: "00:00", kind: "unavailable" }]);
    expect(allDay?.allDay).toBe(true);
    const edited = { ...row(2, "09:00", "17:00"), allDay: true };
    expect(rulesOf([edited])).toEqual([{ weekday: 2, from: "00:00", to: "00:00", kind: "available" }]);
  });

  it("says when a window runs past midnight", () => {
    expect(windowLabel({ from: "22:00", to: "02:00" })).toBe("10:00 PM – 02:00 AM (next day)");
    expect(windowLabel({ from: "09:00", to: "17:00" }, "–")).toBe("09:00 AM–05:00 PM");
    expect(windowLabel({ from: "00:00", to: "00:00" })).toBe("All day");
  });

  it("starts a new window where the day's latest one ends", () => {
    expect(newWindow(3, [])).toMatchObject({ weekday: 3, from: "09:00", to: "17:00", kind: "available" });
    const rows = [row(3, "06:00", "11:00"), row(3, "12:00", "16:00"), row(4, "18:00", "23:00")];
    expect(newWindow(3, rows)).toMatchObject({ from: "16:00", to: "20:00" });
    expect(newWindow(4, rows)).toMatchObject({ from: "23:00", to: "03:00" });
  });

  it("marks the later of two overlapping windows of one weekday, with the contract's message", () => {
    const first = row(1, "09:00", "17:00");
    const second = row(1, "16:00", "20:00", "unavailable");
    const tuesday = row(2, "16:00", "20:00");
    expect(draftErrors([first, second, tuesday])).toEqual({ [second.key]: { window: AVAILABILITY_MESSAGES.overlap } });
    // A window past midnight is compared with its own weekday only.
    expect(draftErrors([row(1, "22:00", "02:00"), row(2, "01:00", "03:00")])).toBeNull();
  });

  it("refuses a cleared time with the contract's message", () => {
    const cleared = row(5, "", "17:00");
    expect(draftErrors([cleared])).toEqual({ [cleared.key]: { from: AVAILABILITY_MESSAGES.fromInvalid } });
  });

  it("puts a 422's rules.N errors back on the rows that were sent", () => {
    const sent = [row(1, "09:00", "17:00"), row(1, "10:00", "11:00")];
    const errors = serverErrors(sent, { "rules.1": [AVAILABILITY_MESSAGES.overlap], "rules.0.to": ["bad"], x: ["?"] });
    expect(errors).toEqual({
      [sent[0]?.key as string]: { to: "bad" },
      [sent[1]?.key as string]: { window: AVAILABILITY_MESSAGES.overlap },
    });
  });

  it("compares patterns whatever their order", () => {
    const a = { weekday: 1, from: "09:00", to: "17:00", kind: "available" as const };
    const b = { weekday: 2, from: "09:00", to: "12:00", kind: "preferred" as const };
    expect(samePattern([a, b], [b, a])).toBe(true);
    expect(samePattern([a], [a, b])).toBe(false);
    expect(samePattern([a], [{ ...a, kind: "preferred" }])).toBe(false);
  });
});
