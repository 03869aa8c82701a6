import { describe, expect, it } from "vitest";
import { decisionTarget, isUndecided } from "./decisions";
import { BOOKING_STATUSES } from "./enums";

describe("decisionTarget", () => {
  it("lets a pickup request be accepted or rejected, and a leave request be approved or rejected", () => {
    expect(decisionTarget("Pending", "Accepted")).toBe("Accepted");
    expect(decisionTarget("Pending", "Rejected")).toBe("Rejected");
    expect(decisionTarget("Apply For Leave", "Accepted")).toBe("Released");
    expect(decisionTarget("Apply For Leave", "Released")).toBe("Released");
    expect(decisionTarget("Apply For Leave", "Rejected")).toBe("Leave Rejected");
    expect(decisionTarget("Apply For Leave", "Leave Rejected")).toBe("Leave Rejected");
  });

  it("lets a manager unassign an Accepted booking: it becomes Released", () => {
    expect(decisionTarget("Accepted", "Released")).toBe("Released");
  });

  it("refuses everything else", () => {
    let allowed = 0;
    for (const current of BOOKING_STATUSES)
      for (const requested of BOOKING_STATUSES) if (decisionTarget(current, requested)) allowed++;
    expect(allowed).toBe(7);
    for (const requested of BOOKING_STATUSES)
      if (requested !== "Released") expect(decisionTarget("Accepted", requested)).toBeNull();
    for (const settled of ["Rejected", "Leave Rejected", "Released"] as const)
      for (const requested of BOOKING_STATUSES) expect(decisionTarget(settled, requested)).toBeNull();
  });
});

describe("isUndecided (the calendar panel's menu)", () => {
  it("is false only for Accepted, Released and Rejected, as the spec says", () => {
    expect(BOOKING_STATUSES.filter(isUndecided)).toEqual(["Pending", "Apply For Leave", "Leave Rejected"]);
  });
});
