// The class attribute without linkedom's DOMTokenList. linkedom answers getAttribute('class') from
// `classList`, which it makes on first use and keeps on the element: on every element without a
// class (those with one got theirs when parsed), a Set of ~200 bytes for a value read and dropped,
// 10 MB on a page of 49,000 paragraphs (docs/reliability.md).

const PLAIN = /^[^\s]+$/;

/** An element's class attribute as getAttribute('class') gives it under linkedom: its tokens,
 *  each once, joined by one space; '' when there is none. */
export function classAttribute(el: Element): string {
  const value = el.getAttributeNode('class')?.value;
  if (!value) return '';
  if (PLAIN.test(value)) return value;
  const tokens = new Set(value.split(/\s+/));
  tokens.delete('');
  return [...tokens].join(' ');
}
