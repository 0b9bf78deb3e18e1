// h_concealed: does the page's markup say that the reader does not see the unit, short of hiding
// it outright (inline display:none or the hidden attribute, which the region drops: dom/hidden.ts)?
// A carousel's slides not shown carry aria-hidden="true" or a class "hidden", a fade-in never run
// leaves inline opacity 0. The stylesheet or a script may show them in turn, so this is evidence
// against news weighed with the rest, not a veto. A page that conceals its headline or nearly all
// its words says nothing by it: an open dialog sets aria-hidden on everything behind it, the
// article included.
import type { Page } from '../../core/types.js';
import { concealedReader } from '../../dom/hidden.js';

/** Above this share of the page's words concealed, concealment is the page's state, not a slide's
 *  (a slideshow's slides not shown may hold most of it). */
const MAX_CONCEALED_SHARE = 0.8;

export function concealedFeature(page: Page, words: readonly number[]): number[] | undefined {
  const concealed = concealedReader();
  const headline = page.head.headline;
  if (headline && concealed(headline)) return undefined;
  const h = page.units.map((u) => (concealed(u.element) ? 1 : 0));
  let hidden = 0;
  let total = 0;
  h.forEach((v, i) => {
    total += words[i]!;
    hidden += v * words[i]!;
  });
  return hidden > 0 && hidden <= MAX_CONCEALED_SHARE * total ? h : undefined;
}
