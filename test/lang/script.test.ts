import { describe, expect, it } from 'vitest';
import { hanShare } from '../../src/lang/script.js';
import { splitScriptRuns } from '../../src/lang/scripts.js';

describe('splitScriptRuns', () => {
  it('splits mixed text into Han and non-Han runs, keeping punctuation between Han characters in the Han run', () => {
    const text = '「中国」经济 GDP增长5.2%，iPhone 15发布。';
    const runs = splitScriptRuns(text);
    expect(runs).toEqual([
      { text: '「中国」经济', lang: 'zh' },
      { text: ' GDP', lang: 'en' },
      { text: '增长', lang: 'zh' },
      { text: '5.2%，iPhone 15', lang: 'en' },
      { text: '发布', lang: 'zh' },
      { text: '。', lang: 'en' },
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(text);
  });

  it('treats digits as non-Han and handles pure runs and empty text', () => {
    expect(splitScriptRuns('12月9日')).toEqual([
      { text: '12', lang: 'en' },
      { text: '月', lang: 'zh' },
      { text: '9', lang: 'en' },
      { text: '日', lang: 'zh' },
    ]);
    expect(splitScriptRuns('Hello, world!')).toEqual([{ text: 'Hello, world!', lang: 'en' }]);
    expect(splitScriptRuns('中文，句子。')).toEqual([
      { text: '中文，句子', lang: 'zh' },
      { text: '。', lang: 'en' },
    ]);
    expect(splitScriptRuns('')).toEqual([]);
  });

  it('counts extension A, compatibility and astral ideographs as Han', () => {
    expect(splitScriptRuns('a㐀豈𠀀b')).toEqual([
      { text: 'a', lang: 'en' },
      { text: '㐀豈𠀀', lang: 'zh' },
      { text: 'b', lang: 'en' },
    ]);
  });

  it('keeps Greek, Cyrillic and kana in non-Han runs', () => {
    expect(splitScriptRuns('Αθήνα 和 Москва')).toEqual([
      { text: 'Αθήνα ', lang: 'en' },
      { text: '和', lang: 'zh' },
      { text: ' Москва', lang: 'en' },
    ]);
  });
});

describe('hanShare', () => {
  it('is Han characters over Han characters plus other letters', () => {
    expect(hanShare('中国abc')).toBeCloseTo(0.4, 10);
    expect(hanShare('中文。')).toBe(1);
    expect(hanShare('Ελλάδα')).toBe(0);
    expect(hanShare('中 Ω')).toBe(0.5);
  });

  it('ignores digits, punctuation and spaces, and is 0 without letters', () => {
    expect(hanShare('2024, 12:00 — !')).toBe(0);
    expect(hanShare('')).toBe(0);
    expect(hanShare('中国 2024')).toBe(1);
  });
});
