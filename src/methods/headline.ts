// The article's headline often sits outside the region that holds its body (in a page header, or
// above a body wrapper), yet it is part of the article. It is the unit before the article whose
// text the page's own titles (<title>, og:title, twitter:title) contain.

/** Units further than this before the article's first unit are not its headline. */
const MAX_GAP = 50;
/** Share of the unit's character pairs that must occur in a title. */
const MIN_CONTAINED = 0.7;
/** Share of the title's character pairs the unit must cover (a lone "News" is not a headline). */
const MIN_COVER = 0.3;

export function pageTitles(doc: Document): string[] {
  const out: string[] = [];
  const title = doc.querySelector('title')?.textContent;
  if (title) out.push(title);
  for (const el of Array.from(doc.querySelectorAll('meta'))) {
    const key = (el.getAttribute('property') ?? el.getAttribute('name') ?? '').toLowerCase();
    if (key === 'og:title' || key === 'twitter:title') {
      const c = el.getAttribute('content');
      if (c) out.push(c);
    }
  }
  return out;
}

/** Character pairs of the letters and digits of a text, lower-cased: works alike for Chinese and
 *  for space-delimited scripts, and ignores punctuation and spacing differences. */
function pairs(text: string): Set<string> {
  const s = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const out = new Set<string>();
  for (let i = 0; i + 1 < s.length; i++) out.add(s.slice(i, i + 2));
  return out;
}

/** How well a unit's text matches the best of the titles, 0..1 (0 when it does not qualify). */
export function headlineMatch(text: string, titles: readonly Set<string>[]): number {
  const p = pairs(text);
  if (p.size < 3) return 0;
  let best = 0;
  for (const t of titles) {
    if (t.size === 0) continue;
    let shared = 0;
    for (const x of p) if (t.has(x)) shared++;
    const contained = shared / p.size;
    const cover = shared / t.size;
    if (contained >= MIN_CONTAINED && cover >= MIN_COVER) best = Math.max(best, contained * cover);
  }
  return best;
}

/** Index of the headline unit among `texts` before `first` (the article's first unit), or -1. */
export function findHeadline(texts: readonly string[], first: number, titles: readonly string[]): number {
  const sets = titles.map(pairs);
  let best = -1;
  let bestScore = 0;
  for (let i = first - 1; i >= 0 && i >= first - MAX_GAP; i--) {
    const s = headlineMatch(texts[i]!, sets);
    if (s > bestScore + 1e-9) {
      best = i;
      bestScore = s;
    }
  }
  return best;
}
