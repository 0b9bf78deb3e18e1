// @module-tag slow
// The smaller faults of `cedst batch`: a too-large JSONL line keeps its id, duplicate ids
// get distinct ids (the same under --resume), NULs and lone surrogates never reach the output,
// binary stdin is not a list of paths, and --workers is bounded.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchLines, cedst } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-small-'));
const page = (w: string) => `<html><head><title>${w}</title></head><body><article><p>${w} is the one paragraph of this small page, long enough to be kept.</p></article></body></html>`;
const lines = batchLines;

describe('cedst batch: smaller faults', () => {
  it('a JSONL line over --max-bytes keeps its id', () => {
    const file = join(tmp, 'big.jsonl');
    writeFileSync(file, `${JSON.stringify({ id: 'small', html: page('Small') })}\n${JSON.stringify({ id: 'big-one', url: 'http://x.test/', html: page('x'.repeat(5000)) })}\n`);
    const r = cedst(['batch', file, '-w', '1', '--max-bytes', '2000']);
    expect(lines(r.stdout).map((l) => [l.id, l.error?.code ?? 'ok'])).toEqual([
      ['small', 'ok'],
      ['big-one', 'too_large'],
    ]);
  });

  it('a repeated id is made distinct with its source, the same way under --resume', () => {
    const file = join(tmp, 'dup.jsonl');
    const recs = ['A', 'B', 'C'].map((w) => JSON.stringify({ id: 'same', html: page(w) }));
    writeFileSync(file, recs.join('\n') + '\n');
    const full = lines(cedst(['batch', file, '-w', '1']).stdout);
    expect(full.map((l) => [l.id, l.title])).toEqual([
      ['same', 'A'],
      [`same (${file}:2)`, 'B'],
      [`same (${file}:3)`, 'C'],
    ]);
    // An interrupted run that wrote the first two lines: --resume adds exactly the third.
    const out = join(tmp, 'dup-out.jsonl');
    writeFileSync(out, cedst(['batch', file, '-w', '1']).stdout.split('\n').slice(0, 2).join('\n') + '\n');
    const again = cedst(['batch', file, '-w', '1', '-o', out, '--resume']);
    expect(again.status).toBe(0);
    // Records carry no timings (batch writes `ms` only with --timings): the resumed file is the full run.
    expect(lines(readFileSync(out, 'utf8'))).toEqual(full);
  });

  it('strips NULs and lone surrogates from the text', () => {
    const file = join(tmp, 'nul.jsonl');
    writeFileSync(file, JSON.stringify({ id: 'nul', html: page('Nul\u0000 and \ud800 lone surrogate, in a paragraph long enough that one NUL is not binary data. '.repeat(4)) }) + '\n');
    const [rec] = lines(cedst(['batch', file, '-w', '1']).stdout);
    expect(rec!.text).not.toMatch(/[\u0000\ud800-\udfff]/);
    expect(rec!.title).not.toMatch(/[\u0000\ud800-\udfff]/);
    expect(rec!.text).toContain('and');
  });

  it('binary data on stdin is one not_html record, not a list of paths', () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    junk[0] = 0x41; // not gzip, not '<', not '{'
    const r = cedst(['batch', '-', '-w', '1'], junk);
    expect(r.status).toBe(0);
    expect(lines(r.stdout).map((l) => [l.id, l.error?.code])).toEqual([['-', 'not_html']]);
  });

  it('bounds --workers', () => {
    const max = Math.max(8, 4 * availableParallelism());
    const r = cedst(['batch', tmp, '--workers', String(max + 1)]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`cedst: --workers must be an integer from 1 to ${max} (got ${max + 1})\n`);
  });
});
