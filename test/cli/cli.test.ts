// @module-tag slow
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closedForm } from '../../src/pipeline/evidence/dempster.js';
import type { Extraction } from '../../src/core/types.js';
import { cedst } from '../support/cli.js';

const EN = 'fixtures/en-city-council/page.html';
const ZH = 'fixtures/zh-xinhua-economy/page.html';
const tmp = mkdtempSync(join(tmpdir(), 'cedst-cli-'));

describe('cedst inspect --json', () => {
  for (const fixture of [EN, ZH]) {
    for (const method of ['cedst', 'cedst-nc', 'cedst-tf'] as const) {
      it(`masses sum to 1 and fuse to the closed form (${method}, ${fixture.split('/')[1]})`, () => {
        const r = cedst(['inspect', fixture, '--json', '--method', method]);
        expect(r.status).toBe(0);
        const result = JSON.parse(r.stdout) as Extraction;
        expect(result.method).toBe(method);
        expect(result.units!.length).toBeGreaterThan(20);
        const expectedFeatures = { cedst: 4, 'cedst-nc': 3, 'cedst-tf': 1 }[method];
        for (const u of result.units!) {
          const masses = Object.entries(u.masses);
          expect(masses).toHaveLength(expectedFeatures);
          for (const [, m] of masses) expect(Math.abs(m!.news + m!.notNews + m!.theta - 1)).toBeLessThan(1e-9);
          expect(Math.abs(u.fused.news + u.fused.notNews + u.fused.theta - 1)).toBeLessThan(1e-9);
          const pos = masses.filter(([f]) => f !== 'href').map(([f]) => ({ h: u.features[f as 'topic'], w: 0.9 }));
          const neg = masses.filter(([f]) => f === 'href').map(() => ({ h: u.features.href, w: 0.9 }));
          const oracle = closedForm(pos, neg);
          expect(u.fused.news).toBeCloseTo(oracle.news, 12);
          expect(u.fused.notNews).toBeCloseTo(oracle.notNews, 12);
          expect(u.fused.theta).toBeCloseTo(oracle.theta, 12);
          expect(u.content).toBe(u.smoothed >= result.threshold - 1e-12);
        }
      });
    }
  }
});

describe('cedst inspect (table)', () => {
  it('prints an aligned table with the threshold and the topics', () => {
    const r = cedst(['inspect', EN, '-m', 'cedst']);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^\s*#\s+path\s+text\s+words\s+h_topic\s+h_clus\s+h_var\s+h_href\s+m\(N\)\s+smooth\s+news$/);
    const json = JSON.parse(cedst(['inspect', EN, '-m', 'cedst', '--json']).stdout) as Extraction;
    const rows = lines.slice(1, 1 + json.units!.length);
    // Every row puts the fused value in the same column as the header's m(N).
    // Numeric columns are right-aligned: a value ends where its header ends.
    const end = lines[0]!.indexOf('m(N)') + 4;
    for (const [i, row] of rows.entries()) expect(row.slice(end - 6, end).trim()).toBe(json.units![i]!.fused.news.toFixed(3));
    expect(r.stdout).toContain(`threshold t* = ${json.threshold.toFixed(1)}`);
    expect(r.stdout).toMatch(/topics \(\d+, heaviest first\):/);
  });

  it("lists cedst+'s readings with their predicted gain and F1, and marks the one taken", () => {
    const r = cedst(['inspect', EN]);
    const json = JSON.parse(cedst(['inspect', EN, '--json']).stdout) as Extraction;
    const reading = json.reading!;
    const at = r.stdout.indexOf(`readings (confidence ${reading.confidence.toFixed(3)}; * the one taken):`);
    expect(at).toBeGreaterThan(0);
    const listed = r.stdout
      .slice(at)
      .split('\n')
      .slice(1, 1 + Object.keys(reading.gains).length);
    expect(listed.map((l) => l.trim().split(/\s+/))).toEqual(
      Object.entries(reading.gains).map(([kind, g]) => [
        ...(kind === reading.chosen ? ['*'] : []),
        kind,
        'gain',
        (g >= 0 ? '+' : '') + g.toFixed(3),
        'predicted',
        'F1',
        reading.predicted[kind]!.toFixed(3),
      ]),
    );
  });
});

