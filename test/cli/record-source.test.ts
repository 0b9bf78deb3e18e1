// @module-tag slow
// Two meanings of `source`: in a record (a `batch` line, a line of `extract -f json` over several
// files) it is where the record came from, the path; in an extraction it is the outlet the page
// credits (来源：…, "Source: …"). A record keeps its own and carries the outlet as
// `credited_source`, so neither is lost; one page's `extract -f json` keeps the library's fields.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { batchLines, cedst, ROOT } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-record-source-'));
// 来源：桐溪晚报 in the page's info line.
const ZH = join(ROOT, 'fixtures', 'zh-local-traffic', 'page.html');
// No credit line: no outlet.
const PLAIN = join(ROOT, 'fixtures', 'en-city-council', 'page.html');
// Written for this test: a short story whose info line credits a wire.
const EN = join(tmp, 'ferry.html');
writeFileSync(
  EN,
  '<html><head><title>Ferry fares rise</title></head><body>\n' +
    '<div class="meta"><span>May 3, 2024</span> <span>Source: Harbor Wire</span></div>\n' +
    '<article><h1>Ferry fares rise</h1>\n' +
    '<p>Fares on the island ferries will rise by ten percent from June, the operator said on Friday, citing the cost of fuel and repairs to two of its older boats.</p>\n' +
    '<p>Commuters who buy a monthly pass will pay four dollars more, while single tickets rise by fifty cents. The operator said the money would go towards a new terminal.</p>\n' +
    '</article></body></html>\n',
);

describe('a record keeps its source and the page credits its outlet', () => {
  it('the library reads the outlets the records below must carry', () => {
    expect(extract(readFileSync(EN, 'utf8')).source).toBe('Harbor Wire');
    expect(extract(readFileSync(ZH, 'utf8')).source).toBe('桐溪晚报');
    expect(extract(readFileSync(PLAIN, 'utf8')).source).toBeUndefined();
  });

  it('extract -f json with several files: source is the path, credited_source the outlet', () => {
    const r = cedst(['extract', '-f', 'json', EN, ZH, PLAIN]);
    expect(r.status).toBe(0);
    const lines = batchLines(r.stdout);
    expect(lines.map((l) => l.source)).toEqual([EN, ZH, PLAIN]);
    expect(lines.map((l) => l.credited_source)).toEqual(['Harbor Wire', '桐溪晚报', undefined]);
    expect(Object.keys(lines[0]!)[0]).toBe('source');
    expect(lines[2]).not.toHaveProperty('credited_source');
  });

  it('extract -f json with one file prints the extraction as it is: source is the outlet', () => {
    const one = JSON.parse(cedst(['extract', '-f', 'json', EN]).stdout) as Record<string, unknown>;
    expect(one.source).toBe('Harbor Wire');
    expect(one).not.toHaveProperty('credited_source');
  });

  it('batch over a folder: each record has its path in source and the outlet in credited_source', () => {
    const d = join(tmp, 'pages');
    mkdirSync(d);
    copyFileSync(EN, join(d, 'a.html'));
    copyFileSync(ZH, join(d, 'b.html'));
    copyFileSync(PLAIN, join(d, 'c.html'));
    for (const format of ['text', 'json'] as const) {
      const r = cedst(['batch', d, '--workers', '1', '--format', format]);
      expect(r.status).toBe(0);
      const out = batchLines(r.stdout);
      expect(out.map((l) => l.source)).toEqual(['a', 'b', 'c'].map((n) => join(d, `${n}.html`)));
      expect(
        out.map((l) => l.credited_source),
        format,
      ).toEqual(['Harbor Wire', '桐溪晚报', undefined]);
      expect(out[2]).not.toHaveProperty('credited_source');
    }
  });
});
