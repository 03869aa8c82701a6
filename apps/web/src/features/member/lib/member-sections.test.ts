import type { BookingStatus } from "@brigade/contract/enums";
import type { MyShiftItem } from "@brigade/contract/member";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "../../../i18n";
import {
  canApplyForLeave,
  groupBySlots,
  requestItems,
  requestKind,
  scheduleItems,
  splitRequests,
} from "./member-sections";

// The texts these helpers build come from the English catalogue.
beforeAll(initI18n);

const NOW = new Date("2026-11-23T12:00:00Z");
let id = 0;
const item = (status: BookingStatus, from: string, to: string): MyShiftItem => ({
  id: ++id,
  status,
  action_detail: null,
  shift_id: 1,
  slot_id: 1,
  area_role_id: 1,
  from,
  to,
  shift: { id: 1, name: "Dinner", label_color: "#0a0a0a" },
  area_role: { id: 1, name: "Server" },
  location: { id: 1, name: "Downtown", time_zone: { value: "UTC", text: "UTC", abbr: "UTC", utc: ["UTC"] } },
});

describe("the member's sections", () => {
  const future = ["2026-11-24T10:00:00Z", "2026-11-24T14:00:00Z"] as const;
  const running = ["2026-11-23T10:00:00Z", "2026-11-23T14:00:00Z"] as const;
  const past = ["2026-11-22T10:00:00Z", "2026-11-22T14:00:00Z"] as const;

  it("schedules the positions the member holds until they are over", () => {
    const items = [
      item("Accepted", ...future),
      item("Accepted", ...running),
      item("Accepted", ...past),
      item("Apply For Leave", ...future),
      item("Leave Rejected", ...future),
      item("Pending", ...future),
      item("Released", ...future),
      item("Rejected", ...future),
    ];
    expect(scheduleItems(items, NOW).map((i) => i.status)).toEqual([
      "Accepted",
      "Accepted",
      "Apply For Leave",
      "Leave Rejected",
    ]);
    expect(requestItems(items, NOW).map((i) => i.status)).toEqual([
      "Apply For Leave",
      "Leave Rejected",
      "Pending",
      "Released",
      "Rejected",
    ]);
  });

  it("lists the requests still ahead before the past ones", () => {
    const items = [item("Rejected", ...past), item("Pending", ...future), item("Released", ...running)];
    expect(requestItems(items, NOW).map((i) => i.status)).toEqual(["Pending", "Released", "Rejected"]);
  });

  it("offers leave only on an Accepted shift that has not started", () => {
    expect(canApplyForLeave(item("Accepted", ...future), NOW)).toBe(true);
    expect(canApplyForLeave(item("Accepted", ...running), NOW)).toBe(false);
    expect(canApplyForLeave(item("Apply For Leave", ...future), NOW)).toBe(false);
  });

  it("tells pickup requests from leave requests", () => {
    expect(requestKind("Pending")).toBe("Pickup request");
    expect(requestKind("Rejected")).toBe("Pickup request");
    expect(requestKind("Released")).toBe("Leave request");
    expect(requestKind("Leave Rejected")).toBe("Leave request");
  });
});

describe("a split shift and past requests", () => {
  it("groups the slots of one shift and role into one shift, in time order", () => {
    const late = { ...item("Accepted", "2026-11-24T18:00:00Z", "2026-11-24T22:00:00Z"), shift_id: 7, slot_id: 2 };
    const early = { ...item("Accepted", "2026-11-24T10:00:00Z", "2026-11-24T14:00:00Z"), shift_id: 7, slot_id: 1 };
    const other = { ...item("Accepted", "2026-11-24T12:00:00Z", "2026-11-24T16:00:00Z"), shift_id: 8 };
    const groups = groupBySlots([late, other, early]);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([[early.id, late.id], [other.id]]);
  });

  it("folds the requests whose shift is over apart, the latest first", () => {
    const old = item("Rejected", "2026-11-20T10:00:00Z", "2026-11-20T14:00:00Z");
    const recent = item("Released", "2026-11-22T10:00:00Z", "2026-11-22T14:00:00Z");
    const ahead = item("Pending", "2026-11-24T10:00:00Z", "2026-11-24T14:00:00Z");
    const { upcoming, past } = splitRequests([old, ahead, recent], NOW);
    expect(upcoming.map((i) => i.id)).toEqual([ahead.id]);
    expect(past.map((i) => i.id)).toEqual([recent.id, old.id]);
  });
});
