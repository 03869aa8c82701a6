import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseColumnsParam, readImportRow, recognizeHeader } from "./sales-import";
import {
  decimalToCents,
  parseImportDate,
  parseImportDecimal,
  parseImportStart,
  parseImportTime,
  productToCents,
  splitWhole,
} from "./sales-import-values";

// How a sales file's header and cells are read (demand.md, "Sales history").

const cents = (text: string) => {
  const value = parseImportDecimal(text);
  return value === null ? null : decimalToCents(value);
};

describe("amounts as tills write them", () => {
  it.each([
    ["1250.50", 125050],
    ["1.250,50", 125050],
    ["1,250.50", 125050],
    ["1 250,50", 125050],
    ["1\u202f250,50", 125050],
    ["1,20 €", 120],
    ["$ 12", 1200],
    ["EUR 7,5", 750],
    ["-3.05", -305],
    ["(3.05)", -305],
    ["1,250", 125000],
    ["1.250.000", 125000000],
    ["0,125", 13],
    ["12.5", 1250],
    ["1.005", 100500],
    ["2.0050", 201],
    ["-2.0050", -201],
    ["0", 0],
  ])("%s is %i cents", (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it.each(["", "ten", "1.2.3", "1,25,0", "--1", "1e5", "12.34567", "€"])("%j is not an amount", (text) => {
    expect(parseImportDecimal(text)).toBeNull();
  });

  it("multiplies a quantity by a unit price and rounds once", () => {
    const of = (text: string) => parseImportDecimal(text) ?? { units: 0, scale: 1 };
    expect(productToCents(of("3"), of("0,333"))).toBe(100);
    expect(productToCents(of("0.5"), of("3"))).toBe(150);
    expect(productToCents(of("-2"), of("1.25"))).toBe(-250);
  });
});

describe("dates, times and starts", () => {
  it("reads the three date orders, and refuses a day that does not exist", () => {
    for (const text of ["2027-03-28", "28-03-2027", "28/03/2027", "2027-3-8".replace("8", "28")]) {
      expect(parseImportDate(text)?.toString(), text).toBe("2027-03-28");
    }
    expect(parseImportDate("31-02-2027")).toBeNull();
    expect(parseImportDate("03/28/2027")).toBeNull();
    expect(parseImportDate("2027/03/28")).toBeNull();
  });

  it("reads HH:mm and HH:mm:ss, and refuses what is not a time of day", () => {
    expect(parseImportTime("7:05")).toEqual({ hour: 7, minute: 5, second: 0 });
    expect(parseImportTime("23:59:59.5")).toEqual({ hour: 23, minute: 59, second: 59 });
    for (const text of ["24:00", "12:60", "noon", "12", "12:5"]) expect(parseImportTime(text), text).toBeNull();
  });

  it("takes a start with an offset as the instant it names, and one without on the location's clock", () => {
    expect(parseImportStart("2027-03-01T18:15:00Z")).toEqual({ epochMs: Date.UTC(2027, 2, 1, 18, 15) });
    expect(parseImportStart("2027-03-01T18:15:00+01:00")).toEqual({ epochMs: Date.UTC(2027, 2, 1, 17, 15) });
    const local = parseImportStart("01-03-2027 18:15");
    expect(local && "local" in local && [local.local.date.toString(), local.local.hour, local.local.minute]).toEqual([
      "2027-03-01",
      18,
      15,
    ]);
    expect(parseImportStart("2027-03-01 18:15 extra")).toBeNull();
  });
});

describe("the header", () => {
  it("tells tickets from intervals by the columns it names, whatever their case, spacing or synonym", () => {
    expect(recognizeHeader(["\uFEFFDate", "Time", "Total"])?.shape).toBe("tickets");
    expect(recognizeHeader(["date", "time", "qty", "price", "receipt"])?.shape).toBe("tickets");
    expect(recognizeHeader(["date", "time", "Order_ID"])?.shape).toBe("tickets");
    expect(recognizeHeader(["Start", "Sales", "Transactions", "Minutes"])?.shape).toBe("intervals");
    expect(recognizeHeader(["date", "sales"])?.shape).toBe("intervals");
    expect(recognizeHeader(["date", "time", "qty"])).toBeNull();
    expect(recognizeHeader(["name", "price"])).toBeNull();
    expect(recognizeHeader(["Day", "Hour", "Net Total"], { amount: "net total" })?.at).toMatchObject({
      date: 0,
      time: 1,
      amount: 2,
    });
  });

  it("reads columns= as field:column pairs, each field once", () => {
    expect(parseColumnsParam("amount:Net Total,date:Day")).toEqual({ amount: "Net Total", date: "Day" });
    for (const bad of ["amount", "cost:Net", "amount:", "amount:a,amount:b"]) expect(parseColumnsParam(bad)).toBeNull();
  });

  it("gives a day's row without a time the whole day, and refuses a start off the quarter", () => {
    const daily = recognizeHeader(["date", "sales"]);
    if (!daily) throw new Error("not recognised");
    expect(readImportRow(daily, ["2027-03-28", "100.00"])).toMatchObject({
      ok: true,
      row: { minutes: 1440, cents: 10000 },
    });
    const intervals = recognizeHeader(["start", "sales"]);
    if (!intervals) throw new Error("not recognised");
    expect(readImportRow(intervals, ["2027-03-28 12:10", "1.00"])).toMatchObject({ ok: false });
    expect(readImportRow(intervals, ["2027-03-28 12:15", ""])).toMatchObject({ ok: false });
  });
});

describe("splitWhole", () => {
  it("splits a whole amount into parts that add up to it exactly, each near its share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 100 }),
        (total, weights) => {
          const parts = splitWhole(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const share = sum > 0 ? (total * (weights[i] ?? 0)) / sum : total / weights.length;
            expect(Math.abs(part - share)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
