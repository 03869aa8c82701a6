import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { SolverModel } from "./model";

// One HiGHS solve in a worker thread: the request thread stays free, and a solve that outlives its time
// limit (plus a margin for loading) is stopped by ending the thread.

export type SolverOutcome = {
  optimal: boolean;
  status: number;
  hasSolution: boolean;
  values: Float64Array | null;
  objective: number | null;
  bound: number;
  gap: number;
};

export type SolverOptions = { timeLimitSeconds: number; relativeGap: number };

const WORKER = new URL("./solve-worker.mjs", import.meta.url);
/** HiGHS compiled once per process and handed to each worker: compiling it costs more than most solves. */
let compiled: Promise<unknown> | undefined;
// Node has WebAssembly; the TypeScript libraries of this project do not declare it.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } }).WebAssembly;
function highsModule(): Promise<unknown> {
  compiled ??= readFile(createRequire(import.meta.url).resolve("highs/runtime")).then((bytes) => wasm.compile(bytes));
  return compiled;
}

/** Loading the WebAssembly and reading the model take time the solver's own limit does not count. */
const MARGIN_MS = 5_000;

export async function runSolver(
  model: SolverModel,
  start: Float64Array | null,
  options: SolverOptions,
): Promise<SolverOutcome> {
  const wasmModule = await highsModule();
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: {
        wasmModule,
        model,
        start,
        options: { time_limit: options.timeLimitSeconds, mip_rel_gap: options.relativeGap },
      },
    });
    const timer = setTimeout(
      () => {
        void worker.terminate();
        reject(new Error("the solver did not answer in time"));
      },
      options.timeLimitSeconds * 1000 + MARGIN_MS,
    );
    worker.once("message", (outcome: SolverOutcome) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the solver stopped with code ${code}`));
    });
  });
}
