import { MESSAGES } from "@brigade/contract/messages";
import type { SalesPayload } from "@brigade/contract/sales";
import { MAX_IMPORT_BYTES, SALES_IMPORT_MESSAGES, type SalesImportResult } from "@brigade/contract/sales-import";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { multipart } from "../../test/multipart";
import { createPlace } from "../shifts/test/support";

// CSV imports of sales history (demand.md, "Sales history"): tickets and intervals files as tills export them,
// summed per 15 minutes of the location's clock (across DST in two zones), idempotent, with a dry run, the rows it
// could not read, and an import undone.

let t: TestApp;
let owner: Caller;
let newYork: number;
let paris: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  newYork = (await createPlace(t, owner, "America/New_York")).locationId;
  paris = (await createPlace(t, owner, "Europe/Paris")).locationId;
});
afterAll(() => t.close());

type Answer = {
  statusCode: number;
  body: string;
  json: () => { message?: string; payload?: unknown; errors?: Record<string, string[]> };
};

/** The file as the body (text/csv), as a script or a till would send it. */
const importCsv = (caller: Caller, location: number, csv: string | Buffer, query = "") =>
  caller.request({
    method: "POST",
    url: `/api/locations/${location}/sales/import${query}`,
    payload: csv,
    headers: { "content-type": "text/csv" },
  }) as Promise<Answer>;
/** The file as a browser uploads it (the multipart field file). */
const uploadCsv = (caller: Caller, location: number, csv: string, query = "") =>
  caller.request({
    method: "POST",
    url: `/api/locations/${location}/sales/import${query}`,
    ...multipart([{ name: "file", filename: "sales.csv", type: "text/csv", data: csv }]),
  }) as Promise<Answer>;
const result = (res: Answer): SalesImportResult => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as SalesImportResult;
};
const read = async (location: number, from: string, to = from, interval = "15m") => {
  const res = await owner.get(`/api/locations/${location}/sales?from=${from}&to=${to}&interval=${interval}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payload as SalesPayload).intervals;
};

describe("a tickets file", () => {
  it("sums each quarter's tickets on the location's clock, counts a ticket's lines once, and is idempotent", async () => {
    // A BOM, names in other cases and with spaces, an index column, a currency sign, a refund line.
    const csv = [
      "\uFEFF,Date, TIME ,Ticket Number,Net_Sales,Waiter",
      "1,2027-01-04,18:01,A1,$12.50,Ana",
      "2,2027-01-04,18:14:59,A1,7.50,Ana",
      "3,2027-01-04,18:15,A2,20.00,Ben",
      "4,2027-01-04,18:20,A2,-5.00,Ben",
      "5,04-01-2027,23:50,A3,1.00,Ana",
    ].join("\r\n");
    const first = await importCsv(owner, newYork, csv);
    expect(first.json().message).toBe("3 intervals of sales history imported.");
    const summary = result(first);
    expect(summary).toMatchObject({
      shape: "tickets",
      rows_read: 5,
      rows_rejected: 0,
      rejected: [],
      intervals: 3,
      from_day: "04-01-2027",
      to_day: "04-01-2027",
      replaced: 0,
    });
    expect(summary.import_id).toBeGreaterThan(0);
    // New York is UTC-5 in January: 18:00 local is 23:00Z; 23:45 local is 04:45Z the next day.
    expect(await read(newYork, "04-01-2027")).toEqual([
      { start: "2027-01-04T23:00:00.000Z", sales: "20.00", transactions: 1 },
      { start: "2027-01-04T23:15:00.000Z", sales: "15.00", transactions: 1 },
      { start: "2027-01-05T04:45:00.000Z", sales: "1.00", transactions: 1 },
    ]);
    const again = result(await importCsv(owner, newYork, csv));
    expect(again).toMatchObject({ intervals: 3, replaced: 3 });
    expect(again.import_id).not.toBe(summary.import_id);
    expect(await read(newYork, "04-01-2027")).toHaveLength(3);
  });

  it("reads a European export: semicolons, decimal commas, quantity x price, DD/MM/YYYY, across the spring DST change", async () => {
    // Paris skips 02:00-03:00 on 28 March 2027: a ticket stamped 02:40 happened at 03:40 by the clock that day.
    const csv = [
      "date;time;receipt;qty;price",
      '27/03/2027;23:59;17;2;"1,20 €"',
      "28/03/2027;02:40;1;3;2,50",
      "28/03/2027;02:41;1;1;1.000,00",
      "28/03/2027;12:00;2;0,5;3",
    ].join("\n");
    const summary = result(await uploadCsv(owner, paris, csv));
    expect(summary).toMatchObject({
      rows_read: 4,
      rows_rejected: 0,
      intervals: 3,
      from_day: "27-03-2027",
      to_day: "28-03-2027",
    });
    expect(await read(paris, "27-03-2027", "28-03-2027")).toEqual([
      { start: "2027-03-27T22:45:00.000Z", sales: "2.40", transactions: 1 },
      { start: "2027-03-28T01:30:00.000Z", sales: "1007.50", transactions: 1 },
      { start: "2027-03-28T10:00:00.000Z", sales: "1.50", transactions: 1 },
    ]);
  });

  it("with tickets but no amounts, records transactions only", async () => {
    const csv = ["order_id,date,time", "9001,2027-01-11,12:00", "9001,2027-01-11,12:05", "9002,2027-01-11,12:10"].join(
      "\n",
    );
    expect(result(await importCsv(owner, newYork, csv))).toMatchObject({ intervals: 1, rows_read: 3 });
    expect(await read(newYork, "11-01-2027")).toEqual([{ start: "2027-01-11T17:00:00.000Z", transactions: 2 }]);
  });

  it("takes other column names through columns=", async () => {
    const csv = ["Day,Clock,Net Total", "2027-01-12,09:30,15.00"].join("\n");
    const refused = await importCsv(owner, newYork, csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors?.file).toEqual([SALES_IMPORT_MESSAGES.header]);
    const mapped = `?columns=${encodeURIComponent("amount:Net Total,time:Clock")}`;
    expect(result(await importCsv(owner, newYork, csv, mapped))).toMatchObject({ intervals: 1 });
    expect(await read(newYork, "12-01-2027")).toEqual([
      { start: "2027-01-12T14:30:00.000Z", sales: "15.00", transactions: 1 },
    ]);
    for (const bad of ["amount", "price:Net", "amount:,date:Day", "amount:A,amount:B"]) {
      const res = await importCsv(owner, newYork, csv, `?columns=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors?.columns).toEqual([SALES_IMPORT_MESSAGES.columns]);
    }
  });
});

