// Text the page hides from its readers: inline display:none or visibility:hidden, or the hidden
// attribute, on the element or an ancestor.
const HIDDEN_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)\s*(!important\s*)?(;|$)/i;

// Hiddenness is asked of the same ancestors many times over.
const hiddenCache = new WeakMap<Element, boolean>();

/** Is the element or an ancestor hidden by an inline style or the `hidden` attribute? Walks up
 *  without recursion (pages may nest deeper than the stack) and caches every element it passes. */
export function isHidden(el: Element | null): boolean {
  const chain: Element[] = [];
  let h = false;
  for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    const known = hiddenCache.get(e);
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
  for (const e of chain) hiddenCache.set(e, h);
  return h;
}
