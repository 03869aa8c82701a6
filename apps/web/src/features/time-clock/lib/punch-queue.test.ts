import { describe, expect, it } from "vitest";
import { clearQueue, enqueue, flushQueue, type QueuedPunch, readQueue } from "./punch-queue";

/** The browser's storage interface over a Map: the queue's own code runs as it does on the phone. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const offline = new Error("offline");
const ANA = 7;
const BEN = 8;
const punch = (action: QueuedPunch["action"], minute: number): QueuedPunch => ({
  action,
  client_time: new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString(),
});

describe("the offline punch queue", () => {
  it("sends punches in the order they were taken, with their time, and empties", async () => {
    const storage = memoryStorage();
    enqueue(ANA, punch("in", 0), storage);
    enqueue(ANA, punch("break_start", 30), storage);
    const sent: QueuedPunch[] = [];
    const result = await flushQueue(
      ANA,
      async (item) => void sent.push(item),
      () => false,
      String,
      storage,
    );
    expect(sent.map((s) => s.action)).toEqual(["in", "break_start"]);
    expect(sent[0]?.client_time).toBe("2026-11-23T09:00:00.000Z");
    expect(result).toEqual({ sent: 2, dropped: [] });
    expect(readQueue(ANA, storage)).toEqual([]);
  });

  it("keeps what is left when the network goes again, and drops a punch the server refused, with its message", async () => {
    const storage = memoryStorage();
    for (const [action, minute] of [
      ["in", 0],
      ["out", 5],
      ["in", 10],
    ] as const)
      enqueue(ANA, punch(action, minute), storage);
    let calls = 0;
    const result = await flushQueue(
      ANA,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("You are already clocked in.");
        if (calls === 3) throw offline;
      },
      (error) => error === offline,
      (error) => (error as Error).message,
      storage,
    );
    expect(result.sent).toBe(1);
    expect(result.dropped).toEqual([{ item: punch("in", 0), message: "You are already clocked in." }]);
    expect(readQueue(ANA, storage)).toEqual([punch("in", 10)]);
  });

  it("reads nothing from storage that holds something else", () => {
    const storage = memoryStorage();
    storage.setItem(`brigade.punch-queue.${ANA}`, "{not json");
    expect(readQueue(ANA, storage)).toEqual([]);
  });

  it("is each user's own: the next person to sign in on the phone sends none of the last one's punches", async () => {
    const storage = memoryStorage();
    enqueue(ANA, punch("in", 0), storage);
    enqueue(ANA, punch("out", 45), storage);
    const sentForBen: QueuedPunch[] = [];
    const flushBen = () =>
      flushQueue(
        BEN,
        async (item) => void sentForBen.push(item),
        () => false,
        String,
        storage,
      );
    expect(await flushBen()).toEqual({ sent: 0, dropped: [] });
    expect(readQueue(BEN, storage)).toEqual([]);
    expect(readQueue(ANA, storage)).toEqual([punch("in", 0), punch("out", 45)]);

    // Ana logs out: her queue is forgotten, and Ben, signing in next, has nothing to send either.
    clearQueue(ANA, storage);
    expect(readQueue(ANA, storage)).toEqual([]);
    enqueue(BEN, punch("in", 50), storage);
    expect(await flushBen()).toEqual({ sent: 1, dropped: [] });
    expect(sentForBen).toEqual([punch("in", 50)]);
  });

  it("never sends the single queue of no known owner an older version kept, and forgets it on a logout", async () => {
    const storage = memoryStorage();
    storage.setItem("brigade.punch-queue", JSON.stringify([punch("in", 0)]));
    expect(readQueue(BEN, storage)).toEqual([]);
    clearQueue(BEN, storage);
    expect(storage.length).toBe(0);
  });
});
