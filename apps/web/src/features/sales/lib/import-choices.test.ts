import { SALES_MESSAGES } from "@brigade/contract/sales";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { columnsParam, mappableColumns, mappingReads } from "./column-mapping";
import { linesOf } from "./rejected-lines";
import { periodProblem, weeksEnding } from "./sales-period";

const day = (text: string) => Temporal.PlainDate.from(text);

describe("the period", () => {
  it("covers whole weeks ending today, 13 of them within the read's 92 days", () => {
    expect(weeksEnding(day("2027-03-28"), 4)).toEqual({ from: day("2027-03-01"), to: day("2027-03-28") });
    expect(periodProblem(weeksEnding(day("2027-03-28"), 13))).toBeNull();
  });

  it("says what the server would refuse, in the contract's words", () => {
    expect(periodProblem({ from: day("2027-03-02"), to: day("2027-03-01") })).toBe(TIMELINE_MESSAGES.toBeforeFrom);
    // 1 January to 2 April 2027 is 92 days; a day more is too many.
    expect(periodProblem({ from: day("2027-01-01"), to: day("2027-04-02") })).toBeNull();
    expect(periodProblem({ from: day("2027-01-01"), to: day("2027-04-03") })).toBe(SALES_MESSAGES.periodTooLong);
  });
});

describe("the column mapping", () => {
  const header = ["Day", "Hour", "Net Total", "Till, note", "", "Day"];

  it("offers each named column once, and none whose name holds a comma", () => {
    expect(mappableColumns(header)).toEqual(["Day", "Hour", "Net Total"]);
  });

  it("writes columns= for the chosen shape's fields only", () => {
    const mapping = { date: "Day", time: "Hour", amount: "Net Total", sales: "Net Total" };
    expect(columnsParam(mapping, "tickets")).toBe("date:Day,time:Hour,amount:Net Total");
    expect(columnsParam(mapping, "intervals")).toBe("date:Day,time:Hour,sales:Net Total");
    expect(columnsParam({}, "tickets")).toBeUndefined();
  });

  it("reads as the server will: a tickets file needs its date, time and amount (or ticket)", () => {
    expect(mappingReads(header, { date: "Day", time: "Hour", amount: "Net Total" }, "tickets")).toBe(true);
    expect(mappingReads(header, { date: "Day", time: "Hour" }, "tickets")).toBe(false);
    expect(mappingReads(header, { date: "Day", sales: "Net Total" }, "intervals")).toBe(true);
    // The same column for two fields does not read.
    expect(mappingReads(header, { date: "Day", time: "Day", amount: "Net Total" }, "tickets")).toBe(false);
  });
});

describe("linesOf", () => {
  it("lists the lines a 422 names, in the file's order, and nothing else", () => {
    const errors = {
      file: ["No row could be read."],
      "line 12": ["Bad time."],
      "line 3": ["Bad date.", "Bad amount."],
    };
    expect(linesOf(errors)).toEqual([
      { line: 3, reason: "Bad date. Bad amount." },
      { line: 12, reason: "Bad time." },
    ]);
    expect(linesOf({ columns: ["Bad columns."] })).toEqual([]);
  });
});
