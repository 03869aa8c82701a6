import type { Candidates } from "./candidates";

// The independent parts of an auto-fill: candidates linked through a shared employee or a shared position. Every
// row of the model is one employee's (one position at a time, rest, shifts a day, hours) or one position's (its
// open count), so parts that share neither are separate problems, solved one after the other and added up: work
// areas with no one in common never wait on each other's proof.

export type Component = {
  /** Indices into found.list, ascending. */
  columns: number[];
  /** Position indices with at least one candidate in this part. */
  positions: number[];
};

export function splitComponents(found: Candidates, positionCount: number): Component[] {
  // Union-find over positions (0..n-1) and employees (n..).
  const parent: number[] = [];
  const find = (a: number): number => {
    let root = a;
    while ((parent[root] ?? root) !== root) root = parent[root] ?? root;
    for (let at = a; at !== root; ) {
      const next = parent[at] ?? at;
      parent[at] = root;
      at = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[ra] = rb;
  };
  for (const c of found.list) union(c.position, positionCount + c.employee);

  const byRoot = new Map<number, Component>();
  found.list.forEach((c, j) => {
    const root = find(c.position);
    let part = byRoot.get(root);
    if (!part) {
      part = { columns: [], positions: [] };
      byRoot.set(root, part);
    }
    part.columns.push(j);
  });
  for (const part of byRoot.values()) {
    part.positions = [...new Set(part.columns.map((j) => found.list[j]?.position ?? -1))].sort((a, b) => a - b);
  }
  return [...byRoot.values()];
}
