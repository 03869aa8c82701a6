import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "../../../i18n";
import type { ShiftEventInput } from "./calendar-events";
import { monthCells, overflowOf } from "./month-overflow";

// Titles are in the app's language: English here, as the spec writes them.
beforeAll(() => initI18n());

const event = (id: number, start: string, end: string, title = `Shift ${id}`) =>
  ({ id: String(id), title, start, end, color: "#000", contrastColor: "#fff", extendedProps: {} }) as ShiftEventInput;

describe("monthCells", () => {
  it("keeps a day that fits its cell as it is", () => {
    const day = [1, 2, 3, 4, 5].map((i) => event(i, `2026-05-04T0${i}:00:00`, `2026-05-04T1${i}:00:00`));
    expect(monthCells(day, 5)).toEqual(day);
  });

  it("shows the first shifts of a crowded day in calendar order and a +N more for the rest", () => {
    const day = [
      event(1, "2026-05-04T18:00:00", "2026-05-04T23:00:00"),
      event(2, "2026-05-04T09:00:00", "2026-05-04T12:00:00"),
      event(3, "2026-05-04T09:00:00", "2026-05-04T17:00:00"),
      event(4, "2026-05-04T07:00:00", "2026-05-04T11:00:00"),
      event(5, "2026-05-04T12:00:00", "2026-05-04T16:00:00", "B"),
      event(6, "2026-05-04T12:00:00", "2026-05-04T16:00:00", "A"),
      event(7, "2026-05-05T09:00:00", "2026-05-05T12:00:00"),
    ];
    const cells = monthCells(day, 5);
    // 4 May: the earliest, the longer first at one start, then by title; 5 May stays whole.
    expect(cells.map((e) => e.id)).toEqual(["4", "3", "2", "6", "overflow-2026-05-04", "7"]);
    const more = cells[4];
    expect(more?.title).toBe("+2 more");
    expect(overflowOf(more?.extendedProps ?? {})).toEqual({ day: "2026-05-04", hidden: 2 });
    expect(overflowOf(cells[0]?.extendedProps ?? {})).toBeNull();
  });

  it("shows a phone's days as their counts only (rows 0), each opening its day", () => {
    const days = [
      event(1, "2026-05-04T09:00:00", "2026-05-04T12:00:00"),
      event(2, "2026-05-04T18:00:00", "2026-05-04T23:00:00"),
      event(3, "2026-05-05T09:00:00", "2026-05-05T12:00:00"),
    ];
    const cells = monthCells(days, 0);
    expect(cells.map((e) => [e.id, e.title])).toEqual([
      ["overflow-2026-05-04", "2 shifts"],
      ["overflow-2026-05-05", "1 shift"],
    ]);
    expect(overflowOf(cells[1]?.extendedProps ?? {})).toEqual({ day: "2026-05-05", hidden: 1, all: true });
  });

  it("puts a night shift on the day it starts", () => {
    const nights = [1, 2, 3, 4, 5, 6].map((i) => event(i, "2026-05-04T22:00:00", "2026-05-05T06:00:00"));
    const cells = monthCells(nights, 5);
    expect(cells.at(-1)?.extendedProps).toEqual({ overflow: { day: "2026-05-04", hidden: 2 } });
  });
});
