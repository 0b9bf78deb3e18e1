// The head fields are a registry: what `metadataFields: 'head'` returns is exactly the title and
// the registered readers' fields, in registry order, and a new field is one reader plus one line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { parseDocument } from '../../src/dom/parse.js';
import { collectParts } from '../../src/metadata/collect.js';
import { HEAD_FIELDS, HEAD_READERS } from '../../src/metadata/head-fields.js';
import { metadataOf, readHead } from '../../src/metadata/index.js';
import { OPTION_TABLE } from '../../src/options/table.js';
import { ROOT } from '../support/cli.js';
import { keywords } from '../support/keywords-reader.js';

const page = (name: string): string => readFileSync(join(ROOT, 'fixtures', name, 'page.html'), 'utf8');

const KEYWORDS_PAGE = `<html><head><title>Harbour vote - Quay News</title>
<meta name="keywords" content="harbour, ferry ,  pier,"><meta property="og:site_name" content="Quay News">
<link rel="canonical" href="https://quay.example/harbour-vote"></head>
<body><h1>Harbour vote</h1><p>The board met on Tuesday.</p></body></html>`;

describe('head fields registry', () => {
  it('HEAD_FIELDS is the title and the readers fields, in output order', () => {
    expect(HEAD_FIELDS).toEqual(['title', 'seoTitle', 'ogTitle', 'siteName', 'publisher', 'url', 'image', 'description']);
  });

  it("metadataFields: 'head' gives only HEAD_FIELDS keys, in that order", () => {
    const head = extract(page('en-city-council'), { metadataFields: 'head' });
    // The fixture declares every head field (its JSON-LD publisher is the site), so the result
    // opens with all of them, then the article.
    expect(Object.keys(head).slice(0, HEAD_FIELDS.length + 1)).toEqual([...HEAD_FIELDS, 'text']);
    expect(head.publisher).toBe('Port Alder Courier');
  });

  it("the option's documentation lists the registry's fields", () => {
    expect(OPTION_TABLE.metadataFields.doc).toContain(`(${HEAD_FIELDS.join(', ')})`);
  });

  it('a new field: one reader file and one line in the list', () => {
    const head = readHead(collectParts(parseDocument(KEYWORDS_PAGE)));
    const without = metadataOf(head, undefined);
    expect(without.keywords).toBeUndefined();
    const withKeywords = metadataOf(head, undefined, { headReaders: [...HEAD_READERS, keywords] });
    expect(withKeywords.keywords).toEqual(['harbour', 'ferry', 'pier']);
    expect(withKeywords).toEqual({ ...without, keywords: ['harbour', 'ferry', 'pier'] });
    expect(Object.keys(withKeywords).at(-1)).toBe('keywords');
  });
});
