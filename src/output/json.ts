// `json`: every field of the extraction. Nothing in an Extraction is a DOM node, but a node that
// ever slipped in would serialise as a huge or cyclic object, so the replacer drops it.
import type { Extraction } from '../core/types.js';
import { recordFields } from './record-fields.js';

const noNodes = (_key: string, value: unknown): unknown => (value !== null && typeof value === 'object' && 'nodeType' in value ? undefined : value);

export function formatJson(result: Extraction): string {
  return JSON.stringify(result, noNodes, 2) + '\n';
}

/** One record of JSONL: the record's own fields (e.g. its `source`, the file), then the
 *  extraction's under the names a record gives them (its `source` as `credited_source`). */
export function formatJsonLine(result: Extraction, first: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...first, ...recordFields(result) }, noNodes) + '\n';
}
