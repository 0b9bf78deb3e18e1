// The schema.org types a page declares, in JSON-LD (`"@type"`, a name or a list of names) and in
// microdata (`itemtype`), by their bare names ("NewsArticle", not its URL).
import type { DomDocument } from '../core/types.js';

/** Every type the page declares, once each, in the order found. */
export function declaredSchemaTypes(doc: DomDocument): Set<string> {
  const types = new Set<string>();
  for (const s of Array.from(doc.querySelectorAll('script[type="application/ld+json"]')))
    for (const m of (s.textContent ?? '').matchAll(/"@type"\s*:\s*(\[[^\]]*\]|"[^"]*")/g)) for (const t of m[1]!.matchAll(/"([^"]+)"/g)) types.add(t[1]!.replace(/^.*[/:]/, ''));
  for (const el of Array.from(doc.querySelectorAll('[itemtype]'))) for (const t of (el.getAttribute('itemtype') ?? '').split(/\s+/)) if (t) types.add(t.replace(/^.*\//, ''));
  return types;
}
