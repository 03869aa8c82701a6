import { Worker } from "node:worker_threads";
import { AUTO_FILL_SOLVER, type AutoFillPayload, autoFillTimeLimitSeconds } from "@brigade/contract/auto-fill";
import type { FillAnswer, FillJob } from "./fill-job";
import type { SolverOptions } from "./highs-solve";
import { type AutoFillInstance, openCount, toWire } from "./instance";

// Auto-fill's worker threads: each takes one instance at a time and answers with the payload. A thread that
// outlives the time limit (plus a margin for loading) is ended and the fill is done again without the solver;
// an idle thread ends after a while, so a quiet server does not keep HiGHS's memory.

const THREAD = new URL("./fill-thread.mjs", import.meta.url);
/** Starting a thread, reading the instance and writing the answer take time the solver's limit does not count. */
const MARGIN_MS = 10_000;
const IDLE_MS = 60_000;

type Thread = { worker: Worker; busy: boolean; idleTimer?: NodeJS.Timeout };

export type FillThreads = {
  /** The proposal for the instance; the heuristic fill alone (solver "greedy") when the solver's thread fails. */
  fill: (instance: AutoFillInstance) => Promise<AutoFillPayload>;
  close: () => Promise<void>;
};

export function makeFillThreads(size = 1, options: SolverOptions = AUTO_FILL_SOLVER): FillThreads {
  const threads = new Set<Thread>();
  const waiting: ((thread: Thread) => void)[] = [];
  let nextId = 1;

  const end = (thread: Thread) => {
    threads.delete(thread);
    clearTimeout(thread.idleTimer);
    void thread.worker.terminate();
  };
  const acquire = (): Promise<Thread> => {
    const idle = [...threads].find((t) => !t.busy);
    if (idle) {
      clearTimeout(idle.idleTimer);
      idle.busy = true;
      return Promise.resolve(idle);
    }
    if (threads.size < size) {
      const worker = new Worker(THREAD);
      // A thread never keeps the process alive: shutting down does not wait for it.
      worker.unref();
      const thread: Thread = { worker, busy: true };
      worker.on("error", () => end(thread));
      worker.on("exit", () => threads.delete(thread));
      threads.add(thread);
      return Promise.resolve(thread);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const releaseThread = (thread: Thread) => {
    if (!threads.has(thread)) return;
    const next = waiting.shift();
    if (next) return next(thread);
    thread.busy = false;
    thread.idleTimer = setTimeout(() => end(thread), IDLE_MS);
    thread.idleTimer.unref();
  };

  async function run(instance: AutoFillInstance, solver: boolean): Promise<AutoFillPayload> {
    const thread = await acquire();
    const job: FillJob = { id: nextId++, instance: toWire(instance), options, solver };
    return new Promise<AutoFillPayload>((resolve, reject) => {
      const { worker } = thread;
      const done = () => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      const onMessage = (answer: FillAnswer) => {
        if (answer.id !== job.id) return;
        done();
        releaseThread(thread);
        if ("payload" in answer) resolve(answer.payload);
        else reject(new Error(answer.error));
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = () => {
        done();
        reject(new Error("the fill thread stopped"));
      };
      const timer = setTimeout(
        () => {
          done();
          end(thread);
          reject(new Error("the fill thread did not answer in time"));
        },
        autoFillTimeLimitSeconds(openCount(instance.positions), options) * 1000 + MARGIN_MS,
      );
      worker.on("message", onMessage);
      worker.once("error", onError);
      worker.once("exit", onExit);
      worker.postMessage(job);
    });
  }

  return {
    async fill(instance) {
      try {
        return await run(instance, true);
      } catch {
        // The solver's thread failed or hung: the fill again without it, said so in the payload.
        return run(instance, false);
      }
    },
    async close() {
      await Promise.all([...threads].map((t) => t.worker.terminate()));
      threads.clear();
    },
  };
}
