// A punch's breaks as PostgreSQL writes a tstzmultirange: {["a","b"),["c",)}; an open break has no upper end.

export type Range = { startAt: Date; endAt: Date | null };

export function multirangeLiteral(ranges: readonly Range[]): string {
  const parts = ranges.map((r) => `["${r.startAt.toISOString()}",${r.endAt ? `"${r.endAt.toISOString()}"` : ""})`);
  return `{${parts.join(",")}}`;
}
