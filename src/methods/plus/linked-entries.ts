// Runs of linked entries inside the article's body: a `<p>` of `<a>` items separated by `<br>` (a
// list of books, a podcast's credits), a list whose items link to each work ("Low Water by …"),
// "See: …" lines in list items. The verdicts stage drops each as "mostly links", yet on a books
// page the list of books is the article. A run of them that kept text of the article stands
// right before and right after, under the same region root, is inside the body and is kept,
// whatever its link density; a link list that opens or closes the article ("Related", "More
// stories") has no kept text on one side, or opens with such a heading, and stays out.
import type { UnitEvidence } from '../../core/types.js';
import { HEADING_TAGS, tagOf } from '../../dom/tags.js';
import { itemContainer } from '../../dom/items.js';
import { sectionHeading } from '../../dom/cues.js';
import { evidenceAt, type Verdict } from './analysis.js';
import type { UnitView } from './unit-view.js';

/** Is the element an entry: an item of a list, or a block whose `<br>`s part two lines or more
 *  that each hold a link, and not only links into the page? Headings are linked-headings.ts's. */
export function isLinkedEntry(el: Element): boolean {
  if (HEADING_TAGS.has(tagOf(el))) return false;
  // A table of contents points into the page: it repeats the headings, it is not content.
  const links = Array.from(el.querySelectorAll('a[href]'));
  if (links.length && links.every((a) => (a.getAttribute('href') ?? '').startsWith('#'))) return false;
  if (itemContainer(el) && tagOf(el) === 'li') return true;
  if (!el.querySelector('br')) return false;
  let lines = 0;
  let linked = 0;
  let current = false;
  let text = false;
  const end = (): void => {
    if (text) {
      lines++;
      if (current) linked++;
    }
    current = false;
    text = false;
  };
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 1 && tagOf(node as Element) === 'br') {
      end();
      continue;
    }
    if (!(node.textContent ?? '').trim()) continue;
    text = true;
    if (node.nodeType === 1 && (tagOf(node as Element) === 'a' || (node as Element).querySelector('a'))) current = true;
  }
  end();
  return lines >= 2 && linked === lines;
}

/** The verdicts to change: every run of entries dropped as mostly links whose units right before
 *  and right after are kept, under the same region root as the run. */
export function linkedEntries(units: readonly UnitEvidence[], view: UnitView, rootOf: (el: Element) => Element | undefined): Map<number, Verdict> {
  const changes = new Map<number, Verdict>();
  const elementOf = (i: number): Element => view.element(i);
  const entry = (e: UnitEvidence): boolean => !e.content && e.reason === 'mostly links' && isLinkedEntry(elementOf(e.index));
  for (let k = 1; k < units.length; k++) {
    const at = (i: number): UnitEvidence => evidenceAt({ units }, i);
    if (!entry(at(k))) continue;
    let end = k;
    while (end + 1 < units.length && entry(at(end + 1))) end++;
    const before = at(k - 1);
    const after = units[end + 1];
    const root = rootOf(elementOf(at(k).index));
    const inside = (e: UnitEvidence | undefined): boolean => e?.content === true && root !== undefined && rootOf(elementOf(e.index)) === root;
    const run = units.slice(k, end + 1);
    // A run that a "Related articles" or "Comments" heading opens, or that names such a list
    // among its entries ("Email | Print | Most read"), is that box or a toolbar, not the body's.
    const labelled = [before, ...units.slice(k, end + 1)].some((e) => sectionHeading(e.text) !== undefined);
    if (!labelled && inside(before) && inside(after) && run.every((e) => rootOf(elementOf(e.index)) === root)) {
      for (const e of run) changes.set(e.index, { content: true, reason: 'linked entry in the body' });
    }
    k = end;
  }
  return changes;
}
