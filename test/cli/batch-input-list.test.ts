// @module-tag slow
// @module-tag long
// `--input-list` and `--shard` read their inputs as a stream. One list line with a
// NUL before a glob character ended the whole run (exit 1, nothing written); the whole list (and
// every file of every directory it named) was held in the main thread's heap, sorted and
// de-duplicated, so that a long list ended in SIGABRT with no output, and `file://` lines were
// silently rewritten. Now a bad line is one error record, order and duplicates are kept, a
// `file:` line is read as the file it names under the id as written, shard i of n takes every
// n-th item, and the main thread's memory does not follow the list.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { batchLines, cedst, ROOT } from '../support/cli.js';

const EN = join(ROOT, 'fixtures/en-city-council/page.html');
const BIN = join(ROOT, 'bin/cedst.js');
const tmp = mkdtempSync(join(tmpdir(), 'cedst-list-'));
const dir = join(tmp, 'pages');
mkdirSync(dir);
for (const name of ['a.html', 'b.html', 'c.html']) copyFileSync(EN, join(dir, name));
const [a, b, c] = ['a.html', 'b.html', 'c.html'].map((n) => join(dir, n)) as [string, string, string];

describe('--input-list', () => {
  it('a bad line is one error record; order, duplicates and file: lines are kept as given', () => {
    const list = join(tmp, 'list.txt');
    const url = pathToFileURL(b).href;
    const lines = [b, `${dir}/\0*.html`, url, '# a comment', '', a, join(tmp, 'missing.html'), '-', b, `${dir}/[z-a].html`];
    writeFileSync(list, lines.join('\n'));
    const r = cedst(['batch', '--input-list', list, '-w', '1', '--max-bytes', '100']);
    expect(r.status).toBe(0);
    const out = batchLines(r.stdout).map((l) => [l.id, l.source, l.error?.code]);
    expect(out).toEqual([
      [b, b, 'too_large'],
      // Id and source without the NUL: every string of a record is cleaned.
      [`${dir}/*.html`, `${dir}/*.html`, 'read_error'],
      [url, url, 'too_large'],
      [a, a, 'too_large'],
      [join(tmp, 'missing.html'), join(tmp, 'missing.html'), 'read_error'],
      [`${list}:8`, `${list}:8`, 'read_error'],
      [`${b} (${b})`, b, 'too_large'],
      [`${dir}/[z-a].html`, `${dir}/[z-a].html`, 'read_error'],
    ]);
    expect(batchLines(r.stdout)[1]!.error!.message).toMatch(/a path cannot hold a NUL byte/);
    expect(r.stderr).toMatch(/^cedst: 8 records: 0 ok, 4 read_error, 4 too_large/m);
  });

  it('--shard i/n takes every n-th file of the list in order; the shards together are the single run', () => {
    const list = join(tmp, 'shards.txt');
    writeFileSync(list, [c, dir, a, b, a].join('\n'));
    // The items: c, a, b, c (the walk of dir), a, b, a.
    const items = [c, a, b, c, a, b, a];
    const single = batchLines(cedst(['batch', '--input-list', list, '-w', '1', '--max-bytes', '100']).stdout);
    expect(single.map((l) => l.source)).toEqual(items);
    const parts = [0, 1, 2].map((i) => batchLines(cedst(['batch', '--input-list', list, '--shard', `${i}/3`, '-w', '1', '--max-bytes', '100']).stdout));
    parts.forEach((p, i) => expect(p.map((l) => l.source)).toEqual(items.filter((_, k) => k % 3 === i)));
    expect(parts.flat().length).toBe(single.length);
  });

  it('--resume with a list carries on where a cut output stopped and ends with the full run', () => {
    const list = join(tmp, 'resume.txt');
    writeFileSync(list, [a, b, a, c, b, a].join('\n'));
    const full = join(tmp, 'full.jsonl');
    expect(cedst(['batch', '--input-list', list, '-w', '1', '--max-bytes', '100', '-o', full]).status).toBe(0);
    const text = readFileSync(full, 'utf8');
    const cut = join(tmp, 'cut.jsonl');
    writeFileSync(cut, text);
    // Three whole lines and part of the fourth.
    truncateSync(cut, text.split('\n').slice(0, 3).join('\n').length + 1 + 20);
    const r = cedst(['batch', '--input-list', list, '-w', '1', '--max-bytes', '100', '-o', cut, '--resume']);
    expect(r.status).toBe(0);
    expect(readFileSync(cut, 'utf8')).toBe(text);
  });

  it('a 44 MB list of 200,000 lines runs in a main thread of 48 MB of heap (it was held whole, and sorted)', () => {
    const list = join(tmp, 'long.txt');
    // Long lines (a path through 100 `./`) naming two files over and over.
    const through = `${dir}/${'./'.repeat(100)}`;
    writeFileSync(list, Array.from({ length: 200_000 }, (_, i) => `${through}${i % 2 ? 'a' : 'b'}.html\n`).join(''));
    const out = join(tmp, 'long.jsonl');
    const r = spawnSync(process.execPath, ['--max-old-space-size=48', BIN, 'batch', '--input-list', list, '--shard', '0/1000', '-w', '1', '--max-bytes', '100', '-o', out], { encoding: 'utf8' });
    expect(r.stderr).toMatch(/^cedst: 200 records: 0 ok, 200 too_large/m);
    expect(r.status).toBe(0);
    const lines = batchLines(readFileSync(out, 'utf8'));
    expect(lines.map((l) => l.source)).toEqual(Array.from({ length: 200 }, (_, k) => `${through}${(k * 1000) % 2 ? 'a' : 'b'}.html`));
  });
});
