// The readers and picker rules, on small made-up pages: byline classes, given-name
// bylines the page marks as its writer's, organisations kept out of the authors, glued words
// trimmed, and the shown h1 as the title.
import { describe, expect, it } from 'vitest';
import { extractMetadata } from '../../src/metadata/index.js';
import { givenNames, trimGlued } from '../../src/metadata/name-en.js';
import { isOrganisationName } from '../../src/metadata/organisation-names.js';
import { collectParts, isBylineClass } from '../../src/metadata/collect.js';
import { bylineClassNames } from '../../src/metadata/byline-class.js';
import { parseDocument } from '../../src/dom/parse.js';

const BODY = '<p>The valley council met on Tuesday to talk about the new bridge over the river and what it would cost the town.</p>';
const meta = (head: string, body: string) => extractMetadata(parseDocument(`<html><head>${head}</head><body>${body}</body></html>`));

describe('byline classes', () => {
  it.each([
    ['byline', true],
    ['post-author', true],
    ['author-name', true],
    ['the-author', true],
    ['author-bio', false],
    ['author-avatar', false],
    ['summary-item-has-author', false],
    ['headline', false],
  ])('%s → %s', (cls, expected) => {
    expect(isBylineClass(cls)).toBe(expected);
  });

  it('reads the byline element under the headline, its label off', () => {
    const m = meta('<title>Bridge vote set</title>', `<h1>Bridge vote set</h1><div class="post-author">Written by Orla Brennick</div>${BODY}`);
    expect(m.authors).toEqual(['Orla Brennick']);
  });

  it('takes the first byline after the headline, not the list of other stories before it', () => {
    const m = meta('<title>Bridge vote set</title>', `<ul><li><span class="author">Tamsin Greer</span></li></ul><h1>Bridge vote set</h1><span class="author">Orla Brennick</span>${BODY}`);
    expect(m.authors).toEqual(['Orla Brennick']);
  });

  it('stops at a byline after the headline that names nobody', () => {
    const doc = parseDocument(`<html><body><h1>Bridge vote set</h1><em class="byline">Staff writer</em>${BODY}<em class="byline">Tamsin Greer</em></body></html>`);
    const parts = collectParts(doc);
    expect(parts.bylines).toHaveLength(2);
    expect(bylineClassNames(parts, parts.h1[0])).toEqual([]);
  });

  it('reads a date set against the name off it ("Orla BrennickDec 5, 2024")', () => {
    const m = meta('<title>Bridge vote set</title>', `<h1>Bridge vote set</h1><div class="byline"><span>Orla Brennick</span><span>Dec 5, 2024</span></div>${BODY}`);
    expect(m.authors).toEqual(['Orla Brennick']);
  });
});

describe('given names', () => {
  it('splits at & and "and", never at a comma', () => {
    expect(givenNames('Maria & Katerina')).toEqual(['Maria', 'Katerina']);
    expect(givenNames('Linny and Peter')).toEqual(['Linny', 'Peter']);
    expect(givenNames('Roy, Aniruddha')).toEqual([]);
    expect(givenNames('Staff')).toEqual([]);
    expect(givenNames('December')).toEqual([]);
  });

  it('takes a given name from the author tag when twitter\'s "Written by" agrees', () => {
    const head = '<title>Bridge vote set</title><meta name="author" content="Kristin"><meta name="twitter:label1" content="Written by"><meta name="twitter:data1" content="Kristin">';
    expect(meta(head, `<h1>Bridge vote set</h1>${BODY}`).authors).toEqual(['Kristin']);
  });

  it('leaves a lone word in one tag alone (as often a brand or an agency)', () => {
    expect(meta('<title>Bridge vote set</title><meta name="author" content="Kristin">', `<h1>Bridge vote set</h1>${BODY}`).authors).toBeUndefined();
  });

  it('takes a JSON-LD node typed Person of one given name', () => {
    const ld = '<script type="application/ld+json">{"@type":"BlogPosting","headline":"Bridge vote set","author":{"@type":"Person","name":"Gabo"}}</script>';
    expect(meta(`<title>Bridge vote set</title>${ld}`, `<h1>Bridge vote set</h1>${BODY}`).authors).toEqual(['Gabo']);
  });
});

describe('organisations are not authors', () => {
  const orgs = [['the', 'report', 'by', 'valley', 'ledger']];
  it.each([
    ['Valley Ledger', true],
    ['Valley Ledger Sponsored', false],
    ['Orla Brennick', false],
  ])('%s inside "The Report by Valley Ledger" → %s', (name, expected) => {
    expect(isOrganisationName(name, orgs)).toBe(expected);
  });

  it('knows the site name inside a longer name, and a brand in the host', () => {
    expect(isOrganisationName('Valley Ledger Sponsored', [['valley', 'ledger']])).toBe(true);
    expect(isOrganisationName('Ledgerly', [], ['ledgerly com'.replace(' ', '')])).toBe(true);
  });

  it('keeps a person whose name is the whole site name (a personal blog)', () => {
    expect(isOrganisationName('Orla Brennick', [['orla', 'brennick']])).toBe(false);
  });

  it("prefers another reader's person to a byline naming the publisher", () => {
    const head = '<title>Bridge vote set</title><meta property="og:site_name" content="The Report by Valley Ledger"><meta name="author" content="Orla Brennick">';
    const m = meta(head, `<h1>Bridge vote set</h1><p class="byline">By Valley Ledger</p>${BODY}`);
    expect(m.authors).toEqual(['Orla Brennick']);
  });

  it('never takes a JSON-LD Organization author', () => {
    const ld = '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Bridge vote set","author":{"@type":"Organization","name":"Valley Ledger"}}</script>';
    expect(meta(`<title>Bridge vote set</title>${ld}`, `<h1>Bridge vote set</h1>${BODY}`).authors).toBeUndefined();
  });
});

describe('glued words', () => {
  it.each([
    ['BySarah Doe', 'Sarah Doe'],
    ['Orla Brennick October', 'Orla Brennick'],
    ['Orla BrennickDec', 'Orla Brennick'],
    ['Orla Brennick', 'Orla Brennick'],
    ['BySarah January', ''],
  ])('%s → %j', (name, expected) => {
    expect(trimGlued(name)).toBe(expected);
  });
});

describe('the shown headline', () => {
  it('is the one h1 though the social title differs', () => {
    const m = meta('<title>Bridge costs for 2026 | Valley Ledger</title><meta property="og:title" content="Bridge costs for 2026">', `<h1>Top 10 bridge costs the town will face in 2026</h1>${BODY}`);
    expect(m.title).toBe('Top 10 bridge costs the town will face in 2026');
  });

  it('is not a logo h1 that shares no words with the declared titles', () => {
    const m = meta('<title>Bridge costs for 2026 | Valley Ledger</title>', `<h1>Valley Ledger Online Edition</h1>${BODY}`);
    expect(m.title).toBe('Bridge costs for 2026');
  });

  it('reads a label or a date run into the h1 off it', () => {
    expect(meta('<title>Bridge costs for the town</title>', `<h1>Blog: Bridge costs for the town</h1>${BODY}`).title).toBe('Bridge costs for the town');
    expect(meta('<title>Bridge costs for the town</title>', `<h1>Dec 18 2025 Bridge costs for the town</h1>${BODY}`).title).toBe('Bridge costs for the town');
  });

  it('is not a breadcrumb', () => {
    expect(meta('<title>Bridge costs for the town - Valley Ledger</title>', `<h1>Valley Ledger » Town » Bridge costs</h1>${BODY}`).title).toBe('Bridge costs for the town');
  });
});
