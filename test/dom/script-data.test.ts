import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { inShownCode, looksLikeScriptData } from '../../src/dom/script-data.js';

describe('looksLikeScriptData', () => {
  it('reads JSON and JS object literals, whole or the tail of one, as data', () => {
    expect(looksLikeScriptData('{"a": 1, "b": [true, null]}')).toBe(true);
    expect(looksLikeScriptData('[{"id": 1}, {"id": 2}]')).toBe(true);
    // The tail a stray </script> lets out: no whole value, three quoted keys and brackets.
    expect(looksLikeScriptData('"}, "related": [{"id": "a1", "title": "A story of its own, told at length."}]};')).toBe(true);
    expect(looksLikeScriptData('window.state = {id: 7, title: "Bridge reopens", tags: ["roads"]};')).toBe(true);
    expect(looksLikeScriptData('"}, "relatedNews": [{"id": "a1", "title": "松川古桥修缮完工 重新通行"}]};')).toBe(true);
  });

  it('reads prose with quotes, colons and brackets as prose', () => {
    expect(looksLikeScriptData('He said "no": the council [which met on Monday] would not pay, and "that": was that.')).toBe(false);
    expect(looksLikeScriptData('Three things matter: price, place and time. "Price": the first of them.')).toBe(false);
    expect(looksLikeScriptData('{short}')).toBe(false);
    // Two keys are not enough to call a line data.
    expect(looksLikeScriptData('{"a": 1, "b": 2')).toBe(false);
    // Nor three in a long essay, braces and all: a key every 40 words at most.
    const essay = (n: number) => `{The memo} says "first": no, "second": no, "third": no. ${'word '.repeat(n)}`;
    expect(looksLikeScriptData(essay(100))).toBe(true);
    expect(looksLikeScriptData(essay(120))).toBe(false);
    // Square brackets alone (an editor's insertion) do not make keys data.
    expect(looksLikeScriptData('[and updated] "first": a, "second": b, "third": c [sic]')).toBe(false);
  });
});

describe('inShownCode', () => {
  it('is true within <pre> or <code> up to four levels up, false elsewhere', () => {
    const { document } = parseHTML('<html><body><pre><span id="a">x</span></pre><code id="b">y</code><div><p id="c">z</p></div></body></html>');
    const el = (id: string) => document.getElementById(id) as unknown as Element;
    expect([inShownCode(el('a')), inShownCode(el('b')), inShownCode(el('c'))]).toEqual([true, true, false]);
  });
});
