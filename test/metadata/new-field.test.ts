// A new metadata field is one reader file and one line in the reader list: here the list is
// the shipped one with two lines added (vi.mock stands in for editing readers.ts), one reader of
// the head (keywords) and one of the page's lines (kicker). The result, `metadataFields: 'head'`
// and the option's documentation follow.
import { describe, expect, it, vi } from 'vitest';
import { extract } from '../../src/index.js';
import { HEAD_FIELDS, LINE_FIELDS } from '../../src/metadata/fields.js';
import { OPTION_TABLE } from '../../src/options/table.js';

vi.mock('../../src/metadata/readers.js', async (importOriginal) => {
  const { METADATA_READERS } = await importOriginal<typeof import('../../src/metadata/readers.js')>();
  const { keywords } = await import('../support/keywords-reader.js');
  const { kicker } = await import('../support/kicker-reader.js');
  return { METADATA_READERS: [...METADATA_READERS, keywords, kicker] };
});

const PAGE = `<html><head><title>Harbour vote - Quay News</title>
<meta name="keywords" content="harbour, ferry ,  pier,"><meta property="og:site_name" content="Quay News">
<link rel="canonical" href="https://quay.example/harbour-vote"></head>
<body><article><h1>Harbour vote</h1><p>By Ada Brennan</p>
<p>The harbour board met on Tuesday evening and voted to keep the ferry pier open through the winter season.</p>
<p>Members said the pier carries more than four hundred passengers a day and that the repairs can wait until spring.</p>
<p>The vote was seven to two, and the board will publish the repair schedule next month after the engineers report.</p>
</article></body></html>`;

describe('a new metadata field: one reader file and one line', () => {
  it('appears in the result, after the shipped fields', () => {
    const r = extract(PAGE);
    expect(r.keywords).toEqual(['harbour', 'ferry', 'pier']);
    expect(r.kicker).toBe('By Ada Brennan');
    expect(r.authors).toEqual(['Ada Brennan']);
    const keys = Object.keys(r);
    expect(keys.slice(0, keys.indexOf('text'))).toEqual(['title', 'author', 'authors', 'seoTitle', 'siteName', 'url', 'keywords', 'kicker']);
  });

  it("a reader of the head is in metadataFields: 'head' and its documentation; a reader of lines is not", () => {
    expect(HEAD_FIELDS.at(-1)).toBe('keywords');
    expect(LINE_FIELDS.at(-1)).toBe('kicker');
    expect(OPTION_TABLE.metadataFields.doc).toContain('description, keywords)');
    expect(OPTION_TABLE.metadataFields.doc).toContain('source, kicker;');
    const head = extract(PAGE, { metadataFields: 'head' });
    expect(head.keywords).toEqual(['harbour', 'ferry', 'pier']);
    expect(head.kicker).toBeUndefined();
    expect(head.authors).toBeUndefined();
  });
});
