// Every option of the table has a CLI flag that lands on its option path; help shows them grouped.
import { Command, CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { OPTION_FLAGS, optionsFrom, tuningFrom, withMethodOptions, withTuningOptions } from '../../src/cli/flags.js';
import { optionLeaves, type OptionSpec } from '../../src/options/table.js';
import { DEFAULT_OPTIONS, PRESETS, resolveOptions } from '../../src/options/resolve.js';
import { cedst } from '../support/cli.js';
import { BATCH_HELP_ALL_ONLY } from '../../src/cli/commands/batch.js';

function parse(args: string[], add = withMethodOptions): Record<string, unknown> {
  const cmd = add(new Command('t').exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} }));
  cmd.parse(args, { from: 'user' });
  return cmd.opts();
}
const resolved = (args: string[]) => resolveOptions(optionsFrom(parse(args), false));
const at = (o: unknown, path: readonly string[]): unknown => path.reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], o);

/** A valid value other than the default, and how it is written on the command line. */
function sample(spec: OptionSpec): { value: unknown; text: string } {
  switch (spec.kind) {
    case 'enum': {
      const value = spec.values.find((v) => v !== spec.default)!;
      return { value, text: value };
    }
    case 'number': {
      const value = spec.default === spec.min ? spec.max : spec.min;
      return { value, text: String(value) };
    }
    case 'boolean':
      return { value: !spec.default, text: '' };
    case 'string': {
      if (spec.url) return { value: 'https://news.example/a.html', text: 'https://news.example/a.html' };
      // A checked string (lang, crawlDate) takes a value its check accepts; the others any name.
      const value = spec.check ? ['ru', '2012-01-12'].find((v) => spec.check!(v) !== undefined)! : 'thesis-news';
      return { value, text: value };
    }
  }
}

