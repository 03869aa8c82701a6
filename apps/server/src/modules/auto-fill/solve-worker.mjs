// Runs one HiGHS solve off the request thread. Plain JavaScript so it starts the same under tsx, vitest and
// node: it only reads the sparse model it is sent and answers with the solution and the solver's figures.
import { parentPort, workerData } from "node:worker_threads";
import highsLoader from "highs";

const { wasmModule, model, start, options } = workerData;
const highs = await highsLoader({ wasmModule });
const solver = highs.createModel({
  numCols: model.numCols,
  numRows: model.numRows,
  sense: highs.constants.objectiveSense.maximize,
  colCost: model.colCost,
  colLower: model.colLower,
  colUpper: model.colUpper,
  rowLower: model.rowLower,
  rowUpper: model.rowUpper,
  matrix: {
    format: "csr",
    numRows: model.numRows,
    numCols: model.numCols,
    starts: model.starts,
    indices: model.indices,
    values: model.values,
  },
  integrality: model.integrality,
});
try {
  solver.options.set({ output_flag: false, ...options });
  if (start) solver.setSolution({ colValue: start });
  solver.run();
  const status = solver.getModelStatus();
  const codes = highs.constants.modelStatus;
  const hasSolution = Number(solver.info.get("primal_solution_status")) === 2;
  parentPort.postMessage({
    optimal: status === codes.optimal,
    status,
    hasSolution,
    values: hasSolution ? solver.getSolution().colValue : null,
    objective: hasSolution ? solver.getObjectiveValue() : null,
    bound: Number(solver.info.get("mip_dual_bound")),
    gap: Number(solver.info.get("mip_gap")),
  });
} finally {
  solver.dispose();
}
