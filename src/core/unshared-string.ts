// V8 keeps a substring of 13 or more characters as a view into the string it was cut from, and a
// concatenation as a pair of its parts. The parser cuts every attribute value and text out of the
// page's markup, so a long-lived cache keyed by such a string holds the whole page alive: a
// cache of class names kept hundreds of megabytes of old pages (docs/performance.md). A key that
// outlives its page must be copied.
const VIEW_MIN = 13;

/** `s` as a flat string of its own, sharing no memory with the string it came from. */
export function ownCopy(s: string): string {
  return s.length < VIEW_MIN ? s : s.split('').join('');
}
