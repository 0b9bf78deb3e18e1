// A glob pattern's walk within a bound (src/input/archives/glob.ts): its matches sorted, a link
// back to the top walked once, and a walk past the bound stopped with an error that says why and
// what to give instead; batch's readers turn that error into one read_error record for the pattern
// (a pattern over / or /proc ended the batch with a heap abort and no line).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { expandGlob } from '../../src/input/archives/glob.js';
import { readRecords } from '../../src/input/records.js';
import { shardItems } from '../../src/cli/batch/shard.js';
import type { InputRecord } from '../../src/core/types.js';

// The readers' bound, made small: 100 entries.
vi.mock('../../src/input/archives/glob.js', async (original) => {
  const real = await original<typeof import('../../src/input/archives/glob.js')>();
  return { ...real, expandGlob: (pattern: string, max = 100) => real.expandGlob(pattern, max) };
});

/** 12 folders of 10 pages (132 entries with the folders), and a link from inside back to the top. */
const top = mkdtempSync(join(tmpdir(), 'cedst-glob-'));
const pages: string[] = [];
for (let d = 0; d < 12; d++) {
  mkdirSync(join(top, `d${d}`));
  for (let f = 0; f < 10; f++) {
    const path = join(top, `d${d}`, `p${f}.html`);
    writeFileSync(path, `<p>${d} ${f}</p>`);
    pages.push(path);
  }
}
symlinkSync(top, join(top, 'd0', 'back-to-top'));
const pattern = join(top, '**', '*.html');
const why = `its walk passed 100 entries (a pattern over / or /proc?): give a narrower pattern, or the directory itself, which is walked without a bound`;

describe('expandGlob', () => {
  it('gives every match, sorted, within its bound; through the link back to the top once', async () => {
    const viaLink = pages.map((p) => join(top, 'd0', 'back-to-top', p.slice(top.length + 1)));
    // Following the link, fdir also reads the directories above the tree (the temporary folder,
    // whose entries depend on the machine), so this bound is far above what the tree holds.
    expect(await expandGlob(pattern, 1_000_000)).toEqual([...pages, ...viaLink].sort());
    expect(await expandGlob(join(top, 'd1', '*.html'), 1_000_000)).toEqual(pages.slice(10, 20).sort());
  });

  it('stops a walk that passes its bound, saying why', async () => {
    await expect(expandGlob(pattern, 100)).rejects.toThrow(why);
  });
});

describe('a pattern past the bound in batch input', () => {
  it('is one read_error record, as an argument and as a line of an input list', async () => {
    const recs: InputRecord[] = [];
    for await (const r of readRecords([pattern, join(top, 'd1', 'p1.html')], { maxBytes: 1_000_000 })) recs.push(r);
    expect(recs.map((r) => [r.id, r.error])).toEqual([
      [pattern, { code: 'read_error', message: `cannot expand ${pattern}: ${why}` }],
      [join(top, 'd1', 'p1.html'), undefined],
    ]);
    const list = join(top, 'list.txt');
    writeFileSync(list, `${pattern}\n${join(top, 'd2', 'p2.html')}\n`);
    const items = [];
    for await (const item of shardItems([], list, { index: 0, count: 1 }, false)) items.push(item);
    expect(items).toEqual([{ id: pattern, source: pattern, error: { code: 'read_error', message: `cannot expand ${pattern} (${list}:1): ${why}` } }, join(top, 'd2', 'p2.html')]);
  });
});
