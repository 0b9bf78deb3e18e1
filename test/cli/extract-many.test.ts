// @module-tag slow
// `cedst extract` on several files: how the outputs are told apart, what a bad file does, and the
// exit code; `--output`; `--precision` / `--recall` and what they set.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { formatArticle } from '../../src/output/index.js';
import { PRESETS, resolveOptions } from '../../src/options/resolve.js';
import type { Extraction } from '../../src/core/types.js';
import { cedst, ROOT } from '../support/cli.js';

const EN = join(ROOT, 'fixtures', 'en-city-council', 'page.html');
const ZH = join(ROOT, 'fixtures', 'zh-tw-typhoon', 'page.html');
const tmp = mkdtempSync(join(tmpdir(), 'cedst-many-'));
const MISSING = join(tmp, 'missing.html');
const one = (file: string, format: 'text' | 'markdown' | 'html') => formatArticle(extract(readFileSync(file, 'utf8')), format);

describe('cedst extract with several files', () => {
  it('json: one object per line, each with its source, in the order given', () => {
    const r = cedst(['extract', '-f', 'json', EN, ZH]);
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const [a, b] = lines.map((l) => JSON.parse(l) as Extraction & { source: string });
    expect(Object.keys(a!)[0]).toBe('source');
    expect([a!.source, b!.source]).toEqual([EN, ZH]);
    expect([a!.lang, b!.lang]).toEqual(['en', 'zh']);
    expect(a!.text).toBe(extract(readFileSync(EN, 'utf8')).text);
  });

  it('text and markdown: a "==> FILE <==" line before each article, a blank line between', () => {
    for (const format of ['text', 'markdown'] as const) {
      const r = cedst(['extract', '-f', format, EN, ZH]);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(`==> ${EN} <==\n${one(EN, format)}\n==> ${ZH} <==\n${one(ZH, format)}`);
    }
  });

  it('html: each document after a comment that names its file', () => {
    const r = cedst(['extract', '-f', 'html', EN, ZH]);
    expect(r.stdout).toBe(`<!-- ==> ${EN} <== -->\n${one(EN, 'html')}<!-- ==> ${ZH} <== -->\n${one(ZH, 'html')}`);
  });

  it('a bad file: one line on stderr, the others print, exit 2 at the end', () => {
    const r = cedst(['extract', EN, MISSING, ZH]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`cedst: cannot read ${MISSING}: no such file\n`);
    expect(r.stdout).toBe(`==> ${EN} <==\n${one(EN, 'text')}\n==> ${ZH} <==\n${one(ZH, 'text')}`);
    const json = cedst(['extract', '-f', 'json', MISSING, EN]);
    expect(json.status).toBe(2);
    expect(
      json.stdout
        .trimEnd()
        .split('\n')
        .map((l) => (JSON.parse(l) as { source: string }).source),
    ).toEqual([EN]);
  });

  it('one file prints as it always did: no header, pretty JSON', () => {
    expect(cedst(['extract', EN]).stdout).toBe(one(EN, 'text'));
    expect(cedst(['extract', '-f', 'json', EN]).stdout).toBe(JSON.stringify(extract(readFileSync(EN, 'utf8')), null, 2) + '\n');
  });

  it('reads stdin once among files, and refuses it twice', () => {
    const r = cedst(['extract', '-', ZH], readFileSync(EN));
    expect(r.stdout.startsWith(`==> stdin <==\n${one(EN, 'text')}\n==> ${ZH} <==\n`)).toBe(true);
    const twice = cedst(['extract', '-', '-'], '<p>x</p>');
    expect(twice.status).toBe(2);
    expect(twice.stderr).toBe('cedst: stdin (-) can be read only once\n');
  });

  it('--output writes the same bytes to a file and nothing to stdout', () => {
    const file = join(tmp, 'out.md');
    const r = cedst(['extract', '-f', 'markdown', '-o', file, EN, ZH]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(cedst(['extract', '-f', 'markdown', EN, ZH]).stdout);
    const bad = cedst(['extract', '-o', join(tmp, 'no', 'such', 'dir.txt'), EN]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe(`cedst: cannot write ${join(tmp, 'no', 'such', 'dir.txt')}: no such directory\n`);
  });
});

describe('--precision and --recall', () => {
  it('resolve to the documented preset, under any option given beside it', () => {
    const p = resolveOptions({ focus: 'precision' });
    expect(p.plus).toMatchObject({ ...PRESETS.precision.plus, regionFloor: 0.6, maxLinkShare: 0.2 });
    expect(p.plus.edgeWords).toBe(50);
    expect(p.plus.regionSiblings).toBe(false);
    expect(resolveOptions({ focus: 'recall' }).plus.edgeWords).toBe(0);
    expect(resolveOptions({ focus: 'recall', plus: { edgeWords: 12 } }).plus).toMatchObject({ edgeWords: 12, maxLinkShare: 0.8, regionFloor: 0.4 });
    expect(resolveOptions({}).plus.edgeWords).toBe(30);
    expect(() => resolveOptions({ focus: 'speed' as 'recall' })).toThrow('focus must be one of balanced, precision, recall (got "speed")');
  });

  it('are flags of extract, inspect and eval, and exclude each other', () => {
    const page = join(tmp, 'edges.html');
    // A short line in a group of its own at the article's edge: the default trims it (edgeWords 30),
    // recall (edgeWords 0) keeps it.
    const para = 'The harbour board met on Tuesday and agreed, after a long debate, to rebuild the north pier before the winter storms arrive in the bay. ';
    writeFileSync(
      page,
      `<html><head><title>Pier rebuilt</title></head><body><article><div class="photo"><p>Photo: the north pier in March</p></div><p>${para.repeat(3)}</p><p>${para.repeat(2)}</p></article></body></html>`,
    );
    const lines = (args: string[]) =>
      cedst(['extract', ...args, page])
        .stdout.trimEnd()
        .split('\n');
    expect(lines([])).not.toContain('Photo: the north pier in March');
    expect(lines(['--recall'])).toContain('Photo: the north pier in March');
    expect(lines(['--focus', 'recall'])).toEqual(lines(['--recall']));
    const both = cedst(['extract', '--precision', '--recall', page]);
    expect(both.status).toBe(2);
    expect(both.stderr).toBe("cedst: option '--precision' cannot be used with option '--recall'\n");
    expect(cedst(['inspect', '--recall', '--json', page]).status).toBe(0);
    expect(cedst(['eval', '--help']).stdout).toMatch(/--precision {2,}same as --focus precision/);
  });
});
