// What the commands share: number parsing, the option flags, and turning flags into options.
// Every flag of an option comes from OPTION_TABLE (option-table.ts): its name, value, doc, default
// and help group. Convention: the option's path in kebab case (`plus.edgeWords` →
// `--plus-edge-words`); a boolean is `--x` / `--no-x`, and help lists the form that changes the
// default; older short names stay as aliases (`--clusters` for `--cetr-clusters`).
import { type Command, Help, InvalidArgumentError, Option } from 'commander';
import { flagName, HELP_GROUPS, optionLeaves, type HelpGroup, type OptionLeaf, type OptionSpec } from '../options/table.js';
import { OptionsError, type ResearchOptions } from '../options/resolve.js';
import { OUTPUT_FORMATS } from '../core/formats.js';
import { PRODUCT_METHODS } from '../core/methods.js';
import { DEFAULT_MAX_BYTES } from '../input/read.js';

export { baseProgram, ExitCode, HELP_WIDTH, type Out } from './base.js';

export function number(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('not a number.');
  return n;
}

/** The parsed flags of a command; the option flags sit under their commander attribute names. */
export type MethodFlags = Record<string, unknown>;

/** How one option is set from the command line. */
export interface OptionFlag {
  leaf: OptionLeaf;
  /** The flag, e.g. `--plus-edge-words`. */
  flag: string;
  /** The commander attribute its value lands in, e.g. `plusEdgeWords`. */
  attribute: string;
  /** Older flags that also set it (`--clusters`, or `--lambda` shared with ttr.lambda), with their
   *  attributes; the option's own flag wins over them. */
  aliases: { flag: string; attribute: string }[];
}

const GROUP_ORDER = Object.keys(HELP_GROUPS) as HelpGroup[];
const CLI_LEAVES = optionLeaves().filter((l) => l.spec.cli !== false);

