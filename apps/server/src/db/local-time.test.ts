import { localDayAndWeek } from "@brigade/contract/local-time";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { localDaySql, localMondaySql } from "./local-time";

// The SQL that filters and groups rows by local day and week (local-time.ts) must say what the contract says, on
// either side of every local midnight and clock change: New York (spring 2026-03-08, autumn 2026-11-01), London
// (2026-03-29, 2026-10-25), Sydney on the other side of UTC, and Havana, whose clocks change at midnight.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** Every 10 minutes over the 56 hours from noon UTC the day before each change, and a millisecond each side of every hour. */
function instantsAround(days: string[]): number[] {
  const out: number[] = [];
  for (const d of days) {
    const start = Date.parse(`${d}T12:00:00Z`) - 86_400_000;
    for (let m = 0; m <= 56 * 60; m += 10) {
      const at = start + m * MINUTE;
      out.push(at);
      if (m % 60 === 0) out.push(at - 1, at + 1);
    }
  }
  return out;
}

const CHANGES: Record<string, string[]> = {
  "America/New_York": ["2026-03-08", "2026-11-01", "2027-01-10"],
  "Europe/London": ["2026-03-29", "2026-10-25", "2027-01-10"],
  "Australia/Sydney": ["2026-04-05", "2026-10-04"],
  "America/Havana": ["2026-03-08", "2026-11-01"],
};

describe("the database's local day and Monday", () => {
  for (const [zone, days] of Object.entries(CHANGES))
    it(`are the contract's dateIn and weekStartIn in ${zone}, across its midnights and DST changes`, async () => {
      const instants = instantsAround(days);
      const list = `{${instants.map((ms) => new Date(ms).toISOString()).join(",")}}`;
      const at = sql.raw("x.at");
      const result = (await t.database.db.execute(sql`
        select x.n::int as n, to_char(${localDaySql(at, zone)}, 'YYYY-MM-DD') as day,
          to_char(${localMondaySql(at, zone)}, 'YYYY-MM-DD') as week
        from unnest(${list}::timestamptz[]) with ordinality as x(at, n) order by x.n`)) as unknown as {
        rows: { n: number; day: string; week: string }[];
      };
      expect(result.rows).toHaveLength(instants.length);
      for (const row of result.rows) {
        const ms = instants[row.n - 1] as number;
        expect({ day: row.day, week: row.week }, `${zone} ${new Date(ms).toISOString()}`).toEqual(
          localDayAndWeek(ms, zone),
        );
      }
    });
});
