// @module-tag slow
// `cedst batch --shard i/n`, `--input-list` and `-o DIR/`: shard i of n takes every n-th file of
// the inputs in order, so that the parts together are the single run; each part is written
// through a temporary name with a manifest, skipped once finished unless --force.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { digestItems, listLines, parseShard, shardItems } from '../../src/cli/batch/shard.js';
import { cedst } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-shard-'));
// Pages written for this test: each a short article with its own words.
const WORDS = ['harbour', 'orchard', 'library', 'railway', 'festival', 'bridge', 'market'];
const page = (w: string, i: number): string =>
  `<html><head><title>The ${w} story</title></head><body><article><p>Reporters visited the ${w} on day ${i} and wrote down what the neighbours said about it.</p><p>The ${w} is expected to reopen next month, officials said.</p></article></body></html>`;

function pages(): { dir: string; files: string[] } {
  const dir = join(tmp, 'pages');
  mkdirSync(join(dir, 'sub'), { recursive: true });
  const files: string[] = [];
  WORDS.forEach((w, i) => {
    const f = join(dir, i % 2 ? 'sub' : '', `${i}-${w}.html`);
    writeFileSync(f, page(w, i));
    files.push(f);
  });
  writeFileSync(join(dir, 'notes.txt'), 'not read: not a page');
  return { dir, files };
}

describe('shard helpers', () => {
  it('parseShard takes i/n with 0 <= i < n', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const bad of ['3/3', '1/0', '-1/2', 'a/b', '1']) expect(() => parseShard(bad)).toThrow(/--shard must be i\/n/);
  });

  it('shardItems: the walk of a directory in order, every n-th item to shard i; listLines streams plain and .gz lists', async () => {
    const { dir, files } = pages();
    // The reader's walk order: a directory's files before its subdirectory's (by name).
    const walk = [0, 2, 4, 6, 1, 3, 5].map((i) => files[i]!);
    const all = async (i: number, n: number): Promise<unknown[]> => {
      const out: unknown[] = [];
      for await (const item of shardItems([dir, files[3]!], undefined, { index: i, count: n }, false)) out.push(item);
      return out;
    };
    expect(await all(0, 1)).toEqual([...walk, files[3]]);
    expect(await all(1, 3)).toEqual([walk[1], walk[4], files[3]]);
    const list = join(tmp, 'list.txt.gz');
    writeFileSync(list, gzipSync(`# a comment\n${files[1]}\r\n\n${files[0]}\n`));
    const lines: unknown[] = [];
    for await (const line of listLines(list)) lines.push(line);
    expect(lines).toEqual([
      { at: `${list}:2`, input: files[1] },
      { at: `${list}:4`, input: files[0] },
    ]);
    const digest = await digestItems(shardItems([dir], undefined, { index: 0, count: 1 }, false));
    expect(digest).toEqual({
      items: 7,
      sha256: createHash('sha256')
        .update(walk.map((f) => `${f}\n`).join(''))
        .digest('hex'),
    });
  });
});

const sha256 = (p: string): string => createHash('sha256').update(readFileSync(p)).digest('hex');

