// The metadata readers are one registry: every field comes from one reader listed once, in output
// order; `metadataFields: 'head'` returns exactly the head's readers' fields.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { parseDocument } from '../../src/dom/parse.js';
import { collectParts } from '../../src/metadata/collect.js';
import { HEAD_FIELDS, LINE_FIELDS } from '../../src/metadata/fields.js';
import { METADATA_READERS } from '../../src/metadata/readers.js';
import { extractMetadata, metadataOf, readHead } from '../../src/metadata/index.js';
import { OPTION_TABLE } from '../../src/options/table.js';
import { ROOT } from '../support/cli.js';
import { keywords } from '../support/keywords-reader.js';

const page = (name: string): string => readFileSync(join(ROOT, 'fixtures', name, 'page.html'), 'utf8');

const KEYWORDS_PAGE = `<html><head><title>Harbour vote - Quay News</title>
<meta name="keywords" content="harbour, ferry ,  pier,"><meta property="og:site_name" content="Quay News">
<link rel="canonical" href="https://quay.example/harbour-vote"></head>
<body><h1>Harbour vote</h1><p>The board met on Tuesday.</p></body></html>`;

describe('metadata readers registry', () => {
  it('lists every field once, in output order', () => {
    const fields = METADATA_READERS.flatMap((r) => r.fields);
    expect(fields).toEqual(['title', 'date', 'modified', 'author', 'authors', 'editors', 'source', 'seoTitle', 'ogTitle', 'siteName', 'publisher', 'url', 'image', 'description']);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('HEAD_FIELDS and LINE_FIELDS are the fields of the readers of the head and of the lines, in output order', () => {
    expect(HEAD_FIELDS).toEqual(['title', 'seoTitle', 'ogTitle', 'siteName', 'publisher', 'url', 'image', 'description']);
    expect(LINE_FIELDS).toEqual(['date', 'modified', 'author', 'authors', 'editors', 'source']);
  });

  it('the result opens with the fields in registry order, the article known', () => {
    const r = extract(page('en-city-council'));
    // The fixture states every field but editors and source.
    expect(Object.keys(r).slice(0, 13)).toEqual(['title', 'date', 'modified', 'author', 'authors', 'seoTitle', 'ogTitle', 'siteName', 'publisher', 'url', 'image', 'description', 'text']);
    expect([r.date, r.modified, r.author]).toEqual(['2023-03-08T21:47:00-05:00', '2023-03-09T06:15:00-05:00', 'Marisol Okafor']);
  });

  it("metadataFields: 'head' gives only HEAD_FIELDS keys, in that order", () => {
    const head = extract(page('en-city-council'), { metadataFields: 'head' });
    // The fixture declares every head field (its JSON-LD publisher is the site), so the result
    // opens with all of them, then the article.
    expect(Object.keys(head).slice(0, HEAD_FIELDS.length + 1)).toEqual([...HEAD_FIELDS, 'text']);
    expect(head.publisher).toBe('Port Alder Courier');
  });

  it("the option's documentation lists the registry's fields of the head and of the lines", () => {
    expect(OPTION_TABLE.metadataFields.doc).toContain(`(${HEAD_FIELDS.join(', ')})`);
    expect(OPTION_TABLE.metadataFields.doc).toContain(`its lines for ${LINE_FIELDS.join(', ')};`);
  });

  it("a context's readers replace the list", () => {
    const doc = parseDocument(KEYWORDS_PAGE);
    const head = readHead(collectParts(doc));
    const without = metadataOf(head, undefined);
    expect(without.keywords).toBeUndefined();
    const withKeywords = metadataOf(head, undefined, { readers: [...METADATA_READERS, keywords] });
    expect(withKeywords).toEqual({ ...without, keywords: ['harbour', 'ferry', 'pier'] });
    expect(Object.keys(withKeywords).at(-1)).toBe('keywords');
    // Only the title's reader: the title alone.
    expect(extractMetadata(doc, { readers: METADATA_READERS.slice(0, 1) })).toEqual({ title: 'Harbour vote' });
  });
});
