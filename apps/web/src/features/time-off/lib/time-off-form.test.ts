import { requiredMessage } from "@brigade/contract/messages";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as fr } from "../../../i18n/locales/fr";
import {
  bodyOf,
  canCancel,
  emptyTimeOff,
  formErrorsOf,
  lengthLabel,
  periodLabel,
  type TimeOffFormValues,
  timeOffFormErrors,
} from "./time-off-form";

// The texts these helpers build come from the English catalogue.
beforeAll(initI18n);

const NOW = new Date("2026-11-23T12:00:00Z");
const values = (changes: Partial<TimeOffFormValues>): TimeOffFormValues => ({ ...emptyTimeOff(NOW), ...changes });

describe("the time-off request form", () => {
  it("starts on the first day one may still ask for", () => {
    expect(emptyTimeOff(NOW)).toMatchObject({ fromDay: "2026-11-23", toDay: "2026-11-23", partDay: false });
    // At 05:00 UTC it is still the day before at UTC-12, the server's rule for "already ended".
    expect(emptyTimeOff(new Date("2026-11-23T05:00:00Z")).fromDay).toBe("2026-11-22");
  });

  it("sends whole days as DD-MM-YYYY without times, and part of a day as one day with times", () => {
    expect(bodyOf(values({ fromDay: "2026-11-30", toDay: "2026-12-02", reason: "  " }))).toEqual({
      from_day: "30-11-2026",
      to_day: "02-12-2026",
      from_time: null,
      to_time: null,
      reason: null,
    });
    const part = values({
      partDay: true,
      fromDay: "2026-11-30",
      toDay: "2026-12-09",
      fromTime: "09:00",
      toTime: "13:00",
    });
    expect(bodyOf({ ...part, reason: " Dentist " })).toEqual({
      from_day: "30-11-2026",
      to_day: "30-11-2026",
      from_time: "09:00",
      to_time: "13:00",
      reason: "Dentist",
    });
  });

  it("says what the contract says, on the field it concerns", () => {
    expect(timeOffFormErrors(values({ fromDay: "2026-11-30", toDay: "2026-11-28" }))).toEqual({
      toDay: TIME_OFF_MESSAGES.toBeforeFrom,
    });
    expect(timeOffFormErrors(values({ fromDay: "2026-11-01", toDay: "2027-01-15" }))).toEqual({
      toDay: TIME_OFF_MESSAGES.tooLong,
    });
    expect(timeOffFormErrors(values({ fromDay: "" }))).toMatchObject({ fromDay: requiredMessage("from day") });
    expect(timeOffFormErrors(values({ partDay: true, fromTime: "13:00", toTime: "09:00" }))).toEqual({
      toTime: TIME_OFF_MESSAGES.timeOrder,
    });
    expect(timeOffFormErrors(values({ partDay: true, fromTime: "09:00" }))).toEqual({
      toTime: requiredMessage("to time"),
    });
    expect(timeOffFormErrors(values({ reason: "x".repeat(501) }))).toHaveProperty("reason");
    expect(timeOffFormErrors(values({ fromDay: "2026-11-30", toDay: "2026-12-01" }))).toBeNull();
  });

  it("puts a server's to_day error on the one day field of part of a day", () => {
    expect(formErrorsOf({ to_day: TIME_OFF_MESSAGES.ended }, true)).toEqual({ fromDay: TIME_OFF_MESSAGES.ended });
    expect(formErrorsOf({ to_day: TIME_OFF_MESSAGES.ended }, false)).toEqual({ toDay: TIME_OFF_MESSAGES.ended });
  });
});

describe("a time-off request as the member reads it", () => {
  const item = { from_day: "30-11-2026", to_day: "02-12-2026", from_time: null, to_time: null };

  it("names its days and how long it is", () => {
    expect(periodLabel(item)).toBe("Mon 30 Nov – Wed 2 Dec 2026");
    expect(lengthLabel(item)).toBe("3 days");
    const part = { ...item, to_day: "30-11-2026", from_time: "09:00", to_time: "13:30" };
    expect(periodLabel(part)).toBe("Mon 30 Nov 2026, 09:00 – 13:30");
    expect(lengthLabel(part)).toBe("4 hours 30 minutes");
    expect(periodLabel({ ...item, to_day: "30-11-2026" })).toBe("Mon 30 Nov 2026");
    expect(periodLabel({ ...item, to_day: "02-01-2027" })).toBe("Mon 30 Nov 2026 – Sat 2 Jan 2027");
  });

  it("reads in French, with the language's day names and plurals", async () => {
    for (const [ns, texts] of Object.entries(fr)) i18next.addResourceBundle("fr", ns, texts);
    await i18next.changeLanguage("fr");
    try {
      expect(periodLabel(item)).toBe("lun. 30 nov. – mer. 2 déc. 2026");
      expect(lengthLabel(item)).toBe("3 jours");
      expect(lengthLabel({ ...item, to_day: "30-11-2026" })).toBe("1 jour");
      expect(lengthLabel({ ...item, to_day: "30-11-2026", from_time: "09:00", to_time: "10:01" })).toBe(
        "1 heure 1 minute",
      );
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("may be cancelled while pending or approved and not over", () => {
    expect(canCancel({ status: "Pending", to_day: "23-11-2026" }, NOW)).toBe(true);
    expect(canCancel({ status: "Approved", to_day: "30-11-2026" }, NOW)).toBe(true);
    expect(canCancel({ status: "Denied", to_day: "30-11-2026" }, NOW)).toBe(false);
    expect(canCancel({ status: "Cancelled", to_day: "30-11-2026" }, NOW)).toBe(false);
    expect(canCancel({ status: "Approved", to_day: "21-11-2026" }, NOW)).toBe(false);
  });
});
