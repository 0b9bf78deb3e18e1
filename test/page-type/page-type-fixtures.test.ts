// The page type on pages written for it (fixtures/page-type/: a Discuz thread, a portal's column
// page, a 专题 page), given their addresses as a crawl gives them, on the listing and the live
// blog of fixtures/about/, and on the article fixtures; what a page that is not an article returns
// as text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures');
const page = (...parts: string[]): string => readFileSync(join(ROOT, ...parts, 'page.html'), 'utf8');
const expected = (dir: string): { url: string; pageType: string } => JSON.parse(readFileSync(join(ROOT, 'page-type', dir, 'expected.json'), 'utf8')) as { url: string; pageType: string };

describe('page type', () => {
  for (const dir of readdirSync(join(ROOT, 'page-type')).sort()) {
    it(`${dir}: ${expected(dir).pageType}`, () => {
      const { url, pageType } = expected(dir);
      const r = extract(page('page-type', dir), { url });
      expect(r.pageType).toBe(pageType);
      // Its probability and the article's add up to at most 1: the confidence stays below.
      expect(r.confidence!).toBeLessThanOrEqual(1 - r.pageTypeConfidence! + 0.001);
      expect(r.text.length).toBeGreaterThan(0);
    });
  }

  it('fixtures/about: the listing is a listing, the live blog a live blog', () => {
    expect(extract(page('about', 'en-listing')).pageType).toBe('listing');
    expect(extract(page('about', 'en-live-blog')).pageType).toBe('liveblog');
  });

  it('the article fixtures are articles, their confidence as without the page type', () => {
    const dirs = readdirSync(ROOT).filter((d) => /^(en|zh)-/.test(d));
    expect(dirs.length).toBe(8);
    for (const dir of dirs) {
      const html = page(dir);
      const r = extract(html);
      expect([dir, r.pageType]).toEqual([dir, 'article']);
      expect(r.confidence).toBe(extract(html, { pageType: false }).confidence);
    }
  });
});
