import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "../../../i18n";
import { conflictWhen, timeOffDays, timeOffTimes } from "./time-off-when";

beforeAll(() => initI18n());

const zone = (name: string) => ({ value: name, text: name, abbr: "?", utc: [name] });

describe("time off as a manager reads it", () => {
  it("names the weekday of each day, one day or a range", () => {
    expect(timeOffDays({ from_day: "15-06-2026", to_day: "15-06-2026" })).toBe("Mon 15-06-2026");
    expect(timeOffDays({ from_day: "15-06-2026", to_day: "17-06-2026" })).toBe("Mon 15-06-2026 – Wed 17-06-2026");
  });

  it("gives the part of a day in hh:mm A, else whole days", () => {
    const day = { from_day: "15-06-2026", to_day: "15-06-2026" };
    expect(timeOffTimes({ ...day, from_time: "09:00", to_time: "13:30" })).toBe("09:00 AM - 01:30 PM");
    expect(timeOffTimes({ ...day, from_time: null, to_time: null })).toBe("Whole day");
    expect(timeOffTimes({ ...day, to_day: "16-06-2026", from_time: null, to_time: null })).toBe("Whole days");
  });

  it("reads a shift on its location's clock, with the abbreviation of that date", () => {
    // 8 March 2026: New York moves to daylight time; a shift the night before and one after.
    const winter = { from: "2026-03-08T02:30:00.000Z", to: "2026-03-08T06:00:00.000Z" };
    expect(conflictWhen({ ...winter, location: { id: 1, name: "NY", time_zone: zone("America/New_York") } })).toEqual({
      day: "Sat 07-03-2026",
      times: "09:30 PM - 01:00 AM EST",
    });
    const summer = { from: "2026-03-09T13:00:00.000Z", to: "2026-03-09T17:00:00.000Z" };
    expect(conflictWhen({ ...summer, location: { id: 1, name: "NY", time_zone: zone("America/New_York") } })).toEqual({
      day: "Mon 09-03-2026",
      times: "09:00 AM - 01:00 PM EDT",
    });
  });
});
