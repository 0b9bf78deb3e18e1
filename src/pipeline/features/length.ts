// h_len: how long a unit is, in words, scaled so that a long paragraph reaches 1. Navigation
// labels, bylines and captions are short; an article's paragraphs are not.

export function lengthFeature(words: readonly number[], lengthWords: number): number[] {
  return words.map((w) => Math.min(1, w / lengthWords));
}
