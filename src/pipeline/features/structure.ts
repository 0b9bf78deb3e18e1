// h_struct: what the markup around a unit says, from the nearest element (the unit's own block or an
// ancestor) that carries a cue. +1: inside the article container; −1: inside page furniture;
// 0: no cue on the way to the root. The nearest cue wins, so a sidebar inside a page-wide
// `content` wrapper still counts against.
import { NO_DEADLINE, type Deadline } from '../../core/budget.js';
import { cueReader, type CueReader } from '../../dom/cues.js';

const ELEMENT = 1;

/** Signed cue of every element, memoised along shared ancestor chains (so each element is climbed
 *  once, the climbs ticking `deadline`). */
export function structureFeature(elements: readonly Element[], readCue: CueReader = cueReader(), deadline: Deadline = NO_DEADLINE): number[] {
  const memo = new Map<Element, number>();
  const cueOf = (start: Element): number => {
    const chain: Element[] = [];
    let value = 0;
    for (let el: Element | null = start; el && el.nodeType === ELEMENT; el = el.parentElement) {
      deadline.tick('evidence');
      const known = memo.get(el);
      if (known !== undefined) {
        value = known;
        break;
      }
      chain.push(el);
      const cue = readCue(el);
      if (cue !== 0) {
        value = cue;
        break;
      }
    }
    for (const el of chain) memo.set(el, value);
    return value;
  };
  // A comment thread counts as fully against, like other furniture, in the mass function.
  return elements.map((el) => Math.max(-1, cueOf(el)));
}
