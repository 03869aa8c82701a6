import { LIVE_EVENT_NAME, type LiveEvent } from "@brigade/contract/live-events";

/** A client of GET /api/events over real HTTP, as a browser's EventSource reads it. */
export type EventStream = {
  status: number;
  /** Every change event read so far. */
  events: LiveEvent[];
  /** The first event (already read or still to come) matching `match`; rejects after `withinMs`. */
  next: (match: (event: LiveEvent) => boolean, withinMs?: number) => Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const events: LiveEvent[] = [];
  const waiting = new Set<() => void>();
  let endedNow = false;
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, cut).split("\n");
          buffer = buffer.slice(cut + 2);
          const data = block.find((line) => line.startsWith("data: "));
          if (block.includes(`event: ${LIVE_EVENT_NAME}`) && data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
        }
        for (const wake of waiting) wake();
      }
    } catch {
      // Closed by the test.
    } finally {
      endedNow = true;
      for (const wake of waiting) wake();
    }
  })();

  const next = (match: (event: LiveEvent) => boolean, withinMs = 2000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (found) return done(() => resolve(found));
        if (endedNow) done(() => reject(new Error(`the stream ended; events: ${JSON.stringify(events)}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no such event in ${withinMs} ms; events: ${JSON.stringify(events)}`))),
        withinMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiting.delete(check);
        settle();
      };
      waiting.add(check);
      check();
    });

  return { status: res.status, events, next, ended, close: () => abort.abort() };
}
