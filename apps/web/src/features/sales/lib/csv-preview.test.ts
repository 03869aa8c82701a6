import { describe, expect, it } from "vitest";
import { delimiterOf, PREVIEW_BYTES, previewCsv, readPreview, splitCsv } from "./csv-preview";

describe("delimiterOf", () => {
  it("takes the one the header line holds more of, outside quotes, as the server does", () => {
    expect(delimiterOf("date,time,amount\n1;2;3;4")).toBe(",");
    expect(delimiterOf("Date;Time;Net Total")).toBe(";");
    expect(delimiterOf('"a,b,c";d;e\nx')).toBe(";");
    expect(delimiterOf("")).toBe(",");
  });
});

describe("splitCsv", () => {
  it("reads quotes, doubled quotes, a line break inside quotes and CRLF", () => {
    const text = 'date,note,amount\r\n2027-03-01,"said ""hi"", left",12.50\r\n2027-03-01,"two\nlines","1,20"\r\n';
    expect(splitCsv(text, ",", 10, true)).toEqual([
      ["date", "note", "amount"],
      ["2027-03-01", 'said "hi", left', "12.50"],
      ["2027-03-01", "two\nlines", "1,20"],
    ]);
  });

  it("skips lines of nothing and keeps empty cells", () => {
    expect(splitCsv("a;b\n\n1;\n;2", ";", 10, true)).toEqual([
      ["a", "b"],
      ["1", ""],
      ["", "2"],
    ]);
  });

  it("leaves out the record a file's beginning cuts short, but not a whole file's last line", () => {
    expect(splitCsv("a,b\n1,2\n3,", ",", 10, false)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(splitCsv("a,b\n1,2\n3,4", ",", 10, true)).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
    // Cut inside a quoted cell: that record is not shown.
    expect(splitCsv('a,b\n1,"x\ny', ",", 10, true)).toEqual([["a", "b"]]);
  });

  it("stops at the limit", () => {
    expect(splitCsv("h\n1\n2\n3\n4", ",", 3, true)).toEqual([["h"], ["1"], ["2"]]);
  });
});

describe("previewCsv", () => {
  it("gives the header without its byte-order mark and at most ten rows", () => {
    const lines = Array.from({ length: 30 }, (_, i) => `2027-03-01;12:${String(i).padStart(2, "0")};${i},50`);
    const preview = previewCsv(`\uFEFFDate;Time;Net Total\n${lines.join("\n")}`, true);
    expect(preview?.delimiter).toBe(";");
    expect(preview?.header).toEqual(["Date", "Time", "Net Total"]);
    expect(preview?.rows).toHaveLength(10);
    expect(preview?.rows[9]).toEqual(["2027-03-01", "12:09", "9,50"]);
  });

  it("is null for an empty file", () => {
    expect(previewCsv("", true)).toBeNull();
    expect(previewCsv("\n\n", true)).toBeNull();
  });
});

describe("readPreview", () => {
  it("reads only the file's first 64 KB", async () => {
    const row = "2027-03-01,12:00,1.00\n";
    const file = new Blob([`date,time,amount\n${row.repeat(Math.ceil((PREVIEW_BYTES * 2) / row.length))}`]);
    const preview = await readPreview(file);
    expect(preview?.header).toEqual(["date", "time", "amount"]);
    expect(preview?.rows).toHaveLength(10);
  });

  it("shows a short file whole, its last line without a line break too", async () => {
    const preview = await readPreview(new Blob(["date,time,amount\n2027-03-01,12:00,1.00"]));
    expect(preview?.rows).toEqual([["2027-03-01", "12:00", "1.00"]]);
  });
});
