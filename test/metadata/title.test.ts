// Title choice by agreement between the page's sources, and `<title>` cleaning.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { extractMetadata } from '../../src/metadata/index.js';
import { cleanTitle, splitTitle } from '../../src/metadata/title.js';

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
});
