// Fields the page does not state stay absent: no crawl date, no comment or teaser dates, no
// modified date, no channel name or URL as author. Plus two small pages of our own: an English
// one whose metadata is only JSON-LD, and a Chinese one whose date and author are only text.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { extractMetadata, type Metadata } from '../../src/metadata/index.js';

function meta(html: string, lang: 'en' | 'zh' = 'en'): Metadata {
  return extractMetadata(parseDocument(html), { lang });
}

const STORY =
  '<p>The city council met on Tuesday evening and voted to fund the new library branch after a long debate about the budget, the site and the opening hours of the reading rooms.</p>'.repeat(3);

describe('absent, never guessed', () => {
  it('a bare page has only an empty title', () => {
    expect(meta('<p>hello</p>')).toEqual({ title: '' });
  });

  it('takes no date from comments, teaser lists or a header clock', () => {
    const html = `<html><head><title>Library branch funded - Town Crier</title></head><body>
      <div class="top-bar">Sunday, 22 November 2026 10:04</div>
      <h1>Library branch funded</h1>${STORY}
      <ul class="related-stories"><li>Pool closes <time datetime="2023-05-01T10:00">May 1, 2023</time></li></ul>
      <div class="comments"><div class="comment">Great news! <time datetime="2023-05-02T11:00">May 2, 2023</time> By Jane Doe</div></div>
    </body></html>`;
    const m = meta(html);
    expect(m.title).toBe('Library branch funded');
    expect(m.date).toBeUndefined();
    expect(m.author).toBeUndefined();
    expect(m.siteName).toBe('Town Crier');
  });

  it('takes no modified date for the publication date', () => {
    const html = `<html><head><meta property="article:modified_time" content="2023-03-09T06:15:00-05:00"></head><body>
      <h1>Library branch funded by the council</h1><div class="meta">Updated March 9, 2023 6:15 a.m.</div>${STORY}</body></html>`;
    expect(meta(html).date).toBeUndefined();
  });

  it('takes no URL, site name or channel for the author', () => {
    const html = `<html><head><meta property="og:site_name" content="Town Crier">
      <meta property="article:author" content="https://www.facebook.com/towncrier"><meta name="author" content="Town Crier"></head>
      <body><h1>Library branch funded by the council</h1>${STORY}</body></html>`;
    expect(meta(html).author).toBeUndefined();
    const zh = `<html><head><meta property="article:author" content="海川财经"></head><body><h1>澜川市上半年经济运行情况发布</h1>${STORY}</body></html>`;
    expect(meta(zh, 'zh').author).toBeUndefined();
  });

  it('takes no URL or image that is not absolute', () => {
    const html = `<html><head><link rel="canonical" href="/news/1.html"><meta property="og:image" content="/img/1.jpg"></head><body>${STORY}</body></html>`;
    const m = meta(html);
    expect(m.url).toBeUndefined();
    expect(m.image).toBeUndefined();
  });

  it('never throws on broken JSON-LD', () => {
    const html = `<html><head><script type="application/ld+json">{"@type": "NewsArticle", "headline": "Half</script></head><body></body></html>`;
    expect(meta(html)).toEqual({ title: '' });
  });
});

describe('a page whose metadata is only JSON-LD', () => {
  const ld = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Person', '@id': '#jd', name: 'Jane Doe' },
      { '@type': 'Organization', '@id': '#org', name: 'Harbor Gazette' },
      {
        '@type': ['NewsArticle'],
        headline: 'Harbor dredging to start in June',
        datePublished: '2024-02-29T08:00:00Z',
        author: [{ '@id': '#jd' }, { '@type': 'Person', name: 'John Roe' }],
        publisher: { '@id': '#org' },
        image: { '@type': 'ImageObject', url: 'https://harbor.example/img/dredge.jpg' },
        url: 'https://harbor.example/2024/02/29/dredging',
      },
    ],
  };
  const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><div>${STORY}</div></body></html>`;

  it('reads every field from the graph, @id references included', () => {
    expect(meta(html)).toMatchObject({
      title: 'Harbor dredging to start in June',
      date: '2024-02-29T08:00:00+00:00',
      author: 'Jane Doe, John Roe',
      siteName: 'Harbor Gazette',
      url: 'https://harbor.example/2024/02/29/dredging',
      image: 'https://harbor.example/img/dredge.jpg',
    });
  });
});

describe('a Chinese page whose date and author are only text', () => {
  const html = `<html><head><title>滨江公园东门改造完工 周末恢复开放_本地新闻_临江网</title></head><body>
    <div class="nav">2026年11月22日 星期日</div>
    <h1>滨江公园东门改造完工 周末恢复开放</h1>
    <div class="info">2011年12月09日 18:51　来源：临江日报　记者 王晓东 实习生 李想</div>
    <p>${'滨江公园东门改造工程日前完工，公园将于本周末恢复开放，市民可从东门进入游览。'.repeat(4)}</p>
    <p class="editor">责任编辑：赵敏</p>
    <div class="comments"><p>网友 2011年12月10日 09:00 说：终于修好了</p></div>
  </body></html>`;

  // The intern (实习生) is credited as a writer, as the 记者 is.
  it('gives the byline date with +08:00, the writers, the editor and the source, not the clock', () => {
    expect(meta(html, 'zh')).toEqual({
      title: '滨江公园东门改造完工 周末恢复开放',
      date: '2011-12-09T18:51:00+08:00',
      author: '王晓东, 李想',
      authors: ['王晓东', '李想'],
      editors: ['赵敏'],
      source: '临江日报',
      // The <title> as written, beside the headline.
      seoTitle: '滨江公园东门改造完工 周末恢复开放_本地新闻_临江网',
      siteName: '临江网',
    });
  });

  it('keeps a zone-less time local on a non-Chinese page', () => {
    expect(meta(html, 'en').date).toBe('2011-12-09T18:51:00');
  });

  it('names no author when no person is named: the 来源 outlet is the source, not an author', () => {
    const noReporter = html.replace('　记者 王晓东 实习生 李想', '');
    const m = meta(noReporter, 'zh');
    expect(m.author).toBeUndefined();
    expect(m.authors).toBeUndefined();
    expect(m.source).toBe('临江日报');
  });
});
