import { describe, expect, it } from "vitest";
import { CHECK_SAMPLE_BYTES, checkSample, sampleEnd } from "./check-sample";

const bytes = (text: string) => new TextEncoder().encode(text);
const COMMA = ",".charCodeAt(0);
const SEMICOLON = ";".charCodeAt(0);
const csvFile = (text: string) => new File([text], "till.csv", { type: "text/csv" });

describe("sampleEnd", () => {
  it("ends just past the last line feed", () => {
    expect(sampleEnd(bytes("date,time,amount\n2027-03-01,12:00,1.00\n2027-03-01,12:0"), COMMA)).toBe(39);
    expect(sampleEnd(bytes("a\nb\n"), COMMA)).toBe(4);
  });

  it("does not cut inside a quoted value, a line feed in it or not", () => {
    // The last line's quoted note goes on past the sample's end: the cut is before that line.
    expect(sampleEnd(bytes('h,note\n1,"ok"\n2,"two\nlines'), COMMA)).toBe(14);
    expect(sampleEnd(bytes('h,note\n1,"a\nb"\n2,x'), COMMA)).toBe(15);
  });

  it("reads a doubled quote inside quotes as a quote, not an end", () => {
    expect(sampleEnd(bytes('h,note\n1,"said ""hi""\nstill quoted'), COMMA)).toBe(7);
    expect(sampleEnd(bytes('h,note\n1,"said ""hi"""\n2,x'), COMMA)).toBe(23);
  });

  it("takes a quote inside an unquoted value as text, as the server does", () => {
    expect(sampleEnd(bytes('h;note\n1;12" pizza\n2;x'), SEMICOLON)).toBe(19);
    expect(sampleEnd(bytes('h;note\n1; "a\nb"\n2;x'), SEMICOLON)).toBe(16);
  });

  it("cuts CRLF lines after their line feed", () => {
    expect(sampleEnd(bytes("h,x\r\n1,2\r\n3,"), COMMA)).toBe(10);
  });

  it("is null with no line feed outside quotes", () => {
    expect(sampleEnd(bytes("date,time,amount"), COMMA)).toBeNull();
    expect(sampleEnd(bytes('"a\nb\nc'), COMMA)).toBeNull();
    expect(sampleEnd(bytes("h\r1\r2\r"), COMMA)).toBeNull();
  });
});

describe("checkSample", () => {
  it("sends a file up to the limit whole", async () => {
    const file = csvFile("date,time,amount\n2027-03-01,12:00,1.00");
    expect(await checkSample(file, 64)).toBe(file);
    const full = csvFile("x".repeat(CHECK_SAMPLE_BYTES));
    expect(await checkSample(full)).toBe(full);
  });

  it("sends a larger file's whole records within the limit, under its name", async () => {
    const text = "date;time;amount\n2027-03-01;12:00;1,00\n2027-03-01;12:15;2,00\n";
    const sample = await checkSample(csvFile(text), 50);
    expect(sample.name).toBe("till.csv");
    expect(sample.type).toBe("text/csv");
    expect(await sample.text()).toBe("date;time;amount\n2027-03-01;12:00;1,00\n");
  });

  it("cuts before a quoted value holding a line feed that the limit falls inside", async () => {
    const text = 'h,note\n1,"first\nsecond"\n';
    // The limit falls after the quoted value's line feed (byte 16), before its closing quote.
    expect(await (await checkSample(csvFile(text), 20)).text()).toBe("h,note\n");
  });

  it("sends a larger file whole when its start holds no line end outside quotes", async () => {
    const quoted = csvFile(`"${"x\n".repeat(50)}",1\n`);
    expect(await checkSample(quoted, 50)).toBe(quoted);
    const oneLine = csvFile("y".repeat(100));
    expect(await checkSample(oneLine, 50)).toBe(oneLine);
  });
});
