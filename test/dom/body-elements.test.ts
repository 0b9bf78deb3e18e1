// bodyElements lists what querySelectorAll('body *') lists, in the same order, without css-select's
// walk up every element's ancestors (a page nested 20,000 deep took 20 s in that query alone).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { bodyElements } from '../../src/dom/body-elements.js';
import { Deadline } from '../../src/core/budget.js';

const doc = (html: string): Document => parseHTML(html).document as unknown as Document;
const names = (els: readonly Element[]): string[] => els.map((e) => e.localName);

describe('bodyElements', () => {
  it('a doctype, a <template> (its contents left out) and elements before the body', () => {
    const d = doc('<!doctype html><html><head><title>t</title></head><body><p>a <b>b</b></p><template><i>no</i></template><div><span>c</span></div></body></html>');
    expect(names(bodyElements(d))).toEqual(['p', 'b', 'template', 'div', 'span']);
    expect(bodyElements(d)).toEqual(Array.from(d.querySelectorAll('body *')));
  });

  it('is what querySelectorAll("body *") gives on every fixture page', () => {
    const root = join(import.meta.dirname, '../../fixtures');
    let pages = 0;
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('page.html'));
    for (const f of files) {
      const path = join(root, f);
      const d = doc(readFileSync(path, 'utf8'));
      const want = Array.from(d.querySelectorAll('body *'));
      const got = bodyElements(d);
      expect(got.length, f).toBe(want.length);
      expect(
        got.every((el, i) => el === want[i]),
        f,
      ).toBe(true);
      pages++;
    }
    expect(pages).toBe(files.length);
    expect(pages).toBeGreaterThan(100);
  });

  it('20,000 nested elements: one pass, and it checks the budget as it goes', () => {
    const deep = doc(`<html><body>${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}</body></html>`);
    expect(bodyElements(deep)).toHaveLength(20_000);
    const spent = new Deadline(10, 10, () => 11);
    expect(() => bodyElements(deep, spent)).toThrow(expect.objectContaining({ code: 'timeout', stage: 'metadata' }));
  });
});
