import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { hasStopWords, isStopWord, stopWordCount } from '../../src/lang/stopwords.js';

const require = createRequire(import.meta.url);

const lexicon = (file: string): string[] =>
  readFileSync(new URL(`../../lexicons/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .slice(0, -1);

describe('isStopWord', () => {
  it('knows Chinese function words in Simplified and Traditional script', () => {
    for (const w of ['的', '了', '我们', '已经', '非常', '因为', '这个', '們', '這個', '為了', '與', '對於', '還是', '會', '說', '從', '後來', '時', '什麼', '個']) {
      expect(isStopWord(w, 'zh'), w).toBe(true);
    }
  });

  it('keeps Chinese content and news words', () => {
    for (const w of ['经济', '发展', '记者', '新华社', '报道', '表示', '醫院', '中国']) {
      expect(isStopWord(w, 'zh'), w).toBe(false);
    }
  });

  it('is case-insensitive for English and accepts the typographic apostrophe', () => {
    for (const w of ['the', 'The', 'THE', 'of', "don't", 'don’t', "It's", 'however', 'whereas']) {
      expect(isStopWord(w, 'en'), w).toBe(true);
    }
    for (const w of ['economy', 'government', 'Running', 'election']) {
      expect(isStopWord(w, 'en'), w).toBe(false);
    }
  });

  it('does not mix the languages', () => {
    expect(isStopWord('the', 'zh')).toBe(false);
    expect(isStopWord('的', 'en')).toBe(false);
  });
});

describe('stop-word lists', () => {
  it('merges the package lists with the lexicons', () => {
    expect(stopWordCount('zh')).toBeGreaterThanOrEqual(600);
    expect(stopWordCount('en')).toBeGreaterThanOrEqual(400);
  });

  it('keeps the lexicon files clean: no blank lines, no duplicates, comments only on the first line', () => {
    for (const file of ['zh-stopwords.txt', 'en-stopwords.txt']) {
      const lines = lexicon(file);
      const words = lines[0]!.startsWith('#') ? lines.slice(1) : lines;
      expect(
        words.every((w) => w.trim() === w && w !== '' && !w.startsWith('#')),
        file,
      ).toBe(true);
      expect(new Set(words).size, file).toBe(words.length);
    }
    expect(lexicon('zh-stopwords.txt').length).toBeGreaterThanOrEqual(600);
  });
});

describe('stop words of any language the stopword package has', () => {
  it('looks a word up in the list of its ISO 639-1 code, case-insensitively', () => {
    expect(['Это', 'был', 'и', 'дом'].map((w) => isStopWord(w, 'ru'))).toEqual([true, true, true, false]);
    expect(['και', 'το', 'σπίτι'].map((w) => isStopWord(w, 'el'))).toEqual([true, true, false]);
    expect(isStopWord('the', 'ru')).toBe(false);
  });

  it('has no list for a language the package lacks (Welsh), and says so', () => {
    expect(hasStopWords('cy')).toBe(false);
    expect(isStopWord('y', 'cy')).toBe(false);
    expect(hasStopWords('ru')).toBe(true);
    expect(stopWordCount('ru')).toBe(new Set(require('stopword').rus).size);
  });
});
