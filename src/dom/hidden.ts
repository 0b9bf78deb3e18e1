// Text the page hides from its readers: inline display:none or visibility:hidden, or the hidden
// attribute, on the element or an ancestor.
const HIDDEN_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)\s*(!important\s*)?(;|$)/i;

/** Tells whether an element is hidden (see `isHidden`). */
export type HiddenReader = (el: Element | null) => boolean;

/** Is the element or an ancestor hidden by an inline style or the `hidden` attribute? Uncached:
 *  a page asks through its own `hiddenReader`. */
export function isHidden(el: Element | null): boolean {
  return hiddenIn(el, new Map());
}

/** A hiddenness test with its own memo, one per page (the page context holds it, so the memo dies
 *  with the page): hiddenness is asked of the same ancestors many times over. */
export function hiddenReader(): HiddenReader {
  const memo = new Map<Element, boolean>();
  return (el) => hiddenIn(el, memo);
}

/** Walks up without recursion (pages may nest deeper than the stack) and memoises every element
 *  it passes. */
function hiddenIn(el: Element | null, memo: Map<Element, boolean>): boolean {
  const chain: Element[] = [];
  let h = false;
  for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    const known = memo.get(e);
    if (known !== undefined) {
      h = known;
      break;
    }
    if (e.hasAttribute('hidden') || HIDDEN_STYLE.test(e.getAttribute('style') ?? '')) {
      h = true;
      chain.push(e);
      break;
    }
    chain.push(e);
  }
  // Everything below a hidden element is hidden; below a visible one, visible so far as walked.
  for (const e of chain) memo.set(e, h);
  return h;
}

/** Inline opacity 0: drawn, but not seen (a fade-in that never ran, a slide not shown). */
const ZERO_OPACITY = /(^|;)\s*opacity\s*:\s*(?:0+(?:\.0*)?|\.0+)\s*(!important\s*)?(;|$)/i;
/** Class tokens that hide an element by the page's stylesheet: `hidden`, `is-hidden`, `hide`,
 *  `d-none`, `invisible`. Not `hidden-xs` (hidden on one screen size only), nor `visually-hidden`
 *  and `sr-only` (read to screen readers). */
const HIDING_CLASS = /^(?:(?:is|js|u)-)?(?:hidden|hide|invisible)$|^d-none$/i;

/** Does the element itself say that the reader does not see it, short of saying it outright:
 *  aria-hidden="true" (a carousel's slides not shown, a screen reader skips them), a class that
 *  hides it, inline opacity 0? The stylesheet may show it again (a slide when its turn comes), so
 *  this is evidence, not a verdict. */
function concealsItself(e: Element): boolean {
  if (e.getAttribute('aria-hidden')?.trim().toLowerCase() === 'true') return true;
  if (ZERO_OPACITY.test(e.getAttribute('style') ?? '')) return true;
  const cls = e.getAttribute('class');
  return cls ? cls.split(/\s+/).some((t) => HIDING_CLASS.test(t)) : false;
}

/** The ids a disclosure toggle opens (an element with aria-expanded and aria-controls: an
 *  accordion's question, a "read more" button). Its panel is shut, not concealed: the reader opens it. */
function disclosedIds(doc: Document | null): Set<string> {
  const ids = new Set<string>();
  if (!doc) return ids;
  for (const t of Array.from(doc.querySelectorAll('[aria-controls][aria-expanded]'))) for (const id of (t.getAttribute('aria-controls') ?? '').split(/\s+/)) if (id) ids.add(id);
  return ids;
}

/** A concealment test with its own memo, one per page: is the element or an ancestor concealed by
 *  its markup (concealsItself), short of a disclosure's panel? */
export function concealedReader(): HiddenReader {
  const memo = new Map<Element, boolean>();
  let disclosed: Set<string> | undefined;
  return (el) => {
    disclosed ??= disclosedIds(el?.ownerDocument ?? null);
    const chain: Element[] = [];
    let h = false;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const known = memo.get(e);
      if (known !== undefined) {
        h = known;
        break;
      }
      chain.push(e);
      if (concealsItself(e) && !disclosed.has(e.getAttribute('id') ?? '')) {
        h = true;
        break;
      }
    }
    for (const e of chain) memo.set(e, h);
    return h;
  };
}
