// h_href: the share of a unit's words inside links, the one negative feature (docs/method.md §1.5).

/** linkWords / words, clamped into [0, 1]; 0 for a unit without words. */
export function hrefFeature(words: readonly number[], linkWords: readonly number[]): number[] {
  return words.map((w, i) => {
    if (!(w > 0)) return 0;
    const share = (linkWords[i] ?? 0) / w;
    return share > 1 ? 1 : share > 0 ? share : 0;
  });
}
