// Punches taken without a network (time-and-cost.md, "Time clock"): kept on the phone in the order they were
// taken, each with the moment it was taken (client_time), and sent in that order once the network is back.
// Each user has a queue of their own, and logging out forgets it: on a shared phone the next person to sign in
// must never send the last one's punches as their own (docs/offline.md).

export type ClockAction = "in" | "break_start" | "break_end" | "out";
export type QueuedPunch = { action: ClockAction; booking_id?: number; client_time: string };

/** Before queues were per user: one queue whose owner nobody knows, so never sent, and removed on a logout. */
const UNOWNED_KEY = "brigade.punch-queue";
const keyOf = (userId: number) => `${UNOWNED_KEY}.${userId}`;

/** What is waiting to be sent for the user, oldest first (nothing when storage is off or holds something else). */
export function readQueue(userId: number, storage: Storage = localStorage): QueuedPunch[] {
  try {
    const parsed = JSON.parse(storage.getItem(keyOf(userId)) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedPunch[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(userId: number, items: QueuedPunch[], storage: Storage) {
  if (items.length) storage.setItem(keyOf(userId), JSON.stringify(items));
  else storage.removeItem(keyOf(userId));
}

export function enqueue(userId: number, item: QueuedPunch, storage: Storage = localStorage): void {
  writeQueue(userId, [...readQueue(userId, storage), item], storage);
}

/** Forgets the user's queue (on logout), and the queue of no known owner an older version may have left. */
export function clearQueue(userId: number, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keyOf(userId));
    storage.removeItem(UNOWNED_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

/** Why a queued punch was dropped: the server's answer to it. */
export type Dropped = { item: QueuedPunch; message: string };

/**
 * Sends the user's queue in order. A punch the server answers is done with (taken, or refused with a message that
 * is returned, never retried forever); no network stops the run and keeps the rest for next time.
 */
export async function flushQueue(
  userId: number,
  send: (item: QueuedPunch) => Promise<unknown>,
  isOffline: (error: unknown) => boolean,
  messageOf: (error: unknown) => string,
  storage: Storage = localStorage,
): Promise<{ sent: number; dropped: Dropped[] }> {
  let sent = 0;
  const dropped: Dropped[] = [];
  for (;;) {
    const [next, ...rest] = readQueue(userId, storage);
    if (!next) break;
    try {
      await send(next);
      sent += 1;
    } catch (error) {
      if (isOffline(error)) break;
      dropped.push({ item: next, message: messageOf(error) });
    }
    writeQueue(userId, rest, storage);
  }
  return { sent, dropped };
}
