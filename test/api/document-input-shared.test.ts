// @module-tag slow
// @module-tag long
// extract(linkedom's Document of a page) equals extract(the page's HTML), text, blocks and metadata
// alike, on a deterministic sample of the shared pages: every 40th of the sorted list of all sets
// (86 of 3,415). The whole list is bench/document-input.mjs's (docs/browser.md gives its count);
// all of it here would take minutes. Without ../shared this skips with one line, unless CI=true.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { decodeHtml } from '../../src/input/decode.js';
import { documentHtml } from '../../src/dom/parse.js';
import { sharedTests } from '../support/shared.js';

const shared = sharedTests('the Document-input test over the shared pages', ['datasets']);
const EVERY = 40;

/** Every EVERY-th page of every set's html/ folder, sets and files sorted (bench/hash-outputs.mjs's order). */
function samplePages(): string[] {
  const root = shared.path('datasets');
  const pages: string[] = [];
  for (const set of readdirSync(root).sort()) {
    const dir = join(root, set, 'html');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) if (f.endsWith('.html')) pages.push(join(dir, f));
  }
  return pages.filter((_, i) => i % EVERY === 0);
}

describe('extract(document) on the shared pages', () => {
  it.runIf(shared.run)(`equals extract(html) on every ${EVERY}th page`, () => {
    const pages = samplePages();
    expect(pages.length).toBeGreaterThan(50);
    const differ: string[] = [];
    for (const path of pages) {
      const html = decodeHtml(readFileSync(path));
      // A fragment is wrapped as cedst wraps it: linkedom alone would root it at its first element.
      const doc = parseHTML(documentHtml(html)).document as unknown as Document;
      if (JSON.stringify(extract(doc)) !== JSON.stringify(extract(html))) differ.push(path);
    }
    expect(differ).toEqual([]);
  });
});
