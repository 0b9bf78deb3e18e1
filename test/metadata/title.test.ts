// Title choice by agreement between the page's sources, and `<title>` cleaning.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { extractMetadata, readHead } from '../../src/metadata/index.js';
import { collectParts } from '../../src/metadata/collect.js';
import { cleanTitle, splitTitle } from '../../src/metadata/title.js';
import { lineAbove } from '../../src/metadata/title-shown.js';
import { locate, walkLines } from '../../src/metadata/lines.js';

function meta(head: string, body: string) {
  return extractMetadata(parseDocument(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`));
}

describe('cleanTitle', () => {
  it.each([
    ['Council approves rezoning - Port Alder Courier', undefined, 'Council approves rezoning'],
    ['Council approves rezoning | Port Alder Courier', 'Port Alder Courier', 'Council approves rezoning'],
    ['Port Alder Courier | Council approves the rail yard rezoning', undefined, 'Council approves the rail yard rezoning'],
    ['澜川市上半年GDP同比增长6.2%_财经_海川网', undefined, '澜川市上半年GDP同比增长6.2%'],
    ['春節就醫何處去？ 健保局公佈特約院所-生活新聞-新浪新聞中心', undefined, '春節就醫何處去？ 健保局公佈特約院所'],
    ['菸害防治－菸害新法上路3年 癮君子減少42萬人｜醫藥健康｜中時電子報', undefined, '菸害防治－菸害新法上路3年 癮君子減少42萬人'],
    ['Wi-Fi on trains', undefined, 'Wi-Fi on trains'],
    ['Mozilla - Wikipedia', undefined, 'Mozilla - Wikipedia'],
  ])('%s → %s', (raw, site, expected) => {
    expect(cleanTitle(raw, site).title).toBe(expected);
  });

  it('splits at spaced dashes and bars but not inside words', () => {
    expect(splitTitle('A well-known story - Site | Section').segments).toEqual(['A well-known story', 'Site', 'Section']);
  });
});

describe('findTitle (through extractMetadata)', () => {
  it('takes the h1 the <title> starts with, and the rest as the site name', () => {
    const m = meta('<title>Storm cuts power to 200,000 - Meridian Press Wire</title>', '<div class="logo"><h1>Meridian</h1></div><h1>Storm cuts power to 200,000</h1>');
    expect(m.title).toBe('Storm cuts power to 200,000');
    expect(m.siteName).toBe('Meridian Press Wire');
  });

  it('prefers the longer of two h1s that both sit in the <title>', () => {
    const m = meta('<title>Outside the web: standalone binaries · V8</title>', '<h1>V8</h1><h1>Outside the web: standalone binaries</h1>');
    expect(m.title).toBe('Outside the web: standalone binaries');
    expect(m.siteName).toBe('V8');
  });

  it('strips a site suffix from og:title when og:site_name names it', () => {
    const m = meta('<meta property="og:title" content="Layoffs hit Vantrel - Kernelpoint"><meta property="og:site_name" content="Kernelpoint">', '<p>text</p>');
    expect(m.title).toBe('Layoffs hit Vantrel');
  });

  it('uses the JSON-LD headline when nothing on the page confirms another title', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Example Daily' },
        { '@type': 'NewsArticle', headline: 'Bridge reopens after repairs' },
      ],
    };
    const m = meta(`<title>Example Daily</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`, '');
    expect(m.title).toBe('Bridge reopens after repairs');
    expect(m.siteName).toBe('Example Daily');
  });

  it('is empty when the page has no title at all', () => {
    expect(meta('', '<p>Only a paragraph.</p>').title).toBe('');
  });

  it('reads the head when markup comes before <html> (linkedom makes the stray tag the documentElement)', () => {
    const doc = parseDocument(
      '<meta http-equiv="refresh" content="600"><script>var x;</script><html><head><title>Harbour bridge reopens - Port Alder Courier</title>' +
        '<meta property="og:site_name" content="Port Alder Courier"><meta name="author" content="Ada Brook"></head>' +
        '<body><h1>Harbour bridge reopens</h1><p>The bridge reopened on Monday.</p></body></html>',
    );
    expect(doc.documentElement?.localName).toBe('meta');
    const m = extractMetadata(doc);
    expect(m.title).toBe('Harbour bridge reopens');
    expect(m.siteName).toBe('Port Alder Courier');
    expect(m.author).toBe('Ada Brook');
  });
  it('takes a lone h1 over a short <title> that shares none of its words, and not over one that shares a word', () => {
    expect(meta('<title>Cape Harbor Star</title>', '<h1>Ferry fares to rise in March</h1>').title).toBe('Ferry fares to rise in March');
    // A product's or service's name under its slogan: the name is the title.
    expect(meta('<title>Business Text Messaging</title>', '<h1>Business messaging that scales without slowing you down</h1>').title).toBe('Business Text Messaging');
    // A heading no longer than the <title> is no headline the <title> leaves out.
    expect(meta('<title>Cape Harbor Star Daily</title>', '<h1>Weather and tides today</h1>').title).toBe('Cape Harbor Star Daily');
  });

  it('takes the only h1 inside a block read as noise when it is no shorter than the declared title, and not a blog name over its post', () => {
    const widget = '<div class="elementor-widget"><h1>Kitchen Remodel Costs: A Line-by-Line Breakdown</h1></div>';
    expect(meta('<title>Kitchen Remodel Costs | Alder Build</title>', widget).title).toBe('Kitchen Remodel Costs: A Line-by-Line Breakdown');
    const blog = '<div class="sidebar"><h1>Tide Tables</h1></div><h3 class="post-title">Spring tides and the new moon</h3>';
    expect(meta('<title>Tide Tables: Spring tides and the new moon</title>', blog).title).toBe('Spring tides and the new moon');
  });

  it('reads a <br> inside the h1 as a space between its two phrases', () => {
    expect(meta('<title>Harbour Guide 2025 (UK) Where to Moor This Summer - Alder Sailing</title>', '<h1>Harbour Guide 2025 (UK)<br>Where to Moor This Summer</h1>').title).toBe(
      'Harbour Guide 2025 (UK) Where to Moor This Summer',
    );
  });

  it('reads an h1 with a <br> nested 20,000 deep without running out of stack', () => {
    const depth = 20_000;
    const h1 = `<h1>${'<span>'.repeat(depth)}Harbour Guide<br>Where to Moor${'</span>'.repeat(depth)}</h1>`;
    expect(meta('<title>Harbour Guide Where to Moor - Alder Sailing</title>', h1).title).toBe('Harbour Guide Where to Moor');
  });

  it('passes over a JSON-LD headline cut at about 110 characters for the declared title it begins', () => {
    const full = 'Fix It Friday: Three Readers Ask How To Arrange a Narrow Living Room and We Answer Each (Including One Trick That Always Works)';
    const cut = full.slice(0, 104);
    const ld = `<script type="application/ld+json">{"@type":"Article","headline":"${cut}"}</script>`;
    expect(meta(`${ld}<meta property="og:title" content="${full} - Alder Home"><title>${full} - Alder Home</title>`, '<p>Text.</p>').title).toBe(full);
    // A shorter headline that the og:title extends with a subtitle is the page's choice, kept.
    const short = '<script type="application/ld+json">{"@type":"Article","headline":"Ferry fares to rise"}</script>';
    expect(meta(`${short}<meta property="og:title" content="Ferry fares to rise in March">`, '<p>Text.</p>').title).toBe('Ferry fares to rise');
  });

  it("gives those h1s to the title field only: the head's headline that cedst+ and the bylines anchor on stays the declared one", () => {
    const head = (h: string, body: string) => readHead(collectParts(parseDocument(`<!DOCTYPE html><html><head>${h}</head><body>${body}</body></html>`))).title;
    const site = head('<title>Cape Harbor Star</title>', '<h1>Ferry fares to rise in March</h1>');
    expect([site.title, site.shownHeading]).toEqual(['Cape Harbor Star', 'Ferry fares to rise in March']);
    const widget = head('<title>Kitchen Remodel Costs | Alder Build</title>', '<div class="elementor-widget"><h1>Kitchen Remodel Costs: A Line-by-Line Breakdown</h1></div>');
    expect([widget.title, widget.element, widget.shownHeading]).toEqual(['Kitchen Remodel Costs', undefined, 'Kitchen Remodel Costs: A Line-by-Line Breakdown']);
  });
});

describe('the <title> part the page shows on its own', () => {
  const page = (title: string, shown: string) =>
    meta(`<title>${title}</title>`, `<div><a href="/">Home</a> <a href="/sport/">Sport</a></div><div>${shown}</div><p>${'The crews voted on Friday to accept the timetable. '.repeat(4)}</p>`);

  it.each([
    // Site first, four words against five: cleaning alone keeps the site's name.
    ['Millbrook Valley Evening Post - Ferry crews vote to accept timetable', 'Ferry crews vote to accept timetable', 'Ferry crews vote to accept timetable'],
    // Sections trailing: the headline alone.
    ['Keeper signs on loan - Football - Sport - Latest News - Gazette', 'Keeper signs on loan', 'Keeper signs on loan'],
    // A headline holding a dash of its own is one part.
    ['McCarthy is not for sale - Hughes - Soccer - Gazette', 'McCarthy is not for sale - Hughes', 'McCarthy is not for sale - Hughes'],
    // No separator needed where marks stand beside it.
    ['=> The one to watch: a remote for every box', 'The one to watch: a remote for every box', 'The one to watch: a remote for every box'],
    // A shown part smaller than another part is the site's or a section's name.
    ['Jeremy Clarkson ripped off by his builder - Digital Lifestyle', 'Digital Lifestyle', 'Jeremy Clarkson ripped off by his builder'],
    // A quoted name inside the headline is no part of its own.
    ['Alan Ritchson to play Gloss in "The Hunger Games: Catching Fire"', 'The Hunger Games: Catching Fire', 'Alan Ritchson to play Gloss in "The Hunger Games: Catching Fire"'],
  ])('%s, showing %s → %s', (title, shown, expected) => {
    expect(page(title, shown).title).toBe(expected);
  });

  it('a page opening with <link> before <html> is read without changing it', () => {
    // linkedom puts the <link> at the root there; its `document.body` getter would add an empty body.
    const doc = parseDocument(
      '<!-- css --><link href="a.css" rel="stylesheet"><html><head><title>Millbrook Valley Evening Post</title></head><body>' +
        '<table><tr><td><b>Ferry crews vote to accept winter timetable</b></td></tr><tr><td>By Ruth Calder | 12 January 2008</td></tr>' +
        `<tr><td><p>${'Crews on the ferry voted on Friday to accept the winter timetable. '.repeat(3)}</p></td></tr></table></body></html>`,
    );
    const before = doc.toString();
    const m = extractMetadata(doc);
    expect(m.authors).toEqual(['Ruth Calder']);
    expect(m.date).toBe('2008-01-12');
    // Reading the title leaves the page as parsed: no empty <body> added for the next stage.
    expect(doc.toString()).toBe(before);
  });
});

describe('the line above the article, for a <title> the page prints nowhere', () => {
  const story = 'Harwick senior Maria Lund ran the mile in four minutes and fifty-one seconds on Friday night.';
  const above = (line: string) => {
    const doc = parseDocument(`<html><head><title>Harwick Valley Daily News</title></head><body><div><b>${line}</b></div><div class="story"><p>${story}</p></div></body></html>`);
    return lineAbove(locate(walkLines(doc), 'Harwick Valley Daily News', [story]), 'Harwick Valley Daily News');
  };

  it('takes a line set in bold above the story', () => {
    expect(above('Harwick runner sets county record in the mile')).toBe('Harwick runner sets county record in the mile');
  });

  it.each([
    'FREE Newsletter. Sign Up Now!',
    'B U S I N E S S',
    'Thursday at 7.40pm',
    'Healthy number: 0800611116',
    'E-Mail: desk@harwick.example',
    'Saturday, January 12, 2008',
    'By Ruth Calder and Tom Alder',
    'Copyright 2008 Harwick Valley Media',
    '◎ 記者林和謙/採訪報導',
    'in this section of the site',
    'You have to accept whatever comes,',
    'Published: Thursday, 29-Jul-2004',
    'By: Company C Wood Shop',
  ])('leaves %s', (line) => {
    expect(above(line)).toBeUndefined();
  });

  it('counts the <title> as printed only on a line it mostly fills, not in a copyright line', () => {
    const doc = parseDocument(
      `<html><head><title>Harwick Valley Daily News</title></head><body><div><b>Harwick runner sets county record</b></div><div class="story"><p>${story}</p></div><p>Copyright 2008 Harwick Valley Daily News, 12 Mill Street, Harwick</p></body></html>`,
    );
    expect(lineAbove(locate(walkLines(doc), 'Harwick Valley Daily News', [story]), 'Harwick Valley Daily News')).toBe('Harwick runner sets county record');
  });

  it("takes the article's first line when the method kept the headline there", () => {
    const doc = parseDocument(`<html><head><title>Harwick Valley Daily News</title></head><body><p class="headline">Harwick runner sets county record</p><p>${story}</p></body></html>`);
    const located = locate(walkLines(doc), 'Harwick Valley Daily News', ['Harwick runner sets county record', story]);
    expect(lineAbove(located, 'Harwick Valley Daily News')).toBe('Harwick runner sets county record');
  });

  it('leaves the page alone when the <title> is printed on a line', () => {
    const doc = parseDocument(
      `<html><head><title>Harwick Valley Daily News</title></head><body><div><b>Harwick runner sets county record</b></div><div class="story"><p>${story}</p></div><p>Harwick Valley Daily News</p></body></html>`,
    );
    expect(lineAbove(locate(walkLines(doc), 'Harwick Valley Daily News', [story]), 'Harwick Valley Daily News')).toBeUndefined();
  });
});
