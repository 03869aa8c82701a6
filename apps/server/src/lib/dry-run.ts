// A dry run: a change made in full inside its transaction, what it would log read, and the transaction rolled back
// (fair-workweek.md: the manager sees the pay a change costs before confirming it). Thrown from inside the
// transaction callback, it undoes everything the change wrote; `dryRun` catches it and answers what it carried.

export class DryRunRollback<T> extends Error {
  constructor(readonly result: T) {
    super("dry run: rolled back");
    this.name = "DryRunRollback";
  }
}

/** Runs `change` (which throws a DryRunRollback at its end) and answers the rollback's result. */
export async function dryRun<T>(change: () => Promise<unknown>): Promise<T> {
  try {
    await change();
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result as T;
    throw error;
  }
  throw new Error("a dry run committed");
}
