// Display width of table cells: CJK two columns, emoji two (a ZWJ family is one emoji), combining
// marks none; cuts never split a grapheme.
import { describe, expect, it } from 'vitest';
import { displayWidth, padEnd, padStart, truncate, truncateStart } from '../../src/cli/width.js';

describe('displayWidth', () => {
  it('counts CJK, full-width and emoji as two columns, marks and zero-width as none', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('新闻报道')).toBe(8);
    expect(displayWidth('한국어')).toBe(6);
    expect(displayWidth('ＡＢ')).toBe(4);
    // Half-width katakana is narrow.
    expect(displayWidth('ｱｲ')).toBe(2);
    // The old regex counted this emoji as one column.
    expect(displayWidth('👍')).toBe(2);
    expect(displayWidth('台风🌀来了')).toBe(10);
    // Man, ZWJ, woman, ZWJ, girl: one emoji on screen.
    expect(displayWidth('👨\u200d👩\u200d👧')).toBe(2);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('a\u200bb')).toBe(2);
  });
});

describe('truncate and pad', () => {
  it('cuts to the width with an ellipsis, never inside a wide character or an emoji sequence', () => {
    expect(truncate('新闻报道', 8)).toBe('新闻报道');
    expect(truncate('新闻报道', 7)).toBe('新闻报…');
    // 6 columns: 新闻 (4) + the ellipsis; the emoji (2 more) would pass 5.
    expect(truncate('新闻👍报道', 6)).toBe('新闻…');
    expect(truncate('ab👨\u200d👩\u200d👧cd', 5)).toBe('ab👨\u200d👩\u200d👧…');
    // The accent stays with its e: 5 columns of text, then the ellipsis.
    expect(truncate('cafe\u0301 au lait', 6)).toBe('cafe\u0301 …');
    expect(truncate('cafe\u0301 au lait', 5)).toBe('cafe\u0301…');
    expect(truncateStart('html.body.div.新闻', 8)).toBe('…iv.新闻');
    expect(truncateStart('a.👨\u200d👩\u200d👧', 3)).toBe('…👨\u200d👩\u200d👧');
    expect(padEnd('新闻', 6)).toBe('新闻  ');
    expect(padStart('👍', 4)).toBe('  👍');
  });
});
