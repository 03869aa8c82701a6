import { parentPort } from "node:worker_threads";
import type { AutoFillPayload } from "@brigade/contract/auto-fill";
import { autoFillPayloadOf } from "./explain";
import type { SolverOptions } from "./highs-solve";
import { fromWire, type WireInstance } from "./instance";
import { proposeFill } from "./solve";

// The body of a fill thread: takes instances one at a time and answers with the contract's payload. Building
// the candidates and the model, the heuristic fill and HiGHS all run here, never on the request thread.

export type FillJob = { id: number; instance: WireInstance; options: SolverOptions; solver: boolean };
export type FillAnswer = { id: number; payload: AutoFillPayload } | { id: number; error: string };

const noSolver = () => Promise.reject(new Error("the solver is not used for this fill"));

parentPort?.on("message", async (job: FillJob) => {
  try {
    const instance = fromWire(job.instance);
    const outcome = await proposeFill(instance, job.options, job.solver ? undefined : noSolver);
    parentPort?.postMessage({ id: job.id, payload: autoFillPayloadOf(instance, outcome) } satisfies FillAnswer);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) } satisfies FillAnswer);
  }
});
