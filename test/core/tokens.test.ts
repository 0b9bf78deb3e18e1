// The scorer's tokens (src/core/tokens.ts) on giant words. cedst+'s choose stage
// tokenises every unit with them, so a word of 19 million letters reached them in `extract` and
// overflowed V8's regex stack (an extract_error in the heavy fuzz round), as simhash's did before.
import { describe, expect, it } from 'vitest';
import { normaliseForSnippets, scoreTokens } from '../../src/core/tokens.js';
import { extract } from '../../src/index.js';
import { mulberry32 } from '../support/random.js';

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
// The pattern before: the reference scorer's tokens, one unbounded loop per word.
const before = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}_])+`, 'gu');

describe('scoreTokens on giant words', () => {
  it('are the tokens of the pattern before, on seeded random text', () => {
    const rnd = mulberry32(31);
    const chars = ['a', 'B', '_', '中', 'あ', 'ア', '한', '\u0301', '7', '٣', ' ', '.', '\u{20000}', 'é', '々', 'ß', 'İ', '\u3000'];
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: Math.floor(rnd() * 40) }, () => chars[Math.floor(rnd() * chars.length)]!).join('');
      expect(scoreTokens(text)).toEqual(text.match(before) ?? []);
    }
  });

  it('keep a run longer than the pattern takes at once as one word', () => {
    expect(scoreTokens(`${'a'.repeat(65_536)}bc 中${'d'.repeat(65_536)}`).map((t) => t.length)).toEqual([65_538, 1, 65_536]);
    expect(scoreTokens(`${'a'.repeat(65_536)}中`).map((t) => t.length)).toEqual([65_536, 1]);
    expect(scoreTokens(`中${'a'.repeat(131_072)}`).map((t) => t.length)).toEqual([1, 131_072]);
  });

  it('a word of 19 million letters is one token, not a stack overflow', () => {
    expect(scoreTokens(`one ${'x'.repeat(19_000_000)} two`).map((w) => w.length)).toEqual([3, 19_000_000, 3]);
    expect(normaliseForSnippets(`One ${'X'.repeat(19_000_000)}`).length).toBe(19_000_004);
  });

  it('extract on a page holding such a word gives its text (refused by default: maxTextChars)', { tags: ['slow'] }, () => {
    const page = `<html><body><p>one ${'x'.repeat(19_000_000)} two</p></body></html>`;
    expect(() => extract(page)).toThrow(expect.objectContaining({ code: 'too_large', maxTextChars: 1_000_000 }));
    const result = extract(page, { maxTextChars: 20_000_000 });
    expect(result.text).toContain('one');
    expect(result.text.length).toBeGreaterThan(19_000_000);
  });
});
