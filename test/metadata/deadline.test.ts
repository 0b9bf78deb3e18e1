// The metadata readers stop inside their loops when the page's time budget runs out: a page of
// 200,000 candidate lines ("Posted by … on <date>") ends with the timeout error, not late.
// Every clock here is a fake one that counts its reads, so no outcome depends on the machine.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { extract } from '../../src/index.js';
import { articleMetadata, extractMetadata } from '../../src/metadata/index.js';
import { createPage } from '../../src/page/context.js';
import { Deadline, TimeoutError } from '../../src/core/budget.js';

const LINES = 200_000;
const TITLE = 'County to rebuild river bridge';
const HTML = `<html><head><title>${TITLE}</title></head><body><h1>${TITLE}</h1>${'<p>Posted by Jane Doe on January 5, 2012</p>'.repeat(LINES)}</body></html>`;

/** A deadline at clock value `at` on a clock that reads 0, 1, 2, … and counts its reads. */
function counting(at: number): { deadline: Deadline; reads: () => number } {
  let n = 0;
  return { deadline: new Deadline(at, 7, () => n++), reads: () => n };
}

let doc: Document;
beforeAll(() => {
  doc = parseDocument(HTML);
});

describe('metadata under a time budget', () => {
  it('reads the clock inside its loops on a long page: about once per 1,024 elements', () => {
    const { deadline, reads } = counting(Number.POSITIVE_INFINITY);
    const meta = extractMetadata(doc, { lang: 'en', deadline });
    expect(meta.authors).toEqual(['Jane Doe']);
    // 200,000 <p> are walked once for the page's parts: at least 195 reads there alone.
    expect(reads()).toBeGreaterThanOrEqual(Math.floor(LINES / 1024));
  });

  it('stops at the first check past the deadline with the timeout error, in stage metadata', () => {
    const { deadline, reads } = counting(2);
    let error: unknown;
    try {
      extractMetadata(doc, { lang: 'en', deadline });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'timeout', stage: 'metadata' });
    // Reads 0, 1 and 2 pass; read 3 is past: stopped there, not after the walk.
    expect(reads()).toBe(4);
  });

  it('the read once the article is known stops too: 200,000 paragraphs to place', () => {
    const meta = extractMetadata(doc, { lang: 'en' });
    const paragraphs = Array.from({ length: LINES }, (_, i) => `Paragraph ${i} of a very long story about the river bridge.`);
    const { deadline } = counting(3);
    expect(() => articleMetadata(doc, paragraphs, meta, { lang: 'en', deadline })).toThrow(expect.objectContaining({ code: 'timeout', stage: 'metadata' }));
  });

  it("through the page context: the page's deadline reaches the metadata readers", () => {
    const { deadline } = counting(5);
    const page = createPage(HTML, 'en', doc, { deadline });
    expect(() => page.metadata).toThrow(expect.objectContaining({ code: 'timeout', stage: 'metadata' }));
  });

  it('extract() with a tiny timeoutMs ends with the timeout error', () => {
    expect(() => extract(HTML, { timeoutMs: 1, maxElements: 1_000_000 })).toThrow(expect.objectContaining({ code: 'timeout' }));
  });
});
