// h_code on hand-made texts, with hand-computed values: the share of a text's non-space characters
// in JSON or script syntax, 0 at or below 2 %, 1 from 8 %, damped under 120 characters.
import { describe, expect, it } from 'vitest';
import { codeSyntax, codeSyntaxFeature } from '../../../src/pipeline/features/code-syntax.js';
import { createPage } from '../../../src/page/context.js';

describe('h_code', () => {
  it('is 0 on prose in either language, with quotes, brackets, semicolons and separators', () => {
    expect(codeSyntax('"We will," she said; the board [of the harbour] agreed, and Home > News | Local stayed.')).toBe(0);
    expect(codeSyntax('“同样的情况我们听了一遍又一遍。”周明远说；码头售票处也会一直开到末班船靠岸以后。')).toBe(0);
    expect(codeSyntax('California Gary said so.\n====================')).toBe(0);
    // A quoted title and its colon, and the functions a developer's prose names.
    expect(codeSyntax('Video trailer of "Honor Flight": saluting the men who flew home (2); and more')).toBe(0);
    expect(codeSyntax('The promise methods then(), catch(), and finally() are used to associate further action.')).toBe(0);
    expect(codeSyntax('')).toBe(0);
  });

  it('counts the characters of each piece of syntax (hand-computed)', () => {
    // {"a":1} : `{"` 2 + `":` 2 = 4 of 7 characters: 0.571, far above 8 %, damped 7 / 120.
    expect(codeSyntax('{"a":1}')).toBeCloseTo(7 / 120, 12);
    // 150 characters of prose ('x' × 144) and one `\u4e2d` (6): share 0.04 → (0.04 − 0.02) / 0.06.
    expect(codeSyntax(`${'x'.repeat(144)}\\u4e2d`)).toBeCloseTo(1 / 3, 12);
    // 200 characters with `];` (2), `');` (3) and `==` (2): 7 / 200 = 0.035 → (0.035 − 0.02) / 0.06.
    expect(codeSyntax(`x[0];f('');a==b${'x'.repeat(185)}`)).toBeCloseTo((0.035 - 0.02) / 0.06, 12);
  });

  it('reads a leaked state object as code outright, in either language', () => {
    const item = '{"id":88213,"title":"Harbour board approves night ferry trial","url":"https:\\/\\/news.example\\/a\\/"},';
    expect(codeSyntax(item.repeat(4))).toBe(1);
    const zh = '{"title":"\\u9752\\u5c9a\\u5c9b\\u5c0f\\u5b66","summary":"施工方表示工程进度正常，礼堂将在春季音乐会前重新开放。"},';
    expect(codeSyntax(zh.repeat(3))).toBe(1);
  });

  it('says nothing of code the page shows as code, and nothing at all on a page without any', () => {
    const json = '{"id":1,"name":"harbour","tags":["ferry","osk"]},'.repeat(4);
    const page = createPage(`<html><body><p>The board met.</p><pre>${json}</pre><div>${json}</div></body></html>`);
    const texts = page.units.map((u) => u.text);
    expect(codeSyntaxFeature(page, texts)).toEqual([0, 0, 1]);
    const prose = createPage('<html><body><p>The board met on Tuesday.</p><p>It voted for the trial.</p></body></html>');
    expect(
      codeSyntaxFeature(
        prose,
        prose.units.map((u) => u.text),
      ),
    ).toBeUndefined();
  });
});
