// The page type's pieces on hand-made values: the kinds' probabilities and the decision, batch's --page-types record and the summary's counts, and
// isProbablyArticle turning away a page that declares another kind.
import { describe, expect, it } from 'vitest';
import { decideKind, kindProbabilities, MODEL_KINDS } from '../../src/methods/page-type/index.js';
import type { BoostedTrees } from '../../src/classifiers/boosted-trees.js';
import { otherPageType, bothRelabels, lowConfidence } from '../../src/cli/batch/filters.js';
import { Summary } from '../../src/cli/batch/summary.js';
import { isProbablyArticle } from '../../src/index.js';

const constant = (base: number): BoostedTrees => ({ format: 'cedst-boosted-trees-1', features: [], base, rate: 0.1, trees: [] });

describe('kindProbabilities and decideKind', () => {
  // Scores 0.6, 0.3, 0.05, 0.005 (clipped to the floor 0.01) and 0.2: their sum is 1.16.
  const kinds = { article: constant(0.6), listing: constant(0.3), forum: constant(0.05), product: constant(0.005), other: constant(0.2) };
  const p = kindProbabilities({ kinds }, []);

  it('clips each score to [0.01, 1] and normalises', () => {
    expect(MODEL_KINDS.map((k) => Math.round(p[k] * 1e4) / 1e4)).toEqual([0.5172, 0.2586, 0.0431, 0.0086, 0.1724]);
  });

  it('takes the article at its threshold, else the likeliest other kind', () => {
    expect(decideKind(p, 0.5)).toBe('article');
    expect(decideKind(p, 0.6)).toBe('listing');
    expect(decideKind({ article: 0.2, listing: 0.1, forum: 0.3, product: 0.3, other: 0.1 }, 0.5)).toBe('forum');
  });
});

describe('--page-types', () => {
  const rec = { id: 'r1', source: 'a.warc.gz', url: 'https://example.org/tag/x', lang: 'en', text: 'T', confidence: 0.31, pageType: 'listing', pageTypeConfidence: 0.82 };

  it('writes a page of another type as a page_type record with its head and type', () => {
    const relabel = otherPageType('article,liveblog', true)!;
    expect(JSON.stringify(relabel(rec))).toBe(
      '{"id":"r1","source":"a.warc.gz","url":"https://example.org/tag/x","host":"example.org","pageType":"listing","pageTypeConfidence":0.82,"error":{"code":"page_type","message":"page type listing is not one of --page-types article,liveblog"}}',
    );
    expect(relabel({ ...rec, pageType: 'liveblog' })).toEqual({ ...rec, pageType: 'liveblog' });
  });

  it('comes before --min-confidence, and refuses unknown types or the page type off', () => {
    const both = bothRelabels(otherPageType('article', true), lowConfidence(0.5, true))!;
    expect((both(rec).error as { code: string }).code).toBe('page_type');
    expect((both({ ...rec, pageType: 'article' }).error as { code: string }).code).toBe('low_confidence');
    expect(() => otherPageType('article,blog', true)).toThrow('--page-types needs page types from article, liveblog, listing, forum, product, other (got article,blog)');
    expect(() => otherPageType('article', false)).toThrow('--page-types needs the page type');
  });

  it('counts each type in the summary line', () => {
    const s = new Summary();
    s.showPageTypes = true;
    s.add(undefined, 'article');
    s.add(undefined, 'article');
    s.add({ code: 'page_type' }, 'listing');
    s.add({ code: 'not_html' });
    expect(s.line()).toMatch(/^cedst: 4 records: 2 ok, 1 not_html, 1 page_type, page types: 2 article, 1 listing \(/);
  });
});

describe('isProbablyArticle', () => {
  const text = `<p>${'The museum opens its new wing to visitors this spring, with rooms given to the river trade and the families who worked the boats for a century. '.repeat(4)}</p>`;
  const page = (head: string): string => `<html><head>${head}</head><body>${text.repeat(3)}</body></html>`;

  it('turns away a page that declares a product, a forum thread or a collection and no article', () => {
    expect(isProbablyArticle(page(''))).toBe(true);
    expect(isProbablyArticle(page('<script type="application/ld+json">{"@type":"Product","name":"Boat"}</script>'))).toBe(false);
    expect(isProbablyArticle(page('<script type="application/ld+json">{"@type":["DiscussionForumPosting"]}</script>'))).toBe(false);
    expect(isProbablyArticle(page('<meta property="og:type" content="product">'))).toBe(false);
  });

  it('keeps a page that declares an article too, and ignores a breadcrumb', () => {
    expect(isProbablyArticle(page('<script type="application/ld+json">[{"@type":"NewsArticle"},{"@type":"Product"}]</script>'))).toBe(true);
    expect(isProbablyArticle(page('<script type="application/ld+json">{"@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem"}]}</script>'))).toBe(true);
  });
});
