// Items of the article's own structure: a cell of a data table, an item of a list, a term or
// definition of a `<dl>`. Their text repeats by nature (a ✓ in every row, the same price in two
// rows, the same spec in two product cards), so that repetition says nothing against them, and
// the container they belong to is kept or dropped as a whole.
import { tagOf } from './tags.js';

const CELL_TAGS = new Set(['td', 'th']);
const ITEM_TAGS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['li', new Set(['ul', 'ol', 'menu'])],
  ['dd', new Set(['dl'])],
  ['dt', new Set(['dl'])],
  ['td', new Set(['table'])],
  ['th', new Set(['table'])],
]);
/** A unit's element is the item, or a block directly inside it (`<li><p>…</p></li>`). */
const ITEM_DEPTH = 2;
/** Ancestors looked at from an item up to its list or table (`td` → `tr` → `tbody` → `table`). */
const CONTAINER_DEPTH = 3;

const data = new WeakMap<Element, boolean>();

/** Does the table hold data: no other table inside it (nested tables lay out a page) and a row of
 *  two cells or more (a table of one column lays out text, as a portal's article cell)? Asked once
 *  per table: its cells ask it in turn. */
export function dataTable(table: Element): boolean {
  let known = data.get(table);
  if (known === undefined) {
    known = table.querySelector('table') === null && Array.from(table.querySelectorAll('tr')).some((tr) => Array.from(tr.children).filter((c) => CELL_TAGS.has(tagOf(c))).length >= 2);
    data.set(table, known);
  }
  return known;
}

/** The list, table or `<dl>` whose item holds the unit's element, or null. The cells of a table
 *  that lays out the page or its text (not a `dataTable`) are not items. */
export function itemContainer(el: Element): Element | null {
  let item: Element | null = el;
  for (let d = 0; item && d < ITEM_DEPTH; d++, item = item.parentElement) {
    const containers = ITEM_TAGS.get(tagOf(item));
    if (!containers) continue;
    let c: Element | null = item.parentElement;
    for (let k = 0; c && k < CONTAINER_DEPTH; k++, c = c.parentElement) {
      if (!containers.has(tagOf(c))) continue;
      return tagOf(c) === 'table' && !dataTable(c) ? null : c;
    }
    return null;
  }
  return null;
}
