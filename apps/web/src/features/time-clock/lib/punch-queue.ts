// Punches taken without a network (time-and-cost.md, "Time clock"): kept on the phone in the order they were
// taken, each with the moment it was taken (client_time), and sent in that order once the network is back.

export type ClockAction = "in" | "break_start" | "break_end" | "out";
export type QueuedPunch = { action: ClockAction; booking_id?: number; client_time: string };

const KEY = "brigade.punch-queue";

/** What is waiting to be sent, oldest first (nothing when storage is off or holds something else). */
export function readQueue(storage: Storage = localStorage): QueuedPunch[] {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedPunch[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(items: QueuedPunch[], storage: Storage) {
  if (items.length) storage.setItem(KEY, JSON.stringify(items));
  else storage.removeItem(KEY);
}

export function enqueue(item: QueuedPunch, storage: Storage = localStorage): void {
  writeQueue([...readQueue(storage), item], storage);
}

/** Why a queued punch was dropped: the server's answer to it. */
export type Dropped = { item: QueuedPunch; message: string };

/**
 * Sends the queue in order. A punch the server answers is done with (taken, or refused with a message that is
 * returned, never retried forever); no network stops the run and keeps the rest for next time.
 */
export async function flushQueue(
  send: (item: QueuedPunch) => Promise<unknown>,
  isOffline: (error: unknown) => boolean,
  messageOf: (error: unknown) => string,
  storage: Storage = localStorage,
): Promise<{ sent: number; dropped: Dropped[] }> {
  let sent = 0;
  const dropped: Dropped[] = [];
  for (;;) {
    const [next, ...rest] = readQueue(storage);
    if (!next) break;
    try {
      await send(next);
      sent += 1;
    } catch (error) {
      if (isOffline(error)) break;
      dropped.push({ item: next, message: messageOf(error) });
    }
    writeQueue(rest, storage);
  }
  return { sent, dropped };
}