function camel(flag: string): string {
  return flag.replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Each alias and the options it sets, in table order. */
const ALIASES = ((): Map<string, OptionLeaf[]> => {
  const by = new Map<string, OptionLeaf[]>();
  for (const l of CLI_LEAVES) for (const a of l.spec.aliases ?? []) by.set('--' + a, [...(by.get('--' + a) ?? []), l]);
  return by;
})();

/** Every option that has a flag, with its flag and attribute, in table order. */
export const OPTION_FLAGS: readonly OptionFlag[] = CLI_LEAVES.map((leaf) => {
  const flag = '--' + flagName(leaf.path);
  const aliases = (leaf.spec.aliases ?? []).map((a) => ({ flag: '--' + a, attribute: camel(a) }));
  return { leaf, flag, attribute: camel(flag), aliases };
});

function parserOf(spec: OptionSpec): ((v: string) => unknown) | undefined {
  if (spec.kind !== 'number') return undefined;
  const literal = spec.literal;
  return literal === undefined ? number : (v) => (v === literal ? literal : number(v));
}

function argOf(spec: OptionSpec): string {
  return spec.arg ?? (spec.kind === 'number' ? (spec.literal === undefined ? '<n>' : `<n|${spec.literal}>`) : '<value>');
}

/** Defaults shown by help, kept apart from commander's defaults so that a flag not given stays
 *  undefined and the table's default applies in resolveOptions. */
const SHOWN_DEFAULT = new WeakMap<Option, { defaultValue: unknown; defaultValueDescription: string }>();

function shownDefault(spec: OptionSpec): { defaultValue: unknown; defaultValueDescription: string } {
  if (spec.kind === 'number' && spec.cliDefault !== undefined) return { defaultValue: spec.cliDefault, defaultValueDescription: String(spec.cliDefault) };
  if (spec.kind === 'boolean') return { defaultValue: spec.default, defaultValueDescription: spec.default ? 'on' : 'off' };
  const text = spec.kind === 'enum' || typeof spec.default === 'string' ? JSON.stringify(spec.default) : String(spec.default);
  return { defaultValue: spec.default, defaultValueDescription: text };
}

/** A flag that takes the option's value: the option's own, or an alias of it. */
function valueOption(flags: string, spec: OptionSpec, description: string): Option {
  const o = new Option(`${flags} ${argOf(spec)}`, description).helpGroup(HELP_GROUPS[spec.group]);
  if (spec.kind === 'enum') o.choices(spec.values);
  const parse = parserOf(spec);
  if (parse) o.argParser(parse);
  return o;
}

function optionsOf(f: OptionFlag): Option[] {
  const { spec } = f.leaf;
  if (spec.kind === 'boolean') {
    const on = new Option([spec.short, f.flag].filter(Boolean).join(', '), spec.doc);
    const off = new Option(`--no-${f.flag.slice(2)}`, spec.offDoc ?? spec.doc);
    for (const o of [on, off]) {
      o.helpGroup(HELP_GROUPS[spec.group]);
      SHOWN_DEFAULT.set(o, shownDefault(spec));
    }
    // Help lists the form that changes the default; both parse.
    (spec.default ? on : off).hideHelp();
    return [on, off];
  }
  // An alias of this option alone is hidden and named in its description.
  const own = f.aliases.filter((a) => ALIASES.get(a.flag)!.length === 1).map((a) => a.flag);
  const doc = own.length ? `${spec.doc} (also ${own.join(', ')})` : spec.doc;
  const o = valueOption([spec.short, f.flag].filter(Boolean).join(', '), spec, doc);
  // An option without a default (--url) shows none.
  if (spec.default !== undefined) SHOWN_DEFAULT.set(o, shownDefault(spec));
  return [o];
}

function aliasOption(alias: string, leaves: OptionLeaf[]): Option {
  const targets = leaves.map((l) => '--' + flagName(l.path));
  const description = leaves.length === 1 ? `same as ${targets[0]}` : `sets ${targets.join(' and ')}; each of those wins over it`;
  const spec = leaves[0]!.spec;
  // A boolean's alias is a switch that turns it on, as its own --x does.
  const o = spec.kind === 'boolean' ? new Option(alias, description).helpGroup(HELP_GROUPS[spec.group]) : valueOption(alias, spec, description);
  return leaves.length === 1 ? o.hideHelp() : o;
}

/** `--method` as --help shows it: the product's methods as its choices, the comparison methods
 *  left to --help-all (every one still parses). */
function productMethod(option: Option): Option {
  return Object.assign(Object.create(option) as Option, { argChoices: [...PRODUCT_METHODS], description: `${option.description}; --help-all lists them all` });
}

/** Help that shows each option's default from the table, in commander's own "(default: …)";
 *  `all` says whether --help-all asked for every flag. */
function withTableDefaults(cmd: Command, all: () => boolean): Command {
  return cmd.configureHelp({
    ...cmd.configureHelp(),
    optionDescription(this: Help, option: Option): string {
      const shown = SHOWN_DEFAULT.get(option);
      if (option.long === METHOD_FLAG && !all()) option = productMethod(option);
      if (shown === undefined) return Help.prototype.optionDescription.call(this, option);
      // Commander shows no default for a --no-x flag; ours names the form in force by default:
      // `--no-tables … (default: --tables)`, where "(default: on)" read as if --no-tables were on.
      if (typeof shown.defaultValue === 'boolean') {
        const on = (option.long ?? '').replace(/^--no-/, '--');
        return `${Help.prototype.optionDescription.call(this, option)} (default: ${shown.defaultValue ? on : on.replace(/^--/, '--no-')})`;
      }
      return Help.prototype.optionDescription.call(this, Object.assign(Object.create(option) as Option, shown));
    },
  });
}

const FOCUS = OPTION_FLAGS.find((f) => f.leaf.name === 'focus')!;
const METHOD_FLAG = OPTION_FLAGS.find((f) => f.leaf.name === 'method')!.flag;

/** `--focus` and its shorthands `--precision` / `--recall` (trafilatura's habit), at most one of them. */
function focusOptions(): Option[] {
  const shorthand = (value: 'precision' | 'recall', other: string) =>
    new Option(`--${value}`, `same as --focus ${value}: ${value === 'precision' ? 'less noise, some article text may go' : 'more of the article, some noise may stay'}`)
      .conflicts([other, FOCUS.attribute])
      .helpGroup(HELP_GROUPS.common);
  return [...optionsOf(FOCUS), shorthand('precision', 'recall'), shorthand('recall', 'precision')];
}

/** Options that `eval` sets its own way (or has no use for: it fetches no URL): it names its methods, a language selects pages, each
 *  page is its own address and has its own crawl time, and it scores every page whole, with no
 *  time budget, element or text limit, so that a score never depends on how busy the machine is. */
const EVAL_OWN: ReadonlySet<string> = new Set([
  'method',
  'lang',
  'url',
  'crawlDate',
  'timeoutMs',
  'maxElements',
  'maxTextChars',
  'fetch.timeoutMs',
  'fetch.maxRedirects',
  'fetch.userAgent',
  'fetch.allowPrivateAddresses',
]);

/** What --help says under the common flags about the methods' tuning flags it leaves out. */
export const TUNING_NOTE = "\nThe limits of fetching a URL and every method's tuning flags: --help-all, or docs/options.md.";

/** A command's flags that only --help-all shows (they parse as ever), and what --help says of them. */
interface HelpAll {
  hidden: Option[];
  note: string;
  shown: boolean;
}
const HELP_ALL = new WeakMap<Command, HelpAll>();

/** Add the flags of the options in `groups` but those in `skip`, group by group in help order.
 *  --help shows the common flags; the methods' tuning flags parse as ever but show only with
 *  --help-all, so that --help fits a screen. */
function addOptionFlags(cmd: Command, groups: readonly HelpGroup[], skip: ReadonlySet<string> = new Set()): Command {
  const state: HelpAll = { hidden: [], note: TUNING_NOTE, shown: false };
  for (const g of GROUP_ORDER.filter((x) => groups.includes(x))) {
    const add = (o: Option) => {
      if (g !== 'common' && !o.hidden) state.hidden.push(o.hideHelp());
      cmd.addOption(o);
    };
    for (const f of OPTION_FLAGS.filter((x) => x.leaf.spec.group === g && !skip.has(x.leaf.name))) for (const o of f === FOCUS ? focusOptions() : optionsOf(f)) add(o);
    for (const [alias, leaves] of ALIASES) if (leaves[0]!.spec.group === g) add(aliasOption(alias, leaves));
  }
  if (state.hidden.length) {
    HELP_ALL.set(cmd, state);
    cmd.addOption(new Option('--help-all', "display help with every method's tuning flags too"));
    cmd.on('option:help-all', () => {
      state.shown = true;
      for (const o of state.hidden) o.hideHelp(false);
      cmd.help();
    });
    cmd.addHelpText('after', () => (state.shown ? '' : state.note));
  }
  return withTableDefaults(cmd, () => state.shown);
}

/** Leave these flags of a command (given by their long names, already added) to --help-all,
 *  which shows them where they were added; `note` replaces what --help says it leaves out. A
 *  command with many flags of its own (batch) keeps its --help to one screen this way. */
export function showWithHelpAll(cmd: Command, longs: readonly string[], note: string): Command {
  const state = HELP_ALL.get(cmd);
  if (state === undefined) throw new Error(`${cmd.name()} has no --help-all`);
  for (const long of longs) {
    const o = cmd.options.find((x) => x.long === long);
    if (o === undefined || o.hidden) throw new Error(`${cmd.name()} shows no ${long} to leave to --help-all`);
    state.hidden.push(o.hideHelp());
  }
  cmd.options.find((x) => x.long === '--help-all')!.description = "display help with every flag: every method's tuning flags and the command's own that --help leaves out";
  state.note = note;
  return cmd;
}

/** The flags every command that extracts takes: method, language, focus, and every method's tuning. */
export function withMethodOptions(cmd: Command): Command {
  return addOptionFlags(cmd, GROUP_ORDER);
}

/** Every option's flag but eval's own (EVAL_OWN): focus, the methods' tuning, and output options
 *  such as `--no-captions`. */
export function withTuningOptions(cmd: Command): Command {
  return addOptionFlags(cmd, GROUP_ORDER, EVAL_OWN);
}

/** Options that `serve` sets its own way: the browser fetches a page given by its URL itself (no
 *  fetch limits of ours apply), and that URL is the page's address. */
const SERVE_OWN: ReadonlySet<string> = new Set(['url']);

/** The flags of `serve`: every option's but the fetch group's and SERVE_OWN; the playground
 *  extracts with them (they are its defaults, which its own controls change). */
export function withServeOptions(cmd: Command): Command {
  return addOptionFlags(
    cmd,
    GROUP_ORDER.filter((g) => g !== 'fetch'),
    SERVE_OWN,
  );
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const k of path.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}

/** The options the flags give, of the given groups: only those set on the command line. */
function fromFlags(flags: MethodFlags, skip: ReadonlySet<string> = new Set()): ResearchOptions {
  const o: Record<string, unknown> = {};
  for (const f of OPTION_FLAGS) {
    if (skip.has(f.leaf.name)) continue;
    const v = [f.attribute, ...f.aliases.map((a) => a.attribute)].map((a) => flags[a]).find((x) => x !== undefined);
    if (v !== undefined) setPath(o, f.leaf.path, v);
  }
  return o as ResearchOptions;
}

/** `--precision` / `--recall` as the focus they stand for. */
function withFocus(o: ResearchOptions, flags: MethodFlags): ResearchOptions {
  const focus = flags.precision === true ? 'precision' : flags.recall === true ? 'recall' : (flags[FOCUS.attribute] as ResearchOptions['focus']);
  return focus === undefined ? o : { ...o, focus };
}

export function optionsFrom(flags: MethodFlags, explain: boolean): ResearchOptions {
  return { ...withFocus(fromFlags(flags), flags), explain };
}

/** The options the flags of withTuningOptions give. */
export function tuningFrom(flags: MethodFlags): ResearchOptions {
  return withFocus(fromFlags(flags, EVAL_OWN), flags);
}

/** What the commands that extract (extract, inspect, batch) pass: the flags given over the CLI's
 *  own defaults (`cliDefault` in the table: the 10 s time budget). */
export function commandOptions(flags: MethodFlags, explain: boolean): ResearchOptions {
  const o: Record<string, unknown> = {};
  for (const f of OPTION_FLAGS) if (f.leaf.spec.kind === 'number' && f.leaf.spec.cliDefault !== undefined) setPath(o, f.leaf.path, f.leaf.spec.cliDefault);
  return { ...o, ...optionsFrom(flags, explain) } as ResearchOptions;
}

/** The flags of the output side that extract and batch share, each declared once here (name,
 *  value, choices, default, range); a command gives its own line of help where the flag does more
 *  there (batch's -o also takes a directory of parts). */
export interface OutputFlagDocs {
  format: string;
  output: string;
  links: string;
  noLinks: string;
  maxBytes: string;
}

export function withOutputFlags(cmd: Command, docs: OutputFlagDocs): Command {
  return (
    cmd
      .addOption(new Option('-f, --format <format>', docs.format).choices(OUTPUT_FORMATS).default('text'))
      .option('-o, --output <file>', docs.output)
      // --links is the default: accepted as before, not shown.
      .addOption(new Option('--links', docs.links).hideHelp())
      .option('--no-links', docs.noLinks)
      .option('--max-bytes <n>', docs.maxBytes, number, DEFAULT_MAX_BYTES)
  );
}

/** A whole-number flag within its range, or an OptionsError naming the flag. */
export function intFlag(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new OptionsError(`--${name} must be an integer from ${min} to ${max} (got ${value})`);
  return value;
}

/** --max-bytes, checked. */
export function maxBytesFlag(value: number): number {
  return intFlag('max-bytes', value, 1, 2 ** 31 - 1);
}
