// The entries of a gold file, checked as it is loaded: a hand-edited ground truth with a null
// entry, or a field of the wrong type, is one clear error naming the entry, not a TypeError
// from inside the scorer.
import { InputError } from '../input/read.js';

/** What a field may hold: a string, or a list of strings; null and absent are always allowed. */
export type FieldKind = 'string' | 'strings';

const what = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`);

/** `raw`, an object of entries by id, each checked against `fields`; throws an InputError that
 *  names `file` and the entry. */
export function checkedEntries<T>(file: string, raw: unknown, fields: Readonly<Record<string, FieldKind>>): Record<string, T> {
  const fail = (why: string): never => {
    throw new InputError(`${file}: ${why}`, 'read_error');
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(`it holds ${what(raw)}, not an object of entries by id`);
  for (const [id, entry] of Object.entries(raw)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) fail(`the entry for ${JSON.stringify(id)} is ${what(entry)}, not an object`);
    for (const [field, kind] of Object.entries(fields)) {
      const v = (entry as Record<string, unknown>)[field];
      if (v === undefined || v === null) continue;
      if (kind === 'string' ? typeof v !== 'string' : !Array.isArray(v) || !v.every((x) => typeof x === 'string')) {
        fail(`the entry for ${JSON.stringify(id)}: its ${field} is not ${kind === 'string' ? 'a string' : 'a list of strings'}`);
      }
    }
  }
  return raw as Record<string, T>;
}
