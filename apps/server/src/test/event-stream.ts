import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { LIVE_EVENT_NAME, type LiveEvent } from "@brigade/contract/live-events";

/** A client of GET /api/events over real HTTP, as a browser's EventSource reads it. */
export type EventStream = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** A refusal's answer (its JSON), once `ended`; empty for a stream. */
  refusal: () => Promise<{ message?: string }>;
  /** The stream's first bytes (its retry line). */
  preamble: Promise<string>;
  /** Every change event read so far. */
  events: LiveEvent[];
  /** The first event (already read or still to come) matching `match`; rejects after `withinMs`. */
  next: (match: (event: LiveEvent) => boolean, withinMs?: number) => Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Over http, or https trusting `ca` (a test's own certificate, behind nginx). */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
  options: { ca?: string } = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    // A connection of its own, closed with the stream (a kept-alive one would hold the server open at its close).
    const req = send(url, {
      headers: { accept: "text/event-stream", ...headers },
      signal: abort.signal,
      ca: options.ca,
      agent: false,
    });
    req.on("response", resolve).on("error", reject).end();
  });
  const events: LiveEvent[] = [];
  const waiting = new Set<() => void>();
  let endedNow = false;
  let refused = "";
  let firstBytes: (text: string) => void = () => {};
  const preamble = new Promise<string>((done) => {
    firstBytes = done;
  });
  const ended = (async () => {
    if (res.statusCode !== 200) {
      for await (const chunk of res) refused += String(chunk);
      return;
    }
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        firstBytes(text);
        buffer += text;
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

  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    preamble,
    refusal: async () => {
      await ended;
      return JSON.parse(refused || "{}") as { message?: string };
    },
    events,
    next,
    ended,
    close: () => abort.abort(),
  };
}
