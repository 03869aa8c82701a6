import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** How often a server adds its new requests to the shared counts and reads back everybody's. */
export const SHARE_EVERY_MS = 1000;
/** Rows of windows this long over are deleted now and then. */
const KEEP_ENDED_MS = 3600_000;

type Count = { pending: number; shared: number; windowEndsAt: number; windowMs: number };
type Shared = { key: string; count: Count; n: number };
type Total = { key: string; hits: number; ends_ms: number };
type Hit = { current: number; ttl: number };

/**
 * Request counts per key shared by every server on one PostgreSQL database (table rate_limit_hits), for
 * @fastify/rate-limit. A request is counted here at once, against the last shared total plus this server's
 * requests since; each second the server adds its new requests to the shared row and reads the total back. So a
 * limit holds across servers, each able to go past it by at most its own requests of one second, and no request
 * waits for the database.
 */
export class SharedCounts {
  private readonly counts = new Map<string, Count>();
  private readonly timer: NodeJS.Timeout;
  private sharing: Promise<void> | undefined;
  private rounds = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.share(), SHARE_EVERY_MS);
    this.timer.unref();
  }

  hit(key: string, windowMs: number): Hit {
    const now = Date.now();
    let count = this.counts.get(key);
    if (!count || count.windowEndsAt <= now) {
      count = { pending: 0, shared: 0, windowEndsAt: now + windowMs, windowMs };
      this.counts.set(key, count);
    }
    count.pending += 1;
    return { current: count.shared + count.pending, ttl: count.windowEndsAt - now };
  }

  /** Adds each key's new requests to the shared counts and takes back the totals (one statement). */
  share(): Promise<void> {
    this.sharing ??= this.shareNow().finally(() => {
      this.sharing = undefined;
    });
    return this.sharing;
  }

  private async shareNow(): Promise<void> {
    const now = Date.now();
    for (const [key, count] of this.counts)
      if (count.windowEndsAt <= now && count.pending === 0) this.counts.delete(key);
    const sent = [...this.counts].map(([key, count]) => ({ key, count, n: count.pending }));
    if (sent.length === 0) return;
    try {
      const totals = await this.exchange(
        sent.filter((s) => s.n > 0),
        sent.filter((s) => s.n === 0),
      );
      for (const { key, count, n } of sent) {
        const total = totals.get(key);
        count.pending -= n;
        if (!total) continue;
        count.shared = total.hits;
        count.windowEndsAt = total.ends_ms;
      }
      this.rounds += 1;
      if (this.rounds % 600 === 0)
        await this.db.execute(
          sql`delete from rate_limit_hits where window_ends_at < now() - ${KEEP_ENDED_MS} * interval '1 millisecond'`,
        );
    } catch (error) {
      // Counted here still; shared at the next round.
      this.onError(error);
    }
  }

  /**
   * Adds the new requests of `adding` to their shared rows, and reads the rows of `reading` (keys this server saw
   * no request for since, whose window is still open: the other servers' requests count there too).
   */
  private async exchange(adding: Shared[], reading: Shared[]): Promise<Map<string, Total>> {
    const totals = new Map<string, Total>();
    type Rows = { rows: Total[] };
    if (adding.length > 0) {
      const rows = adding.map(({ key, n, count }) => ({ k: key, n, w: count.windowMs }));
      const added = (await this.db.execute(sql`
        insert into rate_limit_hits as r (key, hits, window_ends_at)
        select t.k, t.n, now() + t.w * interval '1 millisecond'
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(k text, n int, w int)
        on conflict (key) do update set
          hits = case when r.window_ends_at <= now() then excluded.hits else r.hits + excluded.hits end,
          window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
        returning key, hits, (extract(epoch from window_ends_at) * 1000)::float8 as ends_ms`)) as unknown as Rows;
      for (const row of added.rows) totals.set(row.key, row);
    }
    if (reading.length > 0) {
      const read = (await this.db.execute(sql`
        select key, hits, (extract(epoch from window_ends_at) * 1000)::float8 as ends_ms from rate_limit_hits
        where key in (select jsonb_array_elements_text(${JSON.stringify(reading.map((r) => r.key))}::jsonb))
          and window_ends_at > now()`)) as unknown as Rows;
      for (const row of read.rows) totals.set(row.key, row);
    }
    return totals;
  }

  /** Shares what is left, and stops. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.share();
  }
}

/** @fastify/rate-limit's store over shared counts (its constructor is called by the plugin). */
export function sharedStore(counts: SharedCounts) {
  return class SharedRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow: number): void {
      callback(null, counts.hit(key, timeWindow));
    }
    child(): SharedRateLimitStore {
      return this;
    }
  };
}
