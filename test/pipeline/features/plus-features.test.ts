// cedst+'s further evidence, each on hand-made input with hand-computed values.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../src/dom/parse.js';
import { collectUnits } from '../../../src/dom/units.js';
import { COMMENTS, elementCue, legalNotices, sectionHeading } from '../../../src/dom/cues.js';
import { attributeWords } from '../../../src/dom/tags.js';
import { structureFeature } from '../../../src/pipeline/features/structure.js';
import { punctuationFeature, stopWordFeature } from '../../../src/pipeline/features/prose.js';
import { repetitionFeature } from '../../../src/pipeline/features/repetition.js';
import { distanceFeature, maxSegment } from '../../../src/pipeline/features/distance.js';
import { findHeadline, isTrail, titleSegments } from '../../../src/methods/plus/headline.js';

const el = (html: string): Element => parseDocument(`<html><body>${html}</body></html>`).querySelector('body > *')!;

describe('markup cues', () => {
  it('split class and id values into words, on separators and camelCase humps', () => {
    expect(attributeWords('relatedArticles main_col  story-body')).toEqual(['related', 'articles', 'main', 'col', 'story', 'body']);
    expect(attributeWords('')).toEqual([]);
  });

  it('score one element: +1 article, −1 furniture, COMMENTS for threads, 0 for none or both', () => {
    expect(elementCue(el('<nav></nav>'))).toBe(-1);
    expect(elementCue(el('<div role="navigation"></div>'))).toBe(-1);
    expect(elementCue(el('<div class="share-tools"></div>'))).toBe(-1);
    expect(elementCue(el('<article></article>'))).toBe(1);
    expect(elementCue(el('<div itemprop="articleBody"></div>'))).toBe(1);
    expect(elementCue(el('<div class="story-body"></div>'))).toBe(1);
    // A comment word wins over everything, even on an <article>.
    expect(elementCue(el('<article class="article-comments"></article>'))).toBe(COMMENTS);
    // Words for and against on one element cancel; wrappers named content/main say nothing.
    expect(elementCue(el('<div class="sidebar post"></div>'))).toBe(0);
    expect(elementCue(el('<div id="content" class="main"></div>'))).toBe(0);
    // ASP.NET wraps whole pages in a form: not furniture.
    expect(elementCue(el('<form id="aspnetForm"></form>'))).toBe(0);
  });

  it('h_struct takes the nearest cue on the way up', () => {
    const doc = parseDocument('<html><body><div class="post"><p>kept one</p><div class="related"><p>teaser</p></div><div class="comments"><p>reader</p></div></div><p>plain</p></body></html>');
    const units = collectUnits(doc);
    expect(units.map((u) => u.text)).toEqual(['kept one', 'teaser', 'reader', 'plain']);
    // The comment thread counts as −1 in the mass function, like other furniture.
    expect(structureFeature(units.map((u) => u.element))).toEqual([1, -1, -1, 0]);
  });

  it('recognise the headings of related lists and comment threads, in English and Chinese', () => {
    expect(sectionHeading('RELATED COVERAGE')).toBe('related');
    expect(sectionHeading('相关新闻')).toBe('related');
    expect(sectionHeading('You may also like')).toBe('related');
    expect(sectionHeading('READER COMMENTS (5)')).toBe('comments');
    expect(sectionHeading('网友评论（共5条）')).toBe('comments');
    expect(sectionHeading('Leave a reply')).toBe('comments');
    expect(sectionHeading('The related story continues below the fold')).toBeUndefined();
    expect(sectionHeading('x'.repeat(51))).toBeUndefined();
  });

  it('recognise the headings of related lists and comment threads in other European languages', () => {
    for (const t of [
      'Mehr zum Thema:',
      'Ähnliche Beiträge',
      'Weitere aktuelle Themen aus der Arbeitswelt',
      'Artículos relacionados',
      'À lire aussi',
      'Czytaj także',
      'Читайте также',
      'Διαβάστε επίσης',
    ])
      expect(sectionHeading(t)).toBe('related');
    for (const t of ['Kommentare (12)', 'Schreibe einen Kommentar', 'Comentarios', 'Laisser un commentaire', 'Komentarze']) expect(sectionHeading(t)).toBe('comments');
    // The German singular labels an opinion piece, not a thread.
    expect(sectionHeading('Kommentar')).toBeUndefined();
  });

  it('recognise legal notices: by their opening, by an early copyright mark, and after a bare label', () => {
    expect(
      legalNotices([
        "Disclaimer: the views above are the author's own.",
        '免责声明：本文仅代表作者个人观点。',
        '声明称，双方将继续谈判。',
        'Owner of the project: © Example Media Ltd, all reproduction requires consent.',
        '声明：',
        '• 凡注明为其他媒体来源的信息，均为转载自其他媒体。',
        'The article ends with its agency line. ' + 'x'.repeat(80) + ' © Wire',
      ]),
    ).toEqual([true, true, false, true, true, true, false]);
  });
});

