import type { LiveEvent } from "@brigade/contract/live-events";
import { eventFor, parseNotice, type Viewer } from "./notices";

/** One open event stream. */
export type LiveStream = {
  userId: number;
  sessionId: number;
  viewer: Viewer;
  send: (event: LiveEvent) => void;
  end: () => void;
};

/** This server's open streams by business, and what each may see of a notice from the database. */
export function makeLiveHub() {
  const byBusiness = new Map<number, Set<LiveStream>>();
  const perUser = new Map<number, number>();
  const bySession = new Map<number, Set<LiveStream>>();

  return {
    /** Adds a stream; the returned function removes it. */
    add(stream: LiveStream): () => void {
      const set = byBusiness.get(stream.viewer.businessId) ?? new Set();
      set.add(stream);
      byBusiness.set(stream.viewer.businessId, set);
      perUser.set(stream.userId, (perUser.get(stream.userId) ?? 0) + 1);
      const ofSession = bySession.get(stream.sessionId) ?? new Set();
      ofSession.add(stream);
      bySession.set(stream.sessionId, ofSession);
      return () => {
        if (!set.delete(stream)) return;
        if (set.size === 0) byBusiness.delete(stream.viewer.businessId);
        ofSession.delete(stream);
        if (ofSession.size === 0) bySession.delete(stream.sessionId);
        const left = (perUser.get(stream.userId) ?? 1) - 1;
        if (left > 0) perUser.set(stream.userId, left);
        else perUser.delete(stream.userId);
      };
    },

    streamsOf: (userId: number): number => perUser.get(userId) ?? 0,

    /** Passes a notice to the streams of its business that may see it. */
    deliver(payload: string): void {
      const notice = parseNotice(payload);
      if (!notice) return;
      if (notice.t === "signed_out") {
        for (const id of notice.x) for (const stream of [...(bySession.get(id) ?? [])]) stream.end();
        return;
      }
      for (const stream of byBusiness.get(notice.b) ?? []) {
        const event = eventFor(notice, stream.viewer);
        if (event) stream.send(event);
      }
    },

    /** Ends every stream: the clients connect again (on another server, when this one is stopping). */
    endAll(): void {
      for (const set of [...byBusiness.values()]) for (const stream of [...set]) stream.end();
    },
  };
}
export type LiveHub = ReturnType<typeof makeLiveHub>;
