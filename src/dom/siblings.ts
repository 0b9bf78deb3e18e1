// sb(u): a unit and its siblings, the units whose block elements share a parent (docs/method.md §1.5).
import type { TextUnit } from '../core/types.js';

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

/** Sibling group id of every unit: units whose block elements share a parent share an id (§1.5). */
export function parentGroups(units: readonly TextUnit[]): number[] {
  const ids = new Map<Element | null, number>();
  return units.map((u) => {
    let id = ids.get(u.parent);
    if (id === undefined) ids.set(u.parent, (id = ids.size));
    return id;
  });
}