describe('a CLI flag for every option', () => {
  it('covers every table entry but explain, which the command sets, the library-only input and output options, and maxBytes (--max-bytes of extract and batch)', () => {
    const leaves = optionLeaves();
    const libraryOnly = ['maxBytes', 'explain', 'contentType', 'format', 'links'];
    expect(leaves.filter((l) => l.spec.cli === false).map((l) => l.name)).toEqual(libraryOnly);
    expect(OPTION_FLAGS.map((f) => f.leaf.name)).toEqual(leaves.filter((l) => !libraryOnly.includes(l.name)).map((l) => l.name));
    expect(OPTION_FLAGS.find((f) => f.leaf.name === 'plus.edgeWords')?.flag).toBe('--plus-edge-words');
    expect(OPTION_FLAGS.find((f) => f.leaf.name === 'plus.weights.structure')?.flag).toBe('--plus-weights-structure');
    expect(OPTION_FLAGS.find((f) => f.leaf.name === 'limits.maxCliqueSteps')?.flag).toBe('--limits-max-clique-steps');
  });

  // --focus sets a preset of other options: tested on its own below.
  for (const f of OPTION_FLAGS.filter((x) => x.leaf.name !== 'focus')) {
    it(`${f.flag} sets ${f.leaf.name} and nothing else`, () => {
      const { value, text } = sample(f.leaf.spec);
      const args = f.leaf.spec.kind === 'boolean' ? [value ? f.flag : `--no-${f.flag.slice(2)}`] : [f.flag, text];
      const r = resolved(args);
      expect(at(r, f.leaf.path)).toBe(value);
      expect(value).not.toBe(f.leaf.spec.default);
      for (const other of optionLeaves()) if (other.name !== f.leaf.name) expect(at(r, other.path)).toBe(at(DEFAULT_OPTIONS, other.path));
    });
  }

  it('--focus, --precision and --recall set the focus and, through it, exactly its preset', () => {
    for (const focus of ['precision', 'recall'] as const) {
      const r = resolved([`--${focus}`]);
      expect(r).toEqual(resolved(['--focus', focus]));
      expect(r.focus).toBe(focus);
      const changed = optionLeaves()
        .filter((l) => at(r, l.path) !== at(DEFAULT_OPTIONS, l.path))
        .map((l) => l.name)
        .sort();
      expect(changed).toEqual(['focus', ...Object.keys(PRESETS[focus].plus).map((k) => `plus.${k}`)].sort());
    }
    expect(resolved(['--recall', '--plus-edge-words', '5']).plus.edgeWords).toBe(5);
    expect(tuningFrom(parse(['--precision'], withTuningOptions))).toEqual({ focus: 'precision' });
  });

  it('takes both forms of a boolean', () => {
    expect(resolved(['--no-plus-headline']).plus.headline).toBe(false);
    expect(resolved(['--plus-headline']).plus.headline).toBe(true);
    expect(resolved(['--no-plus-region', '--plus-region']).plus.region).toBe(true);
    expect(resolved([]).plus.headline).toBe(true);
    expect(resolved(['--no-captions']).captions).toBe(false);
    expect(resolved(['--no-plus-headline-in-body']).plus.headlineInBody).toBe(false);
    expect(resolved(['--plus-headline-in-body']).plus.headlineInBody).toBe(true);
    expect(resolved([]).plus.headlineInBody).toBe(false);
  });

  it("passes only the flags given, so the table's defaults apply", () => {
    expect(optionsFrom(parse([]), false)).toEqual({ explain: false });
    expect(optionsFrom(parse(['--plus-edge-words', '12', '-m', 'cedst']), true)).toEqual({ explain: true, method: 'cedst', plus: { edgeWords: 12 } });
  });

  it('keeps the flags that predate the convention', () => {
    const r = resolved([
      '--gamma',
      '3',
      '--sigma',
      '2',
      '--top-k',
      '7',
      '--cetr-sigma',
      'std',
      '--clusters',
      '4',
      '--cetr-alpha',
      '2',
      '--kmeans-init',
      'range',
      '--ttr-radius',
      '5',
      '--text-ratio',
      '0.8',
      '--coreex-weight',
      '0.5',
      '-m',
      'cetr',
      '-l',
      'zh',
    ]);
    expect(r).toMatchObject({ gamma: 3, sigma: 2, topK: 7, method: 'cetr', lang: 'zh' });
    expect(r.cetr).toEqual({ sigma: 'std', lambda: 1, clusters: 4, alpha: 2, init: 'range', lineWidth: 65 });
    expect(r.ttr).toEqual({ radius: 5, lambda: 1, lineWidth: 65 });
    expect(r.coreex).toEqual({ textRatio: 0.8, weight: 0.5 });
  });

  it('--lambda and --line-width set the CETR and the TTR value; the specific flag wins', () => {
    const both = resolved(['--lambda', '0.5', '--line-width', '80']);
    expect([both.cetr.lambda, both.ttr.lambda, both.cetr.lineWidth, both.ttr.lineWidth]).toEqual([0.5, 0.5, 80, 80]);
    const one = resolved(['--ttr-lambda', '2', '--lambda', '0.5', '--cetr-line-width', '90', '--line-width', '80']);
    expect([one.cetr.lambda, one.ttr.lambda, one.cetr.lineWidth, one.ttr.lineWidth]).toEqual([0.5, 2, 90, 80]);
    expect(resolved(['--cetr-clusters', '5', '--clusters', '4']).cetr.clusters).toBe(5);
  });

  it('--fetch-allow-private-addresses, the one name of fetch.allowPrivateAddresses, sets it; no other name does', () => {
    expect(resolved([]).fetch.allowPrivateAddresses).toBe(false);
    expect(resolved(['--fetch-allow-private-addresses']).fetch.allowPrivateAddresses).toBe(true);
    expect(() => resolved(['--allow-private-addresses'])).toThrow(/unknown option '--allow-private-addresses'/);
  });

  it('rejects a value that is not a number, and a choice that is not allowed, as commander errors', () => {
    expect(() => parse(['--plus-edge-words', 'many'])).toThrow("option '--plus-edge-words <n>' argument 'many' is invalid. not a number.");
    expect(() => parse(['--kmeans-init', 'bad'])).toThrow("option '--kmeans-init <init>' argument 'bad' is invalid. Allowed choices are farthest, range, quantile.");
    expect(() => parse(['--gamma-compare', 'lt'])).toThrow("option '--gamma-compare <op>' argument 'lt' is invalid. Allowed choices are ge, gt.");
  });

  it('gives eval the tuning and output flags but not its own --method and --lang', () => {
    const flags = parse(['--plus-reach', '20', '--gamma', '4', '--no-captions'], withTuningOptions);
    expect(tuningFrom(flags)).toEqual({ plus: { reach: 20 }, gamma: 4, captions: false });
    expect(() => parse(['--method', 'cedst'], withTuningOptions)).toThrow(CommanderError);
    expect(() => parse(['--lang', 'zh'], withTuningOptions)).toThrow(CommanderError);
  });

  it('is checked by resolveOptions end to end', { tags: ['slow'] }, () => {
    const r = cedst(['extract', 'fixtures/en-city-council/page.html', '--plus-weights-structure', '1']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('cedst: plus.weights.structure must be a number from 0 to 0.999999 (got 1)');
  });
});

describe('--help', () => {
  function help(command: string, flag = '--help-all'): string {
    let text = '';
    const program = buildProgram((s) => (text += s));
    expect(() => program.parse([command, flag], { from: 'user' })).toThrow(CommanderError);
    return text;
  }

  it('--help shows the common flags and says where the tuning flags are; --help-all shows them all', () => {
    const short = help('extract', '--help');
    expect(short.split('\n').filter((l) => /^\S.*:$/.test(l))).toEqual(['Examples:', 'Arguments:', 'Options:']);
    expect(short).not.toContain('--gamma');
    expect(short).toContain('--help-all');
    expect(short.endsWith("\nThe limits of fetching a URL and every method's tuning flags: --help-all, or docs/options.md.\n")).toBe(true);
    expect(short.split('\n').length).toBeLessThan(100);
    const all = help('extract');
    expect(all).toContain('--gamma');
    expect(all).toContain('--fetch-timeout-ms');
    expect(all).not.toContain('docs/options.md.\n');
  });

  it('--help lists at most 25 flags and the product methods as --method choices; --help-all every method', () => {
    const flags = (text: string) => text.split('\n').filter((l) => /^ {2}-/.test(l));
    // The public flags and the command's own (-f, -o, --no-links, --max-bytes, --help-all, -h).
    expect(flags(help('extract', '--help'))).toHaveLength(24);
    expect(flags(help('inspect', '--help'))).toHaveLength(24);
    const fold = (text: string) => text.replace(/\s+/g, ' ');
    expect(fold(help('extract', '--help'))).toContain('--help-all lists them all (choices: "cedst+", "cedst", default: "cedst+")');
    expect(fold(help('extract', '--help'))).not.toContain('"louvan-1-tp"');
    expect(fold(help('extract'))).toContain('"louvan-1-sls", "louvan-1-tp", default: "cedst+")');
    expect(fold(help('extract'))).not.toContain('--help-all lists them all');
  });

  it('batch --help lists 23 flags and says where the rest are; --help-all lists all 122, and every one parses', () => {
    const flags = (text: string) => text.split('\n').filter((l) => /^ {2}-/.test(l));
    const longOf = (line: string) => /--[\w-]+/.exec(line)![0];
    const short = help('batch', '--help');
    expect(flags(short)).toHaveLength(23);
    expect(short.endsWith("every method's tuning flags: --help-all, or docs/batch.md.\n")).toBe(true);
    for (const flag of ['--method', '--lang', '--focus', '--format', '--output', '--workers', '--resume', '--input-list', '--shard', '--keep-lang', '--page-types', '--per-host'])
      expect(flags(short).map(longOf)).toContain(flag);
    const all = flags(help('batch'));
    expect(all).toHaveLength(122);
    for (const flag of BATCH_HELP_ALL_ONLY) {
      expect(flags(short).map(longOf)).not.toContain(flag);
      expect(all.map(longOf)).toContain(flag);
    }
    // Each flag --help-all lists, hidden from --help or not, sets its value on batch as before.
    const batch = buildProgram(() => {}).commands.find((c) => c.name() === 'batch')!;
    for (const line of all) {
      const long = longOf(line);
      if (long === '--help' || long === '--help-all') continue;
      const option = batch.options.find((o) => o.long === long)!;
      const value = option.required || option.optional ? [option.argChoices?.[0] ?? (long === '--shard' ? '0/2' : '3')] : [];
      expect(batch.parseOptions([long, ...value]).unknown).toEqual([]);
      expect(batch.getOptionValue(option.attributeName()), long).toBeDefined();
    }
  });

  it("lists the common flags first, then each method's tuning in its own group", () => {
    const text = help('extract');
    const headings = text.split('\n').filter((l) => /^\S.*:$/.test(l));
    expect(headings).toEqual([
      'Examples:',
      'Arguments:',
      'Options:',
      'Fetching a page given by its URL (extract, inspect, batch):',
      'Metadata tuning:',
      'CEDST tuning (cedst, cedst-nc, cedst-tf; cedst+ builds on it):',
      'cedst+ tuning:',
      'CETR tuning (cetr, cetr-tm, cetr-km):',
      'TTR tuning:',
      'CoreEx tuning:',
      'Louvan tuning (louvan and its variants: -plain, -sls, -tp, -1-lbs, -1-sls, -1-tp):',
    ]);
    const common = text.slice(text.indexOf('Options:'), text.indexOf('Fetching a page'));
    for (const flag of ['--method', '--lang', '--format', '--no-links', '--help']) expect(common).toContain(flag);
    expect(common).not.toContain('--gamma');
    // Research options are --help-all's: who picks the writers is metadata tuning.
    expect(common).not.toContain('--author-picker');
    expect(text.slice(text.indexOf('Metadata tuning:'), text.indexOf('CEDST tuning'))).toContain('--author-picker <how>');
    const plus = text.slice(text.indexOf('cedst+ tuning:'), text.indexOf('CETR tuning'));
    expect(plus).toMatch(/--plus-edge-words <n>\s+trim short non-prose units[\s\S]*?\(default: 30\)/);
    // A flag that turns an option off says what it does, not what the option does when on.
    expect(plus).toMatch(/--no-plus-headline\s+do not look for the article's headline[\s\S]*?\(default:\s+--plus-headline\)/);
    // The on form is no flag line of its own (it parses; the default names it).
    expect(plus).not.toMatch(/^ {2}--plus-headline(?![-\w])/m);
    expect(plus).toMatch(/--plus-headline-in-body\s+the body starts with the headline[\s\S]*?\(default:\s+--no-plus-headline-in-body\)/);
    expect(common).toMatch(/--no-captions\s+cedst\+: drop figure captions[\s\S]*?\(default:\s+--captions\)/);
  });

  it('says, for every option on by default, what its --no- flag does', () => {
    const onByDefault = optionLeaves().filter((l) => l.spec.kind === 'boolean' && l.spec.default && l.spec.cli !== false);
    expect(onByDefault.map((l) => l.name)).toEqual([
      'captions',
      'tables',
      'pageType',
      'plus.region',
      'plus.regionSiblings',
      'plus.headline',
      'plus.readings',
      'plus.sections',
      'plus.linkedEntries',
      'plus.legal',
      'plus.furnitureLines',
      'plus.hidden',
    ]);
    expect(onByDefault.filter((l) => l.spec.kind === 'boolean' && !l.spec.offDoc).map((l) => l.name)).toEqual([]);
  });

  it("shows every option's flag with its default from the table", () => {
    const text = help('inspect').replace(/\s+/g, ' ');
    for (const f of OPTION_FLAGS) {
      const { spec } = f.leaf;
      // Help lists the form of a boolean that changes its default.
      const shown = spec.kind === 'boolean' ? (spec.default ? `--no-${f.flag.slice(2)}` : f.flag) : f.flag;
      expect(text).toContain(shown);
      // The first default after the flag is its own (a literal default is quoted).
      const own = spec.kind === 'number' && spec.cliDefault !== undefined ? String(spec.cliDefault) : typeof spec.default === 'string' ? JSON.stringify(spec.default) : String(spec.default);
      // An option without a default (--url) shows none: its line ends before the next flag.
      if (spec.default === undefined) expect(text.slice(text.indexOf(`${shown} <`)).split(/ --?[a-z]/)[0]).not.toContain('(default');
      else if (spec.kind === 'number' || spec.kind === 'string') expect(text.slice(text.indexOf(`${shown} <`)).match(/\(default: (.*?)\)(?:\s|$)/)?.[1]).toBe(own);
    }
    expect(text).toContain('--lambda <n> sets --cetr-lambda and --ttr-lambda');
  });

  it('is the same set of extraction flags for batch', () => {
    const text = help('batch');
    for (const f of OPTION_FLAGS) expect(text).toContain(f.leaf.spec.kind === 'boolean' && f.leaf.spec.default ? `--no-${f.flag.slice(2)}` : f.flag);
    expect(text).toContain('--workers');
  });
});