describe("an intervals file", () => {
  it("writes quarters as they are, and spreads an hour evenly while the location has no history", async () => {
    const place = (await createPlace(t, owner, "America/Chicago")).locationId;
    const csv = [
      "start,sales,transactions,minutes",
      "2027-02-01 11:00,100.00,4,60",
      "2027-02-01T12:00,10.00,,",
      "2027-02-01T19:00:00Z,,3,15",
    ].join("\n");
    expect(result(await importCsv(owner, place, csv))).toMatchObject({ shape: "intervals", intervals: 6 });
    // Chicago is UTC-6 in February.
    expect(await read(place, "01-02-2027")).toEqual([
      { start: "2027-02-01T17:00:00.000Z", sales: "25.00", transactions: 1 },
      { start: "2027-02-01T17:15:00.000Z", sales: "25.00", transactions: 1 },
      { start: "2027-02-01T17:30:00.000Z", sales: "25.00", transactions: 1 },
      { start: "2027-02-01T17:45:00.000Z", sales: "25.00", transactions: 1 },
      { start: "2027-02-01T18:00:00.000Z", sales: "10.00" },
      { start: "2027-02-01T19:00:00.000Z", transactions: 3 },
    ]);
  });

  it("spreads a day's total over the location's typical curve, to the cent, on a 23-hour day too", async () => {
    const place = (await createPlace(t, owner, "Europe/Paris")).locationId;
    // Its recent history: lunch (12:00) sells three times what 19:00 does, every day.
    const recent = new Date(Date.now() - 7 * 86_400_000);
    const day = recent.toISOString().slice(0, 10);
    const history = Array.from({ length: 7 }, (_, i) => {
      const date = new Date(Date.parse(`${day}T00:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10);
      return [`${date} 12:00,30.00`, `${date} 19:00,10.00`];
    }).flat();
    expect(result(await importCsv(owner, place, ["start,sales", ...history].join("\n"))).intervals).toBe(14);
    // Then a daily export: a day of 100.01 and one on the spring change (23 hours).
    const daily = ["date,sales", "2027-03-28,100.01"].join("\n");
    expect(result(await importCsv(owner, place, daily))).toMatchObject({ intervals: 92, from_day: "28-03-2027" });
    const spread = await read(place, "28-03-2027", "28-03-2027", "1d");
    expect(spread).toEqual([{ start: "2027-03-27T23:00:00.000Z", sales: "100.01" }]);
    const quarters = await read(place, "28-03-2027");
    const noon = quarters.find((q) => q.start === "2027-03-28T10:00:00.000Z");
    const evening = quarters.find((q) => q.start === "2027-03-28T17:00:00.000Z");
    expect(noon?.sales).toBe("75.01");
    expect(evening?.sales).toBe("25.00");
  });
});

describe("rows that cannot be read", () => {
  it("are counted and listed with their line and reason, in the caller's language; the rest is imported", async () => {
    const csv = [
      "date,time,amount",
      "2027-01-18,12:00,10.00",
      "31-02-2027,12:00,1.00",
      "2027-01-18,25:00,1.00",
      "2027-01-18,12:00,ten",
      "",
      '2027-01-18,"12:30",2.00',
    ].join("\n");
    const summary = result(await importCsv(owner, newYork, csv));
    expect(summary).toMatchObject({ rows_read: 5, rows_rejected: 3, intervals: 2 });
    expect(summary.rejected).toEqual([
      { line: 3, reason: SALES_IMPORT_MESSAGES.date },
      { line: 4, reason: SALES_IMPORT_MESSAGES.time },
      { line: 5, reason: SALES_IMPORT_MESSAGES.amount },
    ]);
    const inSpanish = await owner.request({
      method: "POST",
      url: `/api/locations/${newYork}/sales/import?dry_run=1`,
      payload: csv,
      headers: { "content-type": "text/csv", "accept-language": "es" },
    });
    expect((inSpanish.json().payload as SalesImportResult).rejected[0]?.reason).toBe(
      "La fecha debe ser YYYY-MM-DD, DD-MM-YYYY o DD/MM/YYYY.",
    );
  });

  it("names the line of the file even after a value spread over lines, or lines of nothing", async () => {
    const csv = [
      "date,time,amount,note",
      '2027-01-20,12:00,1.00,"two',
      'lines"',
      ",,,",
      "",
      "2027-01-20,12:00,one,",
    ].join("\n");
    expect(result(await importCsv(owner, newYork, csv, "?dry_run=1")).rejected).toEqual([
      { line: 6, reason: SALES_IMPORT_MESSAGES.amount },
    ]);
  });

  it("lists the first 100 and counts them all; a file of nothing readable is a 422 that says why", async () => {
    const bad = Array.from({ length: 150 }, () => "2027-01-19,noon,1.00");
    const some = result(
      await importCsv(owner, newYork, ["date,time,amount", "2027-01-19,12:00,1.00", ...bad].join("\n")),
    );
    expect(some.rows_rejected).toBe(150);
    expect(some.rejected).toHaveLength(100);
    expect(some.rejected[99]).toEqual({ line: 102, reason: SALES_IMPORT_MESSAGES.time });

    const none = await importCsv(owner, newYork, ["date,time,amount", ...bad.slice(0, 2)].join("\n"));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(SALES_IMPORT_MESSAGES.nothingRead);
    expect(none.json().errors).toEqual({
      file: [SALES_IMPORT_MESSAGES.nothingRead],
      "line 2": [SALES_IMPORT_MESSAGES.time],
      "line 3": [SALES_IMPORT_MESSAGES.time],
    });
  });

  it("refuses a file with no header it knows, no rows, no file, or over 50 MB, writing nothing", async () => {
    const place = (await createPlace(t, owner, "Asia/Kolkata")).locationId;
    const cases: [string, unknown, string][] = [
      ["name,price\nsoup,4.00", "text/csv", SALES_IMPORT_MESSAGES.header],
      ["", "text/csv", SALES_IMPORT_MESSAGES.header],
      ["date,time,amount\n", "text/csv", SALES_IMPORT_MESSAGES.empty],
      ['date,time,amount\n"2027-01-01,12:00', "text/csv", SALES_IMPORT_MESSAGES.unreadable],
    ];
    for (const [csv, type, message] of cases) {
      const res = await owner.request({
        method: "POST",
        url: `/api/locations/${place}/sales/import`,
        payload: csv as string,
        headers: { "content-type": type as string },
      });
      expect(res.statusCode, csv).toBe(422);
      expect(res.json().errors?.file, csv).toEqual([message]);
    }
    const json = await owner.post(`/api/locations/${place}/sales/import`, { file: "date,time,amount" });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors?.file).toEqual([SALES_IMPORT_MESSAGES.noFile]);
    const otherField = await owner.request({
      method: "POST",
      url: `/api/locations/${place}/sales/import`,
      ...multipart([{ name: "sales", filename: "s.csv", data: "date,time,amount\n2027-01-01,12:00,1" }]),
    });
    expect(otherField.json().errors?.file).toEqual([SALES_IMPORT_MESSAGES.noFile]);
    // Over the limit: empty lines, which cost the reader nothing.
    const huge = Buffer.concat([
      Buffer.from("date,time,amount\n2027-01-01,12:00,1.00\n"),
      Buffer.alloc(MAX_IMPORT_BYTES, 10),
    ]);
    const tooLarge = await importCsv(owner, place, huge);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors?.file).toEqual([SALES_IMPORT_MESSAGES.tooLarge]);
    expect(await read(place, "01-01-2027", "01-01-2027")).toEqual([]);
    expect((await owner.get(`/api/locations/${place}/sales/imports`)).json().payload).toEqual([]);
  });
});

describe("a dry run, the list of imports, and an import undone", () => {
  it("reports without writing; the list shows each import; DELETE removes what one wrote and nothing else", async () => {
    const place = (await createPlace(t, owner, "America/New_York")).locationId;
    const monday = ["date,time,amount", "2027-01-25,12:00,10.00", "2027-01-25,13:00,20.00"].join("\n");
    const dry = await importCsv(owner, place, monday, "?dry_run=1");
    expect(dry.json().message).toBe(SALES_IMPORT_MESSAGES.dryRun);
    expect(result(dry)).toMatchObject({ import_id: null, intervals: 2, replaced: 0 });
    expect(await read(place, "25-01-2027")).toEqual([]);

    const first = result(await importCsv(owner, place, monday));
    expect(result(await importCsv(owner, place, monday, "?dry_run=true")).replaced).toBe(2);
    // A second import replaces 13:00 and adds 14:00; a till then rewrites 14:00.
    const second = result(
      await importCsv(owner, place, ["date,time,amount", "2027-01-25,13:00,25.00", "2027-01-25,14:00,5.00"].join("\n")),
    );
    expect(second.replaced).toBe(1);
    expect(
      (
        await owner.put(`/api/locations/${place}/sales`, {
          intervals: [{ start: "2027-01-25T19:00:00Z", sales: "6.00" }],
        })
      ).statusCode,
    ).toBe(200);

    const list = (await owner.get(`/api/locations/${place}/sales/imports`)).json().payload as {
      import_id: number;
      holds: number;
      intervals: number;
      from_day: string;
    }[];
    expect(list.map((i) => [i.import_id, i.intervals, i.holds, i.from_day])).toEqual([
      [second.import_id, 2, 1, "25-01-2027"],
      [first.import_id, 2, 1, "25-01-2027"],
    ]);

    // Undoing the second import removes only its 13:00: the first import's 13:00 is not brought back, and the
    // till's 14:00 stays.
    const undone = await owner.del(`/api/locations/${place}/sales/imports/${second.import_id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ message: SALES_IMPORT_MESSAGES.removed, payload: { removed: 1 } });
    expect(await read(place, "25-01-2027")).toEqual([
      { start: "2027-01-25T17:00:00.000Z", sales: "10.00", transactions: 1 },
      { start: "2027-01-25T19:00:00.000Z", sales: "6.00" },
    ]);
    const twice = await owner.del(`/api/locations/${place}/sales/imports/${second.import_id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(SALES_IMPORT_MESSAGES.notFound);
    // An import of another location is not this one's.
    expect((await owner.del(`/api/locations/${newYork}/sales/imports/${first.import_id}`)).statusCode).toBe(404);
  });
});

describe("who may import", () => {
  it("owners and managers of the business; a team member gets 403, another business 404", async () => {
    const csv = "date,time,amount\n2027-01-26,12:00,1.00";
    const manager = await createStaff(t, owner, "manager");
    const member = await createStaff(t, owner, "team_member");
    const other = await registerOwner(t.app, "Other Bistro");
    const theirs = (await createPlace(t, other)).locationId;
    const managed = result(await importCsv(manager, newYork, csv));
    expect((await member.get(`/api/locations/${newYork}/sales/imports`)).statusCode).toBe(403);
    const refused = await importCsv(member, newYork, csv);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect((await member.del(`/api/locations/${newYork}/sales/imports/${managed.import_id}`)).statusCode).toBe(403);
    const foreign = await importCsv(owner, theirs, csv);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.locationNotFound);
    expect((await other.del(`/api/locations/${theirs}/sales/imports/${managed.import_id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/locations/${newYork}/sales/imports`)).statusCode).toBe(404);
    expect((await owner.get(`/api/locations/${theirs}/sales?from=26-01-2027&to=26-01-2027`)).statusCode).toBe(404);
  });
});
