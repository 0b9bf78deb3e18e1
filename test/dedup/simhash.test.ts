// Text fingerprints: the digest ignores spacing only, and the simhash of hand-made texts is near
// for a one-word edit and far for an unrelated text.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hamming, normalizeText, simhash, textDigest, tokens } from '../../src/dedup/simhash.js';
import { mulberry32 } from '../support/random.js';

// Texts written for this test.
const base =
  'The riverside park opened again this spring after workers repaired its paths and benches. ' +
  'Hundreds of cherry trees were planted along the water, and neighbours say the evening crowds of walkers, ' +
  'runners and photographers have not been this large in years. The city plans to light the paths next winter.';
const oneWord = base.replace('Hundreds', 'Thousands');
const other =
  'Shares of the regional bank fell sharply on Tuesday after it reported a quarterly loss and cut its dividend, ' +
  'the first cut since the company was founded. Analysts expect further losses as loan defaults rise in the farm sector.';

describe('textDigest', () => {
  it('is the sha256 of the normalised text, equal for texts that differ only in spacing', () => {
    expect(normalizeText('  a   b\t c \n\n\n d ')).toBe('a b c\nd');
    expect(textDigest('  a   b\t c \n\n\n d ')).toBe(createHash('sha256').update('a b c\nd').digest('hex'));
    expect(textDigest(base)).toBe(textDigest(base.replace(/ /g, '  ') + '\n'));
    expect(textDigest(base)).not.toBe(textDigest(oneWord));
    // NFKC: a full-width letter and its ASCII form are one text.
    expect(textDigest('ＡＢＣ news')).toBe(textDigest('ABC news'));
  });
});

describe('simhash', () => {
  it('tokens: words lower-cased, one token per Han character', () => {
    expect(tokens('Hello, World 2024! 今年春天')).toEqual(['hello', 'world', '2024', '今', '年', '春', '天']);
  });

  it('is 16 hex digits, stable, and near for a one-word edit, far for another text', () => {
    expect(simhash(base)).toMatch(/^[0-9a-f]{16}$/);
    expect(simhash(base)).toBe(simhash(base.toUpperCase()));
    expect(simhash('')).toBe('0000000000000000');
    const near = hamming(simhash(base), simhash(oneWord));
    const far = hamming(simhash(base), simhash(other));
    expect(near).toBeLessThanOrEqual(6);
    expect(far).toBeGreaterThanOrEqual(16);
    // A text and itself with one sentence dropped stay closer than two unrelated texts.
    expect(hamming(simhash(base), simhash(base.replace(/ The city plans.*$/, '')))).toBeLessThan(far);
  });

  it('hamming counts differing bits', () => {
    expect(hamming('0000000000000000', '0000000000000000')).toBe(0);
    expect(hamming('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hamming('8000000000000001', '0000000000000000')).toBe(2);
    expect(hamming('00000000000000ff', '000000000000000f')).toBe(4);
  });
});

describe('tokens on giant words', () => {
  const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
  const before = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{M}\\p{N}])+`, 'gu');

  it('are the tokens of the pattern before, on seeded random text', () => {
    const rnd = mulberry32(12);
    const chars = ['a', 'B', '中', 'あ', 'ア', '\u0301', '7', '٣', ' ', '.', '\u{20000}', 'é', '々', 'ß', 'İ'];
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: Math.floor(rnd() * 40) }, () => chars[Math.floor(rnd() * chars.length)]!).join('');
      expect(tokens(text)).toEqual(text.normalize('NFKC').toLowerCase().match(before) ?? []);
    }
  });

  it('keep a run longer than the pattern takes at once as one word', () => {
    expect(tokens(`${'a'.repeat(65_536)}bc 中${'d'.repeat(65_536)}`).map((t) => t.length)).toEqual([65_538, 1, 65_536]);
    expect(tokens(`${'a'.repeat(65_536)}中`).map((t) => t.length)).toEqual([65_536, 1]);
  });

  it('a word of 19 million letters is one token, not a stack overflow', () => {
    const t = tokens(`one ${'x'.repeat(19_000_000)} two`);
    expect(t.map((w) => w.length)).toEqual([3, 19_000_000, 3]);
    expect(simhash(`one ${'x'.repeat(19_000_000)} two`)).toMatch(/^[0-9a-f]{16}$/);
  });
});
