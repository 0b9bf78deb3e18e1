// @module-tag slow
// Smaller faults of `cedst batch`: a record's id and address keep
// no NUL and no lone surrogate (every string of a record is cleaned, docs/batch.md), an output whose
// first line starts with a byte-order mark is resumed without writing that record again, and a
// lock path that is a directory is a clear error, not a raw EISDIR.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchLines, cedst } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-round-five-'));
const page = (w: string) => `<html><head><title>${w}</title></head><body><article><p>${w} is the one paragraph of this small page, long enough to be kept.</p></article></body></html>`;

describe('cedst batch: clean ids, a byte-order mark on resume, a lock directory', () => {
  it('cleans a record id and url of NULs and lone surrogates, and --resume reads them back', () => {
    const file = join(tmp, 'ids.jsonl');
    const recs = [
      { id: 'a\u0000b\ud800c', url: 'http://x.test/\u0000p\udc00q', html: page('First') },
      { id: 'plain', html: page('Second') },
    ];
    writeFileSync(file, `${recs.map((r) => JSON.stringify(r)).join('\n')}\n`);
    const r = cedst(['batch', file, '-w', '1']);
    const out = batchLines(r.stdout);
    expect(out.map((l) => [l.id, l.url])).toEqual([
      ['ab\ufffdc', 'http://x.test/p\ufffdq'],
      ['plain', undefined],
    ]);
    expect(r.stdout).not.toMatch(/\\u0000|\\ud[89a-f]/i);
    // An output that holds the first record: --resume adds the second only.
    const resumed = join(tmp, 'ids-out.jsonl');
    writeFileSync(resumed, `${r.stdout.split('\n')[0]}\n`);
    expect(cedst(['batch', file, '-w', '1', '-o', resumed, '--resume']).status).toBe(0);
    expect(batchLines(readFileSync(resumed, 'utf8')).map((l) => l.id)).toEqual(['ab\ufffdc', 'plain']);
  });

  it('resumes an output whose first line starts with a byte-order mark without writing that record twice', () => {
    const file = join(tmp, 'bom.jsonl');
    writeFileSync(file, `${['One', 'Two', 'Three'].map((w) => JSON.stringify({ id: w, html: page(w) })).join('\n')}\n`);
    const full = cedst(['batch', file, '-w', '1']).stdout.split('\n');
    const out = join(tmp, 'bom-out.jsonl');
    writeFileSync(out, `\ufeff${full[0]}\n${full[1]}\n`);
    const again = cedst(['batch', file, '-w', '1', '-o', out, '--resume']);
    expect(again.status).toBe(0);
    expect(batchLines(readFileSync(out, 'utf8').replace(/^\ufeff/, '')).map((l) => l.id)).toEqual(['One', 'Two', 'Three']);
  });

  it('a lock path that is a directory is a clear error (code 2), not a raw EISDIR', () => {
    const file = join(tmp, 'one.jsonl');
    writeFileSync(file, `${JSON.stringify({ id: 'one', html: page('One') })}\n`);
    const out = join(tmp, 'locked-out.jsonl');
    mkdirSync(`${out}.lock`);
    const r = cedst(['batch', file, '-w', '1', '-o', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`cedst: cannot take the lock file ${out}.lock: it is a directory, not a lock file; remove it or write the output elsewhere\n`);
  });
});
