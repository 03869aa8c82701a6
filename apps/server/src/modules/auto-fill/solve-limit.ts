import { availableParallelism } from "node:os";
import { AUTO_FILL_MESSAGES } from "@brigade/contract/auto-fill";
import { AppError } from "../../lib/app-error";

// Each solve runs a worker thread that keeps a core busy for up to its time limit: more solves at once than
// cores would slow every one of them and the requests around them. Extra solves wait their turn; past a short
// queue the caller is told to come back (503) rather than wait behind many others.

export type SolveLimit = <T>(task: () => Promise<T>) => Promise<T>;

/** Solves at once: a core stays free for the requests around them. */
export const SOLVES_AT_ONCE = Math.max(1, availableParallelism() - 1);

export function solveLimit(running = SOLVES_AT_ONCE, waitingAtMost = 4 * running): SolveLimit {
  let active = 0;
  const queue: (() => void)[] = [];
  return async (task) => {
    if (active < running) active++;
    else {
      if (queue.length >= waitingAtMost) throw new AppError("unavailable", AUTO_FILL_MESSAGES.busy);
      // The finishing solve hands its place over directly, so `active` stays counted.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else active--;
    }
  };
}