describe('cedst extract', () => {
  it('reads stdin with -', () => {
    const r = cedst(['extract', '-'], '<html><body><article><p>Hello from standard input, a paragraph long enough to matter.</p></article></body></html>');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Hello from standard input');
  });

  it('prints every field as JSON with --format json', () => {
    const r = cedst(['extract', EN, '--format', 'json']);
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout) as Extraction;
    expect(Object.keys(result).sort()).toEqual([
      'author',
      'authors',
      'blocks',
      'confidence',
      'date',
      'description',
      'image',
      'lang',
      'method',
      'modified',
      'ogTitle',
      'pageType',
      'pageTypeConfidence',
      'paragraphs',
      'publisher',
      'seoTitle',
      'siteName',
      'text',
      'threshold',
      'title',
      'url',
    ]);
    expect(result.authors).toEqual(['Marisol Okafor']);
    expect(result.pageType).toBe('article');
    expect(result.modified).toBe('2023-03-09T06:15:00-05:00');
    // The headline shown, beside the <title> as written and og:title.
    expect(result.seoTitle).toBe('Port Alder council approves Linwood rail yard rezoning, clearing way for 1,200 homes - Port Alder Courier');
    expect(result.ogTitle).toBe(result.title);
    // JSON-LD's publisher, an organisation.
    expect(result.publisher).toBe('Port Alder Courier');
    expect(result.lang).toBe('en');
    expect(result.text).toBe(result.paragraphs.join('\n'));
  });

  it('runs all three methods', () => {
    for (const method of ['cedst', 'cedst-nc', 'cedst-tf']) {
      const r = cedst(['extract', ZH, '--method', method, '--format', 'json']);
      expect(r.status).toBe(0);
      expect((JSON.parse(r.stdout) as Extraction).method).toBe(method);
    }
  });

  it('rejects an unknown option with one line on stderr', () => {
    const r = cedst(['extract', EN, '--frobnicate']);
    expect(r.status).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain("unknown option '--frobnicate'");
  });

  it('rejects a bad option value', () => {
    const r = cedst(['extract', EN, '--method', 'magic']);
    expect(r.status).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    const g = cedst(['extract', EN, '--gamma', '-1']);
    expect(g.status).toBe(2);
    expect(g.stderr.trim()).toBe('cedst: gamma must be an integer from 0 to 1000 (got -1)');
  });

  it('reports a missing file', () => {
    const r = cedst(['extract', 'no/such/page.html']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('cedst: cannot read no/such/page.html: no such file');
    expect(r.stdout).toBe('');
  });

  it('rejects input that is not HTML', () => {
    const junk = join(tmp, 'junk.bin');
    writeFileSync(junk, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    const r = cedst(['extract', junk]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(`cedst: ${junk} does not look like HTML`);
    const text = join(tmp, 'notes.txt');
    writeFileSync(text, 'just some plain text, no markup at all\n');
    expect(cedst(['inspect', text]).stderr.trim()).toBe(`cedst: ${text} does not look like HTML`);
    const empty = join(tmp, 'empty.html');
    writeFileSync(empty, '');
    expect(cedst(['extract', empty]).stderr.trim()).toBe(`cedst: ${empty} is empty`);
  });

  it('decodes a page by its declared charset', () => {
    const gbk = join(tmp, 'gbk.html');
    // "新闻" in GBK, declared by the meta tag.
    writeFileSync(gbk, Buffer.concat([Buffer.from('<html><head><meta charset="gb2312"></head><body><p>'), Buffer.from([0xd0, 0xc2, 0xce, 0xc5]), Buffer.from('</p></body></html>')]));
    const r = cedst(['extract', gbk, '--format', 'json']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as Extraction).text).toBe('新闻');
  });
});
