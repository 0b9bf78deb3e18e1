// Captions (figure captions, photo credits, slideshow captions) are kept, marked as captions in the
// article's blocks, unless the `captions` option is off: gold standards disagree on them.
import { isCaption } from '../../dom/captions.js';
import { withVerdicts, type PlusAnalysis, type Verdict } from './analysis.js';

/** The captions stage: with `captions: false`, the kept units that are captions are dropped. */
export function dropCaptions(a: PlusAnalysis): PlusAnalysis {
  if (a.options.captions) return a;
  const changes = new Map<number, Verdict>();
  for (const e of a.units) {
    if (e.content && isCaption(a.view.element(e.index))) changes.set(e.index, { content: false, reason: 'caption' });
  }
  return withVerdicts(a, changes);
}
