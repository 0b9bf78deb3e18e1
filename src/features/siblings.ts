// sb(u): a unit and its siblings, the units whose block elements share a parent (METHOD.md §1.5).

/** Unit indices per group id, groups in order of first appearance, indices ascending. */
export function siblingGroups(group: readonly number[]): number[][] {
  const byId = new Map<number, number[]>();
  group.forEach((g, i) => {
    let list = byId.get(g);
    if (!list) byId.set(g, (list = []));
    list.push(i);
  });
  return [...byId.values()];
}