describe('prose evidence', () => {
  it('h_punct: sentence marks per word over 0.08, damped below 8 words', () => {
    // 3 marks / 5 words = 0.6 ≥ 0.08 → 1, damped by 5/8.
    expect(punctuationFeature(['Hello, world. This is fine.'], [5])).toEqual([0.625]);
    // 1 mark / 25 words = 0.04 → 0.5; no damping at 25 words.
    expect(punctuationFeature(['a'.repeat(10) + '.'], [25])[0]).toBeCloseTo(0.5, 12);
    // CJK marks count: 2 / 10 words.
    expect(punctuationFeature(['记者获悉，施工分两个阶段。'], [10])).toEqual([1]);
    expect(punctuationFeature(['Home News Sport'], [3])).toEqual([0]);
  });

  it('h_stop: function-word share over 0.3, damped below 8 words', () => {
    expect(stopWordFeature([2], [10])[0]).toBeCloseTo(2 / 10 / 0.3, 12);
    expect(stopWordFeature([5], [10])).toEqual([1]);
    // 1 / 4 = 0.25 → 0.25 / 0.3, damped by 4/8.
    expect(stopWordFeature([1], [4])[0]).toBeCloseTo((0.25 / 0.3) * 0.5, 12);
    expect(stopWordFeature([0], [0])).toEqual([0]);
  });
});

describe('repetition and distance', () => {
  it('h_rep is 1 for text that occurs twice, ignoring case and spacing', () => {
    expect(repetitionFeature(['Read more', 'read  MORE', 'An article paragraph.'])).toEqual([1, 1, 0]);
  });

  it('the main run is the maximum-sum segment of the gains', () => {
    expect(maxSegment([-1, 2, 3, -10, 4])).toEqual([1, 2]);
    expect(maxSegment([-1, -2])).toEqual([-1, -1]);
    // Units 1..2 form the run; reach 2: one unit away is 0.5, two or more is 1.
    expect(distanceFeature([-1, 2, 3, -10, 4], 2)).toEqual([0.5, 0, 0, 0.5, 1]);
  });
});

describe('headline', () => {
  it('is the unit before the article that the page titles contain', () => {
    const texts = ['Home', 'World', 'Harbor bridge reopens after storm repairs', 'By A. Writer', 'The harbor bridge reopened on Monday.'];
    expect(findHeadline(texts, 4, ['Harbor bridge reopens after storm repairs | Daily Example'])).toBe(2);
    // "World" is contained in no title; a unit after the article's start is never the headline.
    expect(findHeadline(texts, 2, ['Harbor bridge reopens after storm repairs'])).toBe(-1);
    expect(findHeadline(texts, 4, [])).toBe(-1);
  });

  it('is not a breadcrumb trail that also names the site', () => {
    const texts = ['Daily Example › World › Harbor bridge reopens after storm repairs', 'Harbor bridge reopens after storm repairs', 'The harbor bridge reopened on Monday.'];
    expect(isTrail(texts[0]!)).toBe(true);
    expect(isTrail(texts[1]!)).toBe(false);
    expect(findHeadline(texts, 2, ['Harbor bridge reopens after storm repairs - World - Daily Example'])).toBe(1);
  });

  it('matches a segment of a title padded with keywords, but not the site name', () => {
    const title = 'Harbor bridge reopens today - news from the city, traffic, storms, repairs, weather, roads, bridges - Daily Example';
    expect(titleSegments([title])).toEqual(['Harbor bridge reopens today', 'news from the city, traffic, storms, repairs, weather, roads, bridges']);
    const texts = ['Daily Example', 'Harbor bridge reopens today', 'The harbor bridge reopened on Monday.'];
    expect(findHeadline(texts, 2, [title])).toBe(1);
    expect(findHeadline(['Daily Example', 'The harbor bridge reopened on Monday.'], 1, [title])).toBe(-1);
  });
});