describe('cedst batch -o DIR/ --shard', () => {
  it('3 parts that together are the single run, each with a manifest; a finished part is skipped unless --force', () => {
    const { dir } = pages();
    const single = cedst(['batch', dir, '-w', '1']);
    expect(single.status).toBe(0);
    expect(single.stdout.split('\n').filter(Boolean)).toHaveLength(7);

    const out = join(tmp, 'out') + '/';
    const list = join(tmp, 'inputs.txt');
    writeFileSync(list, `${dir}\n`);
    for (const i of [0, 1, 2]) {
      // Shard 1 comes from --input-list, the others from the argument: the same list either way.
      const r = cedst(['batch', ...(i === 1 ? ['--input-list', list] : [dir]), '--shard', `${i}/3`, '-w', '1', '-o', out]);
      expect(r.status).toBe(0);
    }
    const names = readdirSync(out).sort();
    expect(names).toEqual(['part-0-of-3.jsonl', 'part-0-of-3.manifest.json', 'part-1-of-3.jsonl', 'part-1-of-3.manifest.json', 'part-2-of-3.jsonl', 'part-2-of-3.manifest.json']);
    // Shard i has the lines k of the single run with k mod 3 = i, in order.
    const lines = single.stdout.split('\n').filter(Boolean);
    for (const i of [0, 1, 2]) expect(readFileSync(join(out, `part-${i}-of-3.jsonl`), 'utf8')).toBe(lines.filter((_, k) => k % 3 === i).join('\n') + '\n');

    const m = JSON.parse(readFileSync(join(out, 'part-1-of-3.manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(m).toEqual({
      part: 1,
      of: 3,
      // The walk: 0, 2, 4, 6, then sub/1, sub/3, sub/5; shard 1 takes the 2nd and the 5th.
      inputs: {
        items: 2,
        sha256: createHash('sha256')
          .update(`${join(dir, '2-library.html')}\n${join(dir, 'sub', '1-orchard.html')}\n`)
          .digest('hex'),
      },
      records: 2,
      counts: { ok: 2 },
      output: 'part-1-of-3.jsonl',
      bytes: statSync(join(out, 'part-1-of-3.jsonl')).size,
      sha256: sha256(join(out, 'part-1-of-3.jsonl')),
    });

    // Rerun: skipped, nothing rewritten.
    const before = statSync(join(out, 'part-1-of-3.jsonl')).mtimeMs;
    const again = cedst(['batch', dir, '--shard', '1/3', '-w', '1', '-o', out]);
    expect(again.status).toBe(0);
    expect(again.stderr).toMatch(/part-1-of-3\.jsonl is finished \(2 records\); skipped/);
    expect(statSync(join(out, 'part-1-of-3.jsonl')).mtimeMs).toBe(before);

    // A killed attempt's temporary file is removed by the next attempt; --force redoes the part
    // byte for byte, and the other parts are untouched.
    writeFileSync(join(out, '.part-1-of-3.jsonl.tmp-99999'), '{"id":"half');
    const others = [0, 2].map((i) => statSync(join(out, `part-${i}-of-3.jsonl`)).mtimeMs);
    const forced = cedst(['batch', dir, '--shard', '1/3', '-w', '1', '-o', out, '--force']);
    expect(forced.status).toBe(0);
    expect(existsSync(join(out, '.part-1-of-3.jsonl.tmp-99999'))).toBe(false);
    expect(readdirSync(out)).toHaveLength(6);
    expect(sha256(join(out, 'part-1-of-3.jsonl'))).toBe(m.sha256);
    expect([0, 2].map((i) => statSync(join(out, `part-${i}-of-3.jsonl`)).mtimeMs)).toEqual(others);

    // A part directory already holding this part for other inputs is refused.
    const other = cedst(['batch', join(dir, '0-harbour.html'), join(dir, '4-festival.html'), '--shard', '1/3', '-w', '1', '-o', out]);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/lists other inputs/);
  });

  it('--gz-out writes part-0-of-1.jsonl.gz whose sha256 is in the manifest', () => {
    const { dir } = pages();
    const out = join(tmp, 'gz') + '/';
    const r = cedst(['batch', dir, '-w', '1', '-o', out, '--gz-out']);
    expect(r.status).toBe(0);
    const gz = join(out, 'part-0-of-1.jsonl.gz');
    const m = JSON.parse(readFileSync(join(out, 'part-0-of-1.manifest.json'), 'utf8')) as { sha256: string; records: number; output: string };
    expect(m).toMatchObject({ sha256: sha256(gz), records: 7, output: 'part-0-of-1.jsonl.gz' });
    expect(gunzipSync(readFileSync(gz)).toString('utf8').split('\n').filter(Boolean)).toHaveLength(7);
    // The manifest names the .gz part: a run without --gz-out is not finished by it.
    const plain = cedst(['batch', dir, '-w', '1', '-o', out]);
    expect(plain.stderr).not.toMatch(/skipped/);
    expect(readFileSync(join(out, 'part-0-of-1.jsonl'), 'utf8')).toBe(gunzipSync(readFileSync(gz)).toString('utf8'));
  });

  it('refuses --gz-out without a directory and --resume with one', () => {
    expect(cedst(['batch', 'x.html', '--gz-out']).stderr).toMatch(/--gz-out and --force need -o DIR\//);
    expect(cedst(['batch', 'x.html', '-o', join(tmp, 'r') + '/', '--resume']).stderr).toMatch(/--resume writes to one file/);
  });
});
