// @module-tag slow
// `cedst eval` must print what shared/tools/score.py prints for the same predictions. The test
// builds a small dataset from the project's own fixtures (gold = expected.txt), runs eval with
// --save-predictions, scores the saved files with score.py and compares every metric. score.py is
// in ../shared, outside the repository: without it that test skips with one line, unless CI=true.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { ROOT, cedst } from '../support/cli.js';
import { sharedTests } from '../support/shared.js';

const shared = sharedTests('the score.py agreement test of cedst eval', ['tools/score.py']);
const METHODS = ['cedst', 'cedst-nc', 'cedst-tf'];

interface Gold {
  articleBody: string;
  lang: string;
  gold_type?: string;
  with?: string[];
  without?: string[];
}

let set = '';
let out = '';

function fixtureNames(): string[] {
  return readdirSync(join(ROOT, 'fixtures'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ROOT, 'fixtures', d.name, 'expected.txt')))
    .map((d) => d.name)
    .sort();
}

beforeAll(() => {
  const tmp = mkdtempSync(join(tmpdir(), 'cedst-eval-'));
  set = join(tmp, 'fixture-set');
  out = join(tmp, 'preds');
  mkdirSync(join(set, 'html'), { recursive: true });
  const gold: Record<string, Gold> = {};
  fixtureNames().forEach((name, i) => {
    const dir = join(ROOT, 'fixtures', name);
    const html = readFileSync(join(dir, 'page.html'), 'utf8');
    cpSync(join(dir, 'page.html'), join(set, 'html', `${name}.html`));
    const expected = readFileSync(join(dir, 'expected.txt'), 'utf8').trim().split('\n');
    const meta = JSON.parse(readFileSync(join(dir, 'expected-metadata.json'), 'utf8')) as { lang: string };
    const g: Gold = { articleBody: expected.join('\n'), lang: meta.lang.startsWith('zh') ? 'zh' : meta.lang };
    // Two pages also carry trafilatura-style snippets, one of them snippets only, so that snippet
    // F1 is compared too; the "without" snippet is an extracted line that is not gold (a real fp).
    if (i % 3 === 0) {
      const extra = extract(html).paragraphs.find((p) => !expected.includes(p));
      g.with = [expected[0]!, expected[expected.length - 1]!, 'a sentence that is on no page at all'];
      g.without = extra ? [extra] : [];
      if (i === 0) g.gold_type = 'snippets';
    }
    gold[name] = g;
  });
  writeFileSync(join(set, 'ground-truth.json'), JSON.stringify(gold));
});

function scorePy(args: string[]): Record<string, number> {
  const r = spawnSync('python3', [shared.path('tools', 'score.py'), ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`score.py failed: ${r.stderr}`);
  // Header: F1 prec rec tokF1 snipF1 pages; one row per prediction file.
  const cells = r.stdout.trim().split('\n')[1]!.trim().split(/\s+/).slice(1);
  const [f1, precision, recall, tokenF1, snippetF1] = cells.map((c) => (c === '-' ? NaN : Number(c)));
  return { f1: f1!, precision: precision!, recall: recall!, tokenF1: tokenF1!, snippetF1: snippetF1! };
}

describe('cedst eval agrees with score.py', () => {
  it.runIf(shared.run)('on every metric, for each method, all languages and --lang zh', () => {
    const r = cedst(['eval', set, '--method', METHODS.join(','), '--json', '--save-predictions', out]);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as { lang: string; method: string; pages: number; [k: string]: number | string }[];
    const names = fixtureNames();
    for (const method of METHODS) {
      const pred = join(out, 'fixture-set', `${method}.json`);
      expect(Object.keys(JSON.parse(readFileSync(pred, 'utf8')) as object).sort()).toEqual(names);
      for (const lang of ['zh', 'en']) {
        const row = rows.find((x) => x.method === method && x.lang === lang)!;
        const py = scorePy(['--lang', lang, join(set, 'ground-truth.json'), pred]);
        expect(row.pages).toBe(names.filter((n) => n.startsWith(lang)).length);
        for (const k of ['f1', 'precision', 'recall', 'tokenF1'] as const) expect(Math.abs((row[k] as number) - py[k]!)).toBeLessThanOrEqual(0.001);
        if (Number.isNaN(py.snippetF1)) expect(row.snippetF1).toBeUndefined();
        else expect(Math.abs((row.snippetF1 as number) - py.snippetF1!)).toBeLessThanOrEqual(0.001);
      }
      const all = rows.find((x) => x.method === method && x.lang === 'all')!;
      const py = scorePy([join(set, 'ground-truth.json'), pred]);
      expect(all.pages).toBe(names.length);
      expect(Math.abs((all.f1 as number) - py.f1!)).toBeLessThanOrEqual(0.001);
      expect(Math.abs((all.snippetF1 as number) - py.snippetF1!)).toBeLessThanOrEqual(0.001);
    }
  });

  it('--lang zh runs only the Chinese pages and prints a table with median ms/page', () => {
    const r = cedst(['eval', set, '-m', 'cedst', '--lang', 'zh']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^dataset\s+lang\s+method\s+pages\s+precision\s+recall\s+F1\s+token F1\s+snippet F1\s+ms\/page\s+scored$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^fixture-set\\s+zh\\s+cedst\\s+${fixtureNames().filter((n) => n.startsWith('zh')).length}\\s`));
    expect(r.stderr).toMatch(/^fixture-set: \d+ pages in [\d.]+ s$/m);
  });

  it('rejects an unknown method and a folder without gold, with one line and exit 2', () => {
    const bad = cedst(['eval', set, '--method', 'cedst,nope']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^cedst: unknown method nope \(known: cedst\+, cedst, cedst-nc, cedst-tf.*, all\)\n$/);
    expect(bad.stdout).toBe('');
    const none = cedst(['eval', join(ROOT, 'fixtures')]);
    expect(none.status).toBe(2);
    expect(none.stderr).toBe(`cedst: ${join(ROOT, 'fixtures')} is not a dataset folder (no ground-truth.json)\n`);
  });
});
