// `cedst batch --page-types article`: a page of another type is a page_type record, and the
// summary counts each type.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cedst, ROOT, type BatchLine } from '../support/cli.js';

const LISTING = join(ROOT, 'fixtures', 'about', 'en-listing', 'page.html');
const COUNCIL = join(ROOT, 'fixtures', 'en-city-council', 'page.html');
const lines = (stdout: string): BatchLine[] =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as BatchLine);

describe('cedst batch --page-types', { tags: ['slow'] }, () => {
  it('writes the listing as a page_type record, the article as it was, and counts both types', () => {
    const plain = lines(cedst(['batch', LISTING, COUNCIL, '-w', '1']).stdout);
    expect(plain.map((l) => l.pageType)).toEqual(['listing', 'article']);
    const r = cedst(['batch', LISTING, COUNCIL, '-w', '1', '--page-types', 'article,liveblog']);
    expect(r.status).toBe(0);
    const [listing, article] = lines(r.stdout);
    expect(listing).toEqual({
      id: plain[0]!.id,
      source: plain[0]!.source,
      pageType: 'listing',
      pageTypeConfidence: plain[0]!.pageTypeConfidence,
      error: { code: 'page_type', message: 'page type listing is not one of --page-types article,liveblog' },
    });
    expect(article).toEqual(plain[1]);
    expect(r.stderr).toMatch(/^cedst: 2 records: 1 ok, 1 page_type, page types: 1 article, 1 listing \(/m);
  });

  it('refuses an unknown type, and the page type turned off', () => {
    const bad = cedst(['batch', COUNCIL, '--page-types', 'article,blog']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('cedst: --page-types needs page types from article, liveblog, listing, forum, product, other (got article,blog)\n');
    const off = cedst(['batch', COUNCIL, '--no-page-type', '--page-types', 'article']);
    expect(off.status).toBe(2);
    expect(off.stderr).toMatch(/^cedst: --page-types needs the page type/);
  });
});
