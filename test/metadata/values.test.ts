// Wrong metadata values a user met on real pages, each on a page of our own:
// fixtures/metadata/<name>/page.html with expected.json = {issue, expected}. `expected` gives the
// right value of each field it names, or null where the field must be absent (a wrong name is
// worse than none).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { FIXTURES } from '../support/fixtures.js';

const DIR = join(FIXTURES, 'metadata');
interface Expected {
  issue: string;
  expected: Record<string, unknown>;
}
const read = (name: string): Expected | undefined => {
  const e = JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8')) as Partial<Expected>;
  return e.expected ? (e as Expected) : undefined;
};
const PAGES = readdirSync(DIR)
  .filter((n) => existsSync(join(DIR, n, 'expected.json')) && read(n))
  .sort();

describe('metadata values chosen, not guessed', () => {
  it('has a page for each wrong value of the issue', () => {
    expect(PAGES).toEqual([
      'en-acronym-brand-author',
      'en-agency-caption',
      'en-aside-in-article',
      'en-author-box',
      'en-author-label',
      'en-author-link',
      'en-author-link-given',
      'en-business-site',
      'en-capitals-heading',
      'en-citation-authors',
      'en-credential-stops',
      'en-display-name',
      'en-escaped-title',
      'en-hcard-login',
      'en-headline-og-prefix',
      'en-headline-site-part',
      'en-host-title-suffix',
      'en-identifier-title',
      'en-jsonld-entities',
      'en-jsonld-graph-author',
      'en-jsonld-modified',
      'en-login-site-owner',
      'en-microdata-modified',
      'en-modified-meta',
      'en-org-author',
      'en-original-note',
      'en-personal-site',
      'en-section-link-byline',
      'en-seo-title',
      'en-shown-modified-day',
      'en-sidebar-author-box',
      'en-site-name-byline',
      'en-team-byline',
      'en-title-lost-head',
      'en-title-section-trail',
      'en-title-site-first',
      'en-title-site-name-h1',
      'en-title-site-only',
      'en-title-widget-h1',
      'en-update-beside-hidden-date',
      'en-updated-class',
      'en-updated-day-only',
      'en-updated-time',
      'en-updated-time-first',
      'en-url-date',
      'en-url-date-stated',
      'en-url-date-updated-only',
      'en-vendor-credit',
      'ja-local-time',
      'ms-language-code',
      'zh-agency-signature',
      'zh-block-editor',
      'zh-blog-category-title',
      'zh-blog-diary-title',
      'zh-blog-host-title',
      'zh-blog-owner',
      'zh-blog-post-header',
      'zh-board-post-header',
      'zh-board-site-first',
      'zh-bracket-byline',
      'zh-bracket-day-only',
      'zh-caixie-label',
      'zh-closing-signature',
      'zh-column-title',
      'zh-dateline-reporter',
      'zh-discuz-thread',
      'zh-floor-label-stamp',
      'zh-forum-archiver',
      'zh-forum-poster',
      'zh-name-over-dateline',
      'zh-pen-name',
      'zh-person-source',
      'zh-poster-label-cell',
      'zh-profile-label',
      'zh-quote-title',
      'zh-rank-profile',
      'zh-reposted-label',
      'zh-role-signature',
      'zh-seo-title',
      'zh-signature-before-credit',
      'zh-signature-place',
      'zh-slash-credits',
      'zh-slash-roles',
      'zh-stray-kana',
      'zh-thread-no-label',
      'zh-title-channel-only',
      'zh-updated-time',
    ]);
  });

  for (const name of PAGES) {
    const e = read(name)!;
    it(`${name}: ${e.issue}`, () => {
      // The page's bytes: a page in GBK is read as a crawler gets it, its charset from its <meta>.
      const got = extract(readFileSync(join(DIR, name, 'page.html'))) as unknown as Record<string, unknown>;
      for (const [field, want] of Object.entries(e.expected)) {
        if (want === null) expect(got[field], field).toBeUndefined();
        else expect(got[field], field).toEqual(want);
      }
      // `author` is the list joined; both are absent together.
      const authors = e.expected['authors'];
      if (authors === null) expect(got['author']).toBeUndefined();
      else if (Array.isArray(authors)) expect(got['author']).toBe(authors.join(', '));
    });
  }
});
