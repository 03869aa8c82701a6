/** Query keys of this feature: an import or an undo changes everything under `location`. */
export const salesKeys = {
  location: (locationId: number) => ["sales", locationId] as const,
  history: (locationId: number, grain: string, from: string, to: string) =>
    ["sales", locationId, "history", grain, from, to] as const,
  imports: (locationId: number) => ["sales", locationId, "imports"] as const,
};
