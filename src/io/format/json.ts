// `json`: every field of the extraction. Nothing in an Extraction is a DOM node, but a node that
// ever slipped in would serialise as a huge or cyclic object, so the replacer drops it.
import type { Extraction } from '../../types.js';

export function formatJson(result: Extraction): string {
  return JSON.stringify(result, (_key, value: unknown) => (value !== null && typeof value === 'object' && 'nodeType' in value ? undefined : value), 2) + '\n';
}
