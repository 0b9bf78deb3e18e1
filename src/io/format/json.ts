// `json`: every field of the extraction. Nothing in an Extraction is a DOM node, but a node that
// ever slipped in would serialise as a huge or cyclic object, so the replacer drops it.
import type { Extraction } from '../../types.js';

const noNodes = (_key: string, value: unknown): unknown => (value !== null && typeof value === 'object' && 'nodeType' in value ? undefined : value);

export function formatJson(result: Extraction): string {
  return JSON.stringify(result, noNodes, 2) + '\n';
}

/** One line of JSONL: the extraction after the given fields (e.g. its `source`). */
export function formatJsonLine(result: Extraction, first: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...first, ...result }, noNodes) + '\n';
}
