// The one options object of the library and the CLI. Every option is declared once, in
// OPTION_TABLE (option-table.ts); the types, `DEFAULT_OPTIONS` and `resolveOptions` come from it.
// `resolveOptions` merges user input over the defaults and rejects bad values with a clear error.
import { isSpec, OPTION_TABLE, PRESETS, type InputOf, type OptionSpec, type OptionTree, type PublicInputOf, type ResolvedOf, type ValueOf } from './table.js';
import type { ProductMethodName } from '../core/types.js';

export { checkLang, METHODS, OPTION_TABLE, PRESETS, type LangOption } from './table.js';
export { PRODUCT_METHODS } from '../core/methods.js';

/** Every option `extract` takes, the research surface's included (the `cedst/research` entry):
 *  any subset, nested objects included; every field optional. Its fields, types, ranges and
 *  defaults are the entries of OPTION_TABLE (see the options tables of docs/options.md).
 *  InputOf<typeof OPTION_TABLE> written out (a mapped type of its own), so that a compiler's
 *  message about a misspelt option names `ResearchOptions`, not the option table's internal types. */
type Table = typeof OPTION_TABLE;
export type ResearchOptions = { -readonly [K in keyof Table]?: Table[K] extends OptionSpec ? ValueOf<Table[K]> : InputOf<Table[K]> };
/** What callers of the main entry pass to `extract`: the public options (their help group is on the
 *  public surface, table.ts SURFACE_OF) and the product's methods. `extract` still accepts every
 *  option at run time; the research ones are typed by the `cedst/research` entry. */
export interface ExtractOptions extends Omit<PublicInputOf<Table>, 'method'> {
  method?: ProductMethodName;
}
/** Every option resolved (`resolveOptions`): the defaults filled in, what the methods read. */
export type ResolvedOptions = ResolvedOf<typeof OPTION_TABLE>;
/** @deprecated The old name of ExtractOptions. */
export type ExtractOptionsInput = ExtractOptions;

function defaultsOf(tree: OptionTree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, node] of Object.entries(tree)) out[k] = isSpec(node) ? node.default : defaultsOf(node);
  return Object.freeze(out);
}

/** The defaults, frozen at every level. */
export const DEFAULT_OPTIONS: Readonly<ResolvedOptions> = defaultsOf(OPTION_TABLE) as unknown as ResolvedOptions;

import { OptionsError } from '../core/errors.js';

export { OptionsError };

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** `value` checked against `spec`; `name` is the option's path, for the message. */
function checkValue(name: string, spec: OptionSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'enum':
      if (typeof value !== 'string' || !spec.values.includes(value)) {
        throw new OptionsError(`${name} must be one of ${spec.values.join(', ')} (got ${JSON.stringify(value)})`);
      }
      return value;
    case 'string':
      if (typeof value !== 'string' || value === '') throw new OptionsError(`${name} must be a non-empty string (got ${JSON.stringify(value)})`);
      if (spec.url && !isHttpUrl(value)) throw new OptionsError(`${name} must be an absolute http or https URL (got ${JSON.stringify(value)})`);
      if (spec.check) {
        const checked = spec.check(value);
        if (checked === undefined) throw new OptionsError(`${name} must be ${spec.expected ?? 'a valid value'} (got ${JSON.stringify(value)})`);
        return checked;
      }
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw new OptionsError(`${name} must be true or false`);
      return value;
    case 'number': {
      if (spec.literal !== undefined && value === spec.literal) return value;
      const { min, max, integer } = spec;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
        const what = spec.literal === undefined ? name : `${name} (a number or ${JSON.stringify(spec.literal)})`;
        throw new OptionsError(`${what} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max} (got ${JSON.stringify(value)})`);
      }
      return value;
    }
  }
}

/** `input` merged over the defaults of `tree`, every key checked. A null top-level option stands
 *  for its default, as it always has; a null group, or a null inside a group, is an error. */
function resolveTree(tree: OptionTree, input: object, prefix: string): Record<string, unknown> {
  for (const k of Object.keys(input)) if (!Object.hasOwn(tree, k)) throw new OptionsError(`unknown option ${prefix}${k}`);
  const given = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, node] of Object.entries(tree)) {
    const name = prefix + k;
    const v = given[k];
    if (isSpec(node)) {
      out[k] = v === undefined || (v === null && prefix === '') ? node.default : checkValue(name, node, v);
    } else {
      if (v !== undefined && (typeof v !== 'object' || v === null)) throw new OptionsError(`${name} must be an object`);
      if (Array.isArray(v)) throw new OptionsError(`${name} must be an object (got an array)`);
      out[k] = resolveTree(node, v ?? {}, name + '.');
    }
  }
  return out;
}

/** `over` merged into `under`, group by group (plain objects only; `over` wins). */
function mergeInput(under: object, over: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...under };
  for (const [k, v] of Object.entries(over)) {
    const u = out[k];
    out[k] = v !== null && typeof v === 'object' && u !== null && typeof u === 'object' ? mergeInput(u, v as object) : v;
  }
  return out;
}

/** Merge `input` over the defaults, and over the preset its `focus` names (PRESETS); throws
 *  `OptionsError` on an unknown key or a bad value. */
export function resolveOptions(input: ResearchOptions = {}): ResolvedOptions {
  if (typeof input !== 'object' || input === null) throw new OptionsError('options must be an object');
  if (Array.isArray(input)) throw new OptionsError('options must be an object (got an array)');
  const focus = (input as { focus?: unknown }).focus;
  const preset = focus === 'precision' || focus === 'recall' ? PRESETS[focus] : undefined;
  return resolveTree(OPTION_TABLE, preset ? mergeInput(preset, input) : input, '') as unknown as ResolvedOptions;
}

/** The options that differ from page to page of one run: a record's address, its crawl time and
 *  what is left of its time budget. */
export type PageOptions = Partial<Pick<ResolvedOptions, 'url' | 'crawlDate' | 'timeoutMs'>>;

/** `resolved` with one page's own options, each checked as resolveOptions checks it: a batch
 *  resolves its options once and gives every record only what is its own. */
export function withPageOptions(resolved: ResolvedOptions, page: PageOptions): ResolvedOptions {
  const out: Record<string, unknown> = { ...resolved };
  for (const [k, v] of Object.entries(page)) if (v !== undefined) out[k] = checkValue(k, OPTION_TABLE[k as keyof PageOptions] as OptionSpec, v);
  return out as unknown as ResolvedOptions;
}
