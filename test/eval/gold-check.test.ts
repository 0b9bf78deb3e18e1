// `cedst eval` on a ground truth with a null entry failed inside the scorer with a
// raw TypeError ("Cannot read properties of null (reading 'with')"). A gold file is checked as it
// is loaded: an entry that is not an object of the expected fields is an InputError naming it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/eval/dataset.js';
import { loadMetadataGold } from '../../src/eval/metadata-score.js';
import { InputError } from '../../src/input/read.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-gold-'));

function dataset(name: string, gold: unknown): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'html'), { recursive: true });
  writeFileSync(join(dir, 'ground-truth.json'), JSON.stringify(gold));
  return dir;
}

describe('a gold entry that is not an entry', () => {
  it('a null entry, an array, a number body or a with that is no list: an InputError naming the entry', () => {
    const cases: [unknown, string][] = [
      [{ a: { articleBody: 'x' }, b: null }, 'the entry for "b" is null, not an object'],
      [{ a: [] }, 'the entry for "a" is an array, not an object'],
      [{ a: { articleBody: 3 } }, 'the entry for "a": its articleBody is not a string'],
      [{ a: { articleBody: 'x', with: 'word' } }, 'the entry for "a": its with is not a list of strings'],
      [[1, 2], 'it holds an array, not an object of entries by id'],
    ];
    for (const [gold, why] of cases) {
      const dir = dataset(`d${Math.random().toString(36).slice(2)}`, gold);
      const file = join(dir, 'ground-truth.json');
      expect(() => loadDataset(dir), why).toThrow(new InputError(`${file}: ${why}`, 'read_error'));
      expect(() => loadDataset(dir)).toThrow(InputError);
    }
  });

  it('the wrapped form ({version, output}) is checked the same way, and a good file loads', () => {
    const dir = dataset('wrapped', { version: 1, output: { a: { articleBody: 'text', lang: 'en' }, b: null } });
    expect(() => loadDataset(dir)).toThrow(`the entry for "b" is null, not an object`);
    expect(loadDataset(dataset('good', { b: { articleBody: 'two' }, a: { articleBody: 'one', with: ['one'] } })).ids).toEqual(['a', 'b']);
  });

  it('a metadata gold with a null entry: an InputError naming it', () => {
    const file = join(tmp, 'meta.json');
    writeFileSync(file, JSON.stringify({ p1: { lang: 'en', date: null, author: null, editor: null, source: null }, p2: null }));
    expect(() => loadMetadataGold(file)).toThrow(new InputError(`${file}: the entry for "p2" is null, not an object`, 'read_error'));
  });
});
