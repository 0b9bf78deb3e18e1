// Page language (docs/method.md §1.2): from the body text's script mix, with stop-word hits deciding mixed text.
import type { Lang, TextUnit } from '../types.js';
import { hanShare } from './script.js';
import { segment } from './segment.js';

// Thresholds on the Han share of the letters. One Han character is about 0.7 of a Chinese word while an
// English word has about 5 letters, so a share of 0.2 already means about as many Chinese words as
// English ones: from there on the page reads as Chinese. Below 0.05 Chinese is under a fifth of the
// words (a few names or a navigation label) and the page is English. In between, decide by which
// language's function words occur more often: stop words mark running prose, not menus or names.
const ZH_SHARE = 0.2;
const EN_SHARE = 0.05;

/** Language of a page from its body text. Returns `en` for text without letters. */
export function detectLang(text: string): Lang {
  const share = hanShare(text);
  if (share >= ZH_SHARE) return 'zh';
  if (share < EN_SHARE) return 'en';
  let zh = 0;
  let en = 0;
  for (const t of segment(text)) {
    if (!t.stop) continue;
    if (t.lang === 'zh') zh++;
    else en++;
  }
  // Both counts are over the same token sequence, so comparing counts compares hit rates.
  return zh > en ? 'zh' : 'en';
}

/** Characters of body text that language detection looks at: enough to decide, bounded cost. */
const LANG_SAMPLE_CHARS = 20_000;

/** The language a page is processed as: the forced one, else detected from its units' text. */
export function pageLanguage(units: readonly TextUnit[], forced: Lang | 'auto'): Lang {
  if (forced !== 'auto') return forced;
  let sample = '';
  for (const u of units) {
    if (sample.length >= LANG_SAMPLE_CHARS) break;
    sample += u.text + '\n';
  }
  return detectLang(sample);
}
