// Questions about a node's ancestors that a page nested thousands deep makes costly: linkedom's
// `contains` and `closest` climb from the node to the root, so asking them for every unit costs
// units × depth steps with no budget check between them (a 583 KB page nested 12,000 deep took 90 s
// in the evidence stage). These climb with the budget's ticks, and `insideAny` remembers what it
// learnt along the way, so that asking for every unit of a page climbs each element once.
import { NO_DEADLINE, type Deadline } from '../core/budget.js';

/** Is `node` `ancestor` or inside it (Node.contains), the climb ticking `deadline`? */
export function containsNode(ancestor: Node, node: Node, deadline: Deadline = NO_DEADLINE, stage = 'evidence'): boolean {
  for (let n: Node | null = node; n; n = n.parentNode) {
    deadline.tick(stage);
    if (n === ancestor) return true;
  }
  return false;
}

/** `el` and its ancestors, nearest first, the climb ticking `deadline`. */
export function ancestorsOf(el: Element, deadline: Deadline = NO_DEADLINE, stage = 'evidence'): Element[] {
  const out: Element[] = [];
  for (let e: Element | null = el; e; e = e.parentElement) {
    deadline.tick(stage);
    out.push(e);
  }
  return out;
}

/** The nearest of `el` and its ancestors that `test` accepts (Element.closest with a function),
 *  the climb ticking `deadline`. */
export function closestWhere(el: Element, test: (e: Element) => boolean, deadline: Deadline = NO_DEADLINE, stage = 'evidence'): Element | null {
  for (let e: Element | null = el; e; e = e.parentElement) {
    deadline.tick(stage);
    if (test(e)) return e;
  }
  return null;
}

/** Is an element one of `roots` or inside one of them? Each answer is remembered for every element
 *  of the climb that found it, so that the questions for all the units of a page climb each
 *  element at most once: linear in the page, not units × depth. */
export function insideAny(roots: Iterable<Element>, deadline: Deadline = NO_DEADLINE, stage = 'evidence'): (el: Element) => boolean {
  const memo = new Map<Element, boolean>();
  for (const r of roots) memo.set(r, true);
  return (start) => {
    const chain: Element[] = [];
    let inside = false;
    for (let e: Element | null = start; e; e = e.parentElement) {
      deadline.tick(stage);
      const known = memo.get(e);
      if (known !== undefined) {
        inside = known;
        break;
      }
      chain.push(e);
    }
    for (const e of chain) memo.set(e, inside);
    return inside;
  };
}

/** Does `node` come after `ref` in document order (a node inside `ref` counts as after it)? The
 *  climbs and the walk along the siblings tick `deadline`. linkedom 0.18's compareDocumentPosition
 *  orders two nodes by their depth alone, so it calls a heading deep in a sidebar before the page
 *  "following" an article block, and a story appended after it "preceding". */
export function follows(node: Node, ref: Node, deadline: Deadline = NO_DEADLINE, stage = 'evidence'): boolean {
  if (node === ref) return false;
  const chain = (n: Node): Node[] => {
    const out: Node[] = [];
    for (let x: Node | null = n; x; x = x.parentNode) {
      deadline.tick(stage);
      out.push(x);
    }
    return out.reverse();
  };
  const a = chain(node);
  const b = chain(ref);
  if (a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === b.length) return true;
  if (i === a.length) return false;
  // a[i] and b[i] are children of one parent: is node's after ref's?
  for (let s = b[i]!.nextSibling; s; s = s.nextSibling) {
    deadline.tick(stage);
    if (s === a[i]) return true;
  }
  return false;
}
