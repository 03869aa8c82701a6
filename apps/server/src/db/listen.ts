import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/** What a listener is told: each notice's payload, and that notices may have been missed (the connection dropped). */
export type ListenHandlers = { onPayload: (payload: string) => void; onGap: () => void };
/** Listens on a channel until the returned function is called. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

/** Waits between attempts to listen again once PostgreSQL is unreachable. */
const RETRY_MS = [250, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own, outside the pool: a pooled connection goes back to the pool, and a listener
 * must stay. When the connection drops (PostgreSQL restarted, the network cut), the listener connects again and
 * reports the gap, since notices sent meanwhile are lost.
 */
export function listenOnPostgres(url: string): Listen {
  return async (channel, { onPayload, onGap }) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let reconnecting = false;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on("notification", (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      // An error on an idle listener would otherwise throw from the client and end the process.
      next.on("error", () => {});
      next.once("end", () => {
        if (!stopped && client === next) void reconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
      if (stopped) await next.end().catch(() => {});
    };

    const reconnect = async (): Promise<void> => {
      if (reconnecting) return;
      reconnecting = true;
      client = undefined;
      try {
        for (let attempt = 0; !stopped; attempt += 1) {
          await sleep(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
          if (stopped) return;
          try {
            await connect();
            onGap();
            return;
          } catch {
            // PostgreSQL is still away; try again.
          }
        }
      } finally {
        reconnecting = false;
      }
    };

    await connect();
    return async () => {
      stopped = true;
      await client?.end().catch(() => {});
    };
  };
}
