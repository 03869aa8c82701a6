// A model as the sparse arrays HiGHS reads (highs-solve.ts), built from rows of column indices and values.

export type SolverModel = {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  /** CSR: row i's entries are indices/values[starts[i] .. starts[i+1]). */
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
  /** 1 integer, 0 continuous, per column. */
  integrality: Int32Array;
};

/** One row: sum of values x columns between lower and upper. */
export type Row = { indices: number[]; values: number[]; lower: number; upper: number };

export function solverModel(
  cost: number[],
  lower: number[],
  upper: number[],
  integer: number[],
  rows: Row[],
): SolverModel {
  let nnz = 0;
  for (const row of rows) nnz += row.indices.length;
  const starts = new Int32Array(rows.length + 1);
  const indices = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  let at = 0;
  rows.forEach((row, i) => {
    starts[i] = at;
    indices.set(row.indices, at);
    values.set(row.values, at);
    at += row.indices.length;
  });
  starts[rows.length] = at;
  return {
    numCols: cost.length,
    numRows: rows.length,
    colCost: Float64Array.from(cost),
    colLower: Float64Array.from(lower),
    colUpper: Float64Array.from(upper),
    rowLower: Float64Array.from(rows.map((r) => r.lower)),
    rowUpper: Float64Array.from(rows.map((r) => r.upper)),
    starts,
    indices,
    values,
    integrality: Int32Array.from(integer),
  };
}
