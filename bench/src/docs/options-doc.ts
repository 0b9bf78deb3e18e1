// The options table of docs/options.md, rendered from OPTION_TABLE. `npm run docs:options` (this
// file, run from its build: bench/dist/docs/options-doc.js) writes it between the two marker
// comments; test/options/options-doc.test.ts fails when the doc and the table disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagName, isPublic, optionLeaves, PRESETS, type OptionLeaf, type OptionSpec } from '../../../dist/options/table.js';

export const OPTIONS_BEGIN = '<!-- options-table:begin (generated from src/options/table.ts by `npm run docs:options`; do not edit) -->';
export const OPTIONS_END = '<!-- options-table:end -->';

const code = (s: string): string => '`' + s + '`';
const literal = (v: unknown): string => (v === undefined ? '— (unset)' : code(typeof v === 'string' ? `'${v}'` : String(v)));

function typeOf(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'boolean':
      return 'boolean';
    case 'string':
      return spec.url ? 'string (http(s) URL)' : (spec.expected ?? 'string');
    case 'enum':
      return spec.values.map(literal).join(' \\| ');
    case 'number': {
      const range = `${spec.integer ? 'integer' : 'number'} ${spec.min}–${spec.max}`;
      return spec.literal === undefined ? range : `${range} or ${literal(spec.literal)}`;
    }
  }
}

function flagsOf({ path, spec }: OptionLeaf): string {
  if (spec.cli === false) return `— (${spec.cliNote ?? 'not a flag'})`;
  const name = flagName(path);
  if (spec.kind === 'boolean') return code(spec.default ? `--no-${name}` : `--${name}`);
  const main = [spec.short, '--' + name].filter(Boolean).join(', ');
  const aliases = (spec.aliases ?? []).map((a) => code('--' + a));
  return code(main) + (aliases.length ? ` (also ${aliases.join(', ')})` : '');
}

/** One table of options: a row per option, in the table's order. */
function tableOf(leaves: readonly OptionLeaf[]): string {
  const rows = leaves.map((leaf) => {
    const spec = leaf.spec;
    const dflt = literal(spec.default) + (spec.kind === 'number' && spec.cliDefault !== undefined ? ` (CLI: ${literal(spec.cliDefault)})` : '');
    const cells = [code(leaf.name), flagsOf(leaf), typeOf(spec), dflt, spec.doc.replace(/\|/g, '\\|')];
    return `| ${cells.join(' | ')} |`;
  });
  return ['| option | CLI flag | type | default | meaning |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The heading line of each table (their paragraphs are split on blank lines, so one line each). */
export const PUBLIC_HEADING = "**Public options**: the main entry's `ExtractOptions`, listed by `--help`.";
export const RESEARCH_HEADING = "**Research options**: the methods' tuning and the comparison methods' settings, `cedst/research`'s `ResearchOptions`, listed by `--help-all` and taken by `eval`.";

/** The options tables in markdown: the public options, then the research ones (table.ts SURFACE_OF),
 *  then what each focus sets. */
export function optionsMarkdown(): string {
  const leaves = optionLeaves();
  return [PUBLIC_HEADING, tableOf(leaves.filter((l) => isPublic(l.spec))), RESEARCH_HEADING, tableOf(leaves.filter((l) => !isPublic(l.spec))), presetsMarkdown()].join('\n\n');
}

/** What each `focus` sets (PRESETS): one row per option, its default beside each preset's value. */
function presetsMarkdown(): string {
  const names = Object.keys(PRESETS) as (keyof typeof PRESETS)[];
  const valueAt = (tree: object, path: readonly string[]): unknown => path.reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);
  const leaves = optionLeaves().filter((l) => names.some((n) => valueAt(PRESETS[n], l.path) !== undefined));
  const rows = leaves.map((l) => {
    const cells = [code(l.name), literal(l.spec.default), ...names.map((n) => (valueAt(PRESETS[n], l.path) === undefined ? '' : literal(valueAt(PRESETS[n], l.path))))];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    `What \`focus\` sets (\`--precision\`, \`--recall\`); an option given beside it wins:`,
    '',
    `| option | balanced (default) | ${names.join(' | ')} |`,
    `|---|---|${names.map(() => '---|').join('')}`,
    ...rows,
  ].join('\n');
}

/** The options doc this writes into, from the repository's root. */
export const OPTIONS_DOC = 'docs/options.md';

/** `doc` with the text between the markers replaced by the table; throws when a marker is missing. */
export function withOptionsTable(doc: string): string {
  const begin = doc.indexOf(OPTIONS_BEGIN);
  const end = doc.indexOf(OPTIONS_END);
  if (begin < 0 || end < begin) throw new Error(`${OPTIONS_DOC} has no options markers (${OPTIONS_BEGIN} … ${OPTIONS_END})`);
  return doc.slice(0, begin + OPTIONS_BEGIN.length) + '\n' + optionsMarkdown() + '\n' + doc.slice(end);
}

/** Rewrites the table of docs/options.md (under the checkout `root`); says whether it changed. */
export function writeOptionsDoc(root: string): boolean {
  const path = resolve(root, OPTIONS_DOC);
  const before = readFileSync(path, 'utf8');
  const after = withOptionsTable(before);
  if (after !== before) writeFileSync(path, after);
  return after !== before;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const changed = writeOptionsDoc(fileURLToPath(new URL('../../..', import.meta.url)));
  process.stdout.write(`${OPTIONS_DOC}: options table ${changed ? 'rewritten' : 'already up to date'}\n`);
}
