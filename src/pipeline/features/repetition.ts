// h_rep: 1 when a unit's text occurs more than once on the page. Teasers, menus repeated at head and
// foot, "Read more" and share labels repeat; an article's paragraphs do not.

/** The form in which two units' texts are the same text: case and runs of whitespace aside. */
export const repetitionKey = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

export function repetitionFeature(texts: readonly string[]): number[] {
  const counts = new Map<string, number>();
  const keys = texts.map(repetitionKey);
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return keys.map((k) => ((counts.get(k) ?? 0) > 1 ? 1 : 0));
}
