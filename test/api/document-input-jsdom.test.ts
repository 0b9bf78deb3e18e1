// extract(jsdom's Document) against extract(html). jsdom builds the tree with an HTML5
// parser (parse5), as browsers do, not linkedom's: on broken markup the trees differ, and so may
// the results (docs/browser.md measures the margin on the shared pages with
// bench/document-input.mjs --parser jsdom). Our fixtures are well-formed pages, English and
// Chinese: there the two trees are the same, and so is the whole result (measured, then held).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { ROOT } from '../support/cli.js';

const PAGES = readdirSync(join(ROOT, 'fixtures')).filter((f) => /^(en|zh)-/.test(f));

describe("extract(jsdom's Document)", () => {
  it('covers the English and Chinese fixtures', () => {
    expect(PAGES.filter((p) => p.startsWith('en-')).length).toBe(5);
    expect(PAGES.filter((p) => p.startsWith('zh-')).length).toBe(3);
  });

  for (const name of PAGES) {
    it(`gives the HTML's result on ${name}, text, blocks and metadata`, () => {
      const html = readFileSync(join(ROOT, 'fixtures', name, 'page.html'), 'utf8');
      const { document } = new JSDOM(html).window;
      const before = document.documentElement.outerHTML;
      expect(JSON.stringify(extract(document))).toBe(JSON.stringify(extract(html)));
      // Read, never changed.
      expect(document.documentElement.outerHTML).toBe(before);
    });
  }
});
