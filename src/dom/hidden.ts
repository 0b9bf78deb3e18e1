// Text the page hides from its readers: inline display:none or visibility:hidden, or the hidden
// attribute, on the element or an ancestor. A streaming server renderer sends the page's later
// segments in hidden <div>s that its script moves into place: those are the page's text.
import { STREAMED_SEGMENT } from '../vocabulary/markup.js';

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
    if ((e.hasAttribute('hidden') && !STREAMED_SEGMENT.test(e.getAttribute('id') ?? '')) || HIDDEN_STYLE.test(e.getAttribute('style') ?? '')) {
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
