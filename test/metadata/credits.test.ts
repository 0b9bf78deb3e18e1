// Dates, writers, editors and sources where news pages state them: under the headline, in the
// lead, closing the article and after it. Every page here is written for the test.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { extract } from '../../src/index.js';
import { articleMetadata, extractMetadata, type Metadata } from '../../src/metadata/index.js';
import { creditLine, editorNames, sourceName } from '../../src/metadata/credits.js';
import { hanBylineNames, leadOutlet } from '../../src/metadata/credits-zh.js';
import { findDate } from '../../src/metadata/date.js';

const ZH_BODY =
  '<p>' +
  '河畔新区今年将新建三所小学和两所幼儿园，预计新增学位四千余个，缓解片区入学压力。'.repeat(3) +
  '</p>' +
  '<p>' +
  '区教育局表示，新学校将在秋季学期前完成验收，并同步完善周边道路和公交线路。'.repeat(3) +
  '</p>';
const EN_BODY =
  '<p>' +
  'The county board approved a plan on Tuesday to rebuild the old river bridge, with work starting in the spring and lasting two years. '.repeat(2) +
  '</p>' +
  '<p>' +
  'Drivers will use a temporary crossing a mile upstream while the work goes on, the board said in a statement after the vote. '.repeat(2) +
  '</p>';

function zh(html: string, paragraphs?: string[]): Metadata {
  const doc = parseDocument(html);
  const meta = extractMetadata(doc, { lang: 'zh' });
  return paragraphs ? articleMetadata(doc, paragraphs, meta, { lang: 'zh' }) : meta;
}
function en(html: string): Metadata {
  return extractMetadata(parseDocument(html), { lang: 'en' });
}

describe('date forms', () => {
  it.each([
    ['2006-6-8 20:13:47', '2006-06-08T20:13:47'],
    ['2007-10-18 6:44:12', '2007-10-18T06:44:12'],
    ['2013.02.14 03:08 am', '2013-02-14T03:08:00'],
    ['Thursday March 7,2013', '2013-03-07'],
    ['2013-03-07 09:40 PM', '2013-03-07T21:40:00'],
  ])('%s → %s', (text, iso) => {
    expect(findDate(text)?.iso).toBe(iso);
  });
});

describe('Chinese bylines', () => {
  it.each([
    ['（记者李明远）', ['李明远']],
    ['本报讯(记者 通讯员 方雨桐 谢嘉仪)', ['方雨桐', '谢嘉仪']],
    ['（通訊員 葉思遠 記者 鄭曉嵐）', ['葉思遠', '鄭曉嵐']],
    ['实习生孔晓雯、记者尹建平报道', ['孔晓雯', '尹建平']],
    ['【江城日報╱記者陳雅婷／台北報導】', ['陳雅婷']],
    ['〔記者蔡佩君／台北報導〕', ['蔡佩君']],
    ['作者：蒋 浩 江城日报', ['蒋浩']],
    ['作者：记者 唐秀英 来源：江城经济网', ['唐秀英']],
    ['江城日报记者 韩志刚 贾丽娜', ['韩志刚', '贾丽娜']],
    ['(文/小北)', ['小北']],
    ['文/图 韩晓东', ['韩晓东']],
    ['图／文 本报记者 韩晓东', ['韩晓东']],
    ['文·圖 陳雅婷', ['陳雅婷']],
    ['（图/本报记者 童剑）', []],
    ['记者从市交通局获悉', []],
    ['他告诉记者，柯文有不少专利', []],
    ['江城社记者 田平 编制', []],
    ['图表：河畔新区学位变化 江城社记者 田平 编制', []],
    ['江城晚报记者秦朗侯雅琪摄影石磊', ['秦朗', '侯雅琪']],
    ['记者程俊峰/文', ['程俊峰']],
    ['作者：詹怡 邵志华', ['詹怡', '邵志华']],
    ['江城之声广播电台何翠報導', ['何翠']],
    ['記者： kevin｜ Mar 7, 2013', ['kevin']],
  ])('%s → %j', (text, names) => {
    expect(hanBylineNames(text)).toEqual(names);
  });

  it('reads editors after a colon or a slash, logins included, and not 编辑部', () => {
    expect(editorNames('（责任编辑：龚哲）')).toEqual(['龚哲']);
    expect(editorNames('[責任編輯: 溫璇]')).toEqual(['溫璇']);
    expect(editorNames('来源：江城晨报 编辑：石川')).toEqual(['石川']);
    expect(editorNames('责任编辑：ED0042')).toEqual(['ED0042']);
    expect(editorNames('(严巍 编辑)')).toEqual(['严巍']);
    expect(editorNames('编辑/孟雪梅')).toEqual(['孟雪梅']);
    expect(editorNames('責任編輯／溫璇')).toEqual(['溫璇']);
    expect(editorNames('Edited by Jane Roe')).toEqual(['Jane Roe']);
    expect(editorNames('联系编辑部')).toEqual([]);
  });

  it('reads the credited outlet', () => {
    expect(sourceName('2012-01-12 15:21 来源：江城时报')).toBe('江城时报');
    expect(sourceName('來源：江城早報 編輯：馮利')).toBe('江城早報');
    expect(sourceName('摘自江城晚报')).toBe('江城晚报');
    expect(sourceName('Source: River Valley Institute')).toBe('River Valley Institute');
    expect(sourceName('来源：网络')).toBeUndefined();
    expect(sourceName('来源: 江城晚报(江城) 有0人参与')).toBe('江城晚报');
    expect(sourceName('图片来源：资料图')).toBeUndefined();
    expect(sourceName('一份来源不明的文件')).toBeUndefined();
  });

  it('reads no outlet from a label word, a vendor or a copyright line', () => {
    // Label words fill the slot but name no outlet.
    expect(sourceName('2023-06-02 10:15　来源：转载文章　浏览次数：1268')).toBeUndefined();
    expect(sourceName('来源：佚名')).toBeUndefined();
    expect(sourceName('来源：网络转载')).toBeUndefined();
    // "provided by" after what is provided: an audio player, a market-data widget, a consent tool.
    expect(sourceName('Listen (4 min) Audio provided by Microsoft')).toBeUndefined();
    expect(sourceName('Market data provided by Microsoft. Quotes delayed at least 15 minutes.')).toBeUndefined();
    expect(sourceName('Consent management provided by Microsoft.')).toBeUndefined();
    expect(sourceName('Data source: FactSet')).toBeUndefined();
    expect(sourceName('Copyright © 2024 Harbor Media. Source: Harbor Media Group')).toBeUndefined();
    // The credit slots still credit: the line opens with the label, a date or a content word.
    expect(sourceName('Provided by River Valley Institute')).toBe('River Valley Institute');
    expect(sourceName('Story provided by River Valley Institute')).toBe('River Valley Institute');
    expect(sourceName('Published: 9:58AM Thursday January 12, 2012 Source: Meridian Wire')).toBe('Meridian Wire');
    expect(sourceName('From: Meridian Wire')).toBe('Meridian Wire');
  });

  it.each([
    ['[江城财讯]市工商局通报', '江城财讯'],
    ['〔江城社〕', '江城社'],
    ['据江城晚报1月12日报道，', '江城晚报'],
    ['江城文匯報訊（記者 余鈺）', '江城文匯報'],
    ['【江城日報╱記者陳雅婷／台北報導】', '江城日報'],
    ['江城网江城12月9日电(记者罗川)', '江城网'],
    ['本报讯（记者李明远）', undefined],
  ])('the lead %s credits %s', (lead, outlet) => {
    expect(leadOutlet(lead)).toBe(outlet);
  });
});

describe('a Chinese page', () => {
  const page = (byline: string, lead: string, after: string): string => `<html><head><title>河畔新区新建三所小学_教育_江城网</title></head><body>
    <div class="top">2026年11月22日 星期日</div>
    <h1>河畔新区新建三所小学</h1>
    <div class="info">${byline}</div>
    <div class="text"><p>${lead}${'河畔新区今年将新建三所小学和两所幼儿园，预计新增学位四千余个。'.repeat(3)}</p>${ZH_BODY}</div>
    ${after}
  </body></html>`;

  it('takes the unlabelled date line under the headline, not the header clock', () => {
    const m = zh(page('2006-6-8 20:13:47', '', ''));
    expect(m.date).toBe('2006-06-08T20:13:47+08:00');
  });

  it("reads the lead's （记者…）, the editor line and the 来源 after the article", () => {
    const html = page('發佈時間：2012-01-11 10:22', '本报讯（记者 周文斌 通讯员 钱小红）', '<p>来源：江城日报</p><p>（责任编辑：孙丽）</p>');
    const doc = parseDocument(html);
    const paragraphs = Array.from(doc.querySelectorAll('.text p')).map((p) => p.textContent ?? '');
    const m = articleMetadata(doc, paragraphs, extractMetadata(doc, { lang: 'zh' }), { lang: 'zh' });
    expect(m.date).toBe('2012-01-11T10:22:00+08:00');
    expect(m.authors).toEqual(['周文斌', '钱小红']);
    expect(m.author).toBe('周文斌, 钱小红');
    expect(m.editors).toEqual(['孙丽']);
    expect(m.source).toBe('江城日报');
  });

  it('reads a signature closing the article', () => {
    const html = `<html><head><title>河畔新区新建三所小学</title></head><body><h1>河畔新区新建三所小学</h1>
      <div>2011年12月09日 18:52 来源：江城网 编辑：吴新</div>
      <div class="text">${ZH_BODY}<p>${'预计明年秋季全部投入使用，届时将缓解周边学生上学难的问题。'.repeat(2)}（邱慧玲）</p></div>
      <div>相关新闻</div></body></html>`;
    const doc = parseDocument(html);
    const paragraphs = Array.from(doc.querySelectorAll('.text p')).map((p) => p.textContent ?? '');
    const m = articleMetadata(doc, paragraphs, extractMetadata(doc, { lang: 'zh' }), { lang: 'zh' });
    expect(m.date).toBe('2011-12-09T18:52:00+08:00');
    expect(m.authors).toEqual(['邱慧玲']);
    expect(m.editors).toEqual(['吴新']);
    expect(m.source).toBe('江城网');
  });

  it('reads a forum-like line: 时间：… 作者：…', () => {
    const m = zh(page('时间：2005-08-28 20:56:20 点击：120 作者：詹怡 邵志华 来源：江城晨报 编辑：石川', '', ''));
    expect(m.date).toBe('2005-08-28T20:56:20+08:00');
    expect(m.authors).toEqual(['詹怡', '邵志华']);
    expect(m.editors).toEqual(['石川']);
    expect(m.source).toBe('江城晨报');
  });

  it('reads the writer printed right after the outlet in the dateline slot', () => {
    const m = zh(page('2011年12月15日11:03江城质量网张君我要评论(0)', '', ''));
    expect(m.authors).toEqual(['张君']);
    expect(m.source).toBe('江城质量网');
  });

  it('reads a traditional byline and no outlet as a writer', () => {
    const m = zh(page('2012年01月17日 發佈時間 【江城日報╱記者陳雅婷／台北報導】', '', ''));
    expect(m.date).toBe('2012-01-17');
    expect(m.authors).toEqual(['陳雅婷']);
  });

  it('gives a relative date only with a crawl date', () => {
    const html = page('3小时前', '', '');
    expect(zh(html).date).toBeUndefined();
    const m = extractMetadata(parseDocument(html), { lang: 'zh', crawlDate: '2012-01-12T10:00:00Z' });
    // 10:00Z − 3 h = 07:00Z, 15:00 at the page's +08:00.
    expect(m.date).toBe('2012-01-12T15:00:00+08:00');
  });

  it('takes an unlabelled date right above the headline, but not a clock with a weekday', () => {
    const above = (line: string): string | undefined => en(`<html><body><div>${line}</div><h1>County to rebuild river bridge</h1>${EN_BODY}</body></html>`).date;
    expect(above('MARCH 3, 2013, 7:25 P.M. ET')).toBe('2013-03-03T19:25:00-05:00');
    expect(above('Sunday, March 3, 2013')).toBeUndefined();
  });

  it('keeps a modified date stated apart', () => {
    const m = zh(page('发布时间：2012-01-11 10:22 更新时间：2012-01-12 08:00', '', ''));
    expect(m.date).toBe('2012-01-11T10:22:00+08:00');
    expect(m.modified).toBe('2012-01-12T08:00:00+08:00');
  });
});

describe('an English page', () => {
  const page = (byline: string, after = ''): string => `<html><head><title>County to rebuild river bridge | The Valley Ledger</title></head><body>
    <div class="masthead">Sunday, November 22, 2026</div>
    <h1>County to rebuild river bridge</h1>
    <div class="byline">${byline}</div>
    <div class="story">${EN_BODY}</div>${after}</body></html>`;

  it('reads "By X and Y" and the date beside it', () => {
    const m = en(page('By Jane Doe and John Roe | March 5, 2013 4:12 PM'));
    expect(m.authors).toEqual(['Jane Doe', 'John Roe']);
    expect(m.date).toBe('2013-03-05T16:12:00');
  });

  it('reads "X, Reuters" as a writer and the wire as the source', () => {
    const m = en(page('Mara Quinn, Reuters January 14, 2012, 1:38 pm'));
    expect(m.authors).toEqual(['Mara Quinn']);
    expect(m.source).toBe('Reuters');
    expect(m.date).toBe('2012-01-14T13:38:00');
  });

  it('gives a byline in capitals in title case, and no wire as a person; a marked team byline as written', () => {
    expect(en(page('By MARA QUINN')).authors).toEqual(['Mara Quinn']);
    expect(en(page('By Associated Press')).authors).toBeUndefined();
    // A byline element crediting a team and no person: the team as the page writes it.
    expect(en(page('By Ledger Staff')).authors).toEqual(['Ledger Staff']);
    expect(en(page('By Staff')).authors).toBeUndefined();
  });

  it('ends a name at a preposition, a weekday or a degree', () => {
    expect(en(page('Submitted by Arun Kumar Rao on Wed, 03/06/2013 - 10:20')).authors).toEqual(['Arun Kumar Rao']);
    expect(en(page('By Ruth Nolan PhD Health Desk')).authors).toEqual(['Ruth Nolan']);
    expect(en(page('By Jane Doe in Local Politics')).authors).toEqual(['Jane Doe']);
  });

  it('reads a byline printed after the story', () => {
    const html = `<html><head><title>County to rebuild river bridge</title></head><body><h1>County to rebuild river bridge</h1>
      <div class="story">${EN_BODY}</div>
      <div class="item-footer">By <a href="/staff/jd">Jane Doe</a> in <a href="/news">News</a> on March 5, 2013 4:12 PM</div></body></html>`;
    const r = extract(html, { lang: 'en' });
    expect(r.authors).toEqual(['Jane Doe']);
    expect(r.date).toBe('2013-03-05T16:12:00');
  });

  it('reads a header line that is only a person and a date, either way round, but no place', () => {
    expect(en(page('Mara Quinn January 17, 2012')).authors).toEqual(['Mara Quinn']);
    expect(en(page('16 January 12 17:47, Mara Quinn')).authors).toEqual(['Mara Quinn']);
    const plain = (line: string): Metadata =>
      en(`<html><head><title>County to rebuild river bridge</title></head><body><h1>County to rebuild river bridge</h1><div>${line}</div>${EN_BODY}</body></html>`);
    expect(plain('Mara Quinn January 17, 2012').authors).toEqual(['Mara Quinn']);
    expect(plain('New York, January 17, 2012').authors).toBeUndefined();
    expect(plain('Mara Quinn, January 17, 2012').authors).toEqual(['Mara Quinn']);
    expect(en(page('Updated Date: Jan. 12 2012 1:04 AM ET')).authors).toBeUndefined();
  });

  it('takes no title-cased "By" inside a headline as a byline', () => {
    expect(en(page('Grocer Hit Hard By Holiday Sales Slump')).authors).toBeUndefined();
    expect(en(page('Posted 5 Jan 2012 by Jane Doe')).authors).toEqual(['Jane Doe']);
  });

  it('reads a "Published … on <date>" line that the method kept as the article\'s last', () => {
    const html = `<html><head><title>County to rebuild river bridge</title></head><body><h1>County to rebuild river bridge</h1>
      <div class="story">${EN_BODY}<p>Published by The Valley Ledger on January 16, 2012</p></div><div>Print article</div></body></html>`;
    const doc = parseDocument(html);
    const paragraphs = Array.from(doc.querySelectorAll('.story p')).map((p) => p.textContent ?? '');
    expect(articleMetadata(doc, paragraphs, extractMetadata(doc, { lang: 'en' }), { lang: 'en' }).date).toBe('2012-01-16');
  });

  it('takes no relative date without a crawl date', () => {
    expect(en(page('6 hours ago')).date).toBeUndefined();
  });
});

describe('credits placed by the article', () => {
  const zhArticle = (paras: string[], under = '2012-01-12 10:20'): Metadata => {
    const html = `<html><head><title>河畔新区新建三所小学</title></head><body><h1>河畔新区新建三所小学</h1><div>${under}</div>
      <div class="text">${paras.map((p) => `<p>${p}</p>`).join('')}</div><div>相关新闻</div></body></html>`;
    const doc = parseDocument(html);
    return articleMetadata(doc, paras, extractMetadata(doc, { lang: 'zh' }), { lang: 'zh' });
  };
  const p1 = '河畔新区今年将新建三所小学和两所幼儿园，预计新增学位四千余个，缓解片区入学压力。'.repeat(2);
  const p2 = '区教育局表示，新学校将在秋季学期前完成验收，并同步完善周边道路和公交线路。'.repeat(2);

  it('reads a closing signature that names the role: （记者左娅）', () => {
    expect(zhArticle([p1, p2, p1, p2, `${p1}（记者左娅）`]).authors).toEqual(['左娅']);
  });

  it('reads a short credit line of its own near the start, after an outlet name', () => {
    expect(zhArticle([p1, p2, p1.slice(3), p2.slice(3), '江城都市报记者彭晗侯婷婷摄影吕甲', p2.slice(5)]).authors).toEqual(['彭晗', '侯婷婷']);
  });

  it('reads a filed-by line closing the article, ending with a full stop', () => {
    expect(zhArticle([p1, p2, '江城亞太電視黃定國、林秋霞台灣新竹採訪報導。']).authors).toEqual(['黃定國', '林秋霞']);
  });

  it('takes the headline nearest above the article, not a teaser of it in a "latest" list', () => {
    const html = `<html><head><title>County to rebuild river bridge</title></head><body>
      <div><span>LatestCounty to rebuild river bridge</span><span>LatestSchool board meets on Monday</span></div>
      ${'<p>Home</p><p>News</p><p>Sport</p><p>Weather</p>'.repeat(5)}
      <h2>County to rebuild river bridge</h2><span>Tuesday, 17th January 2012</span>
      <div class="story">${EN_BODY}</div></body></html>`;
    const doc = parseDocument(html);
    // The method kept the teaser as its first paragraph.
    const paragraphs = ['LatestCounty to rebuild river bridge', ...Array.from(doc.querySelectorAll('.story p')).map((p) => p.textContent ?? '')];
    expect(articleMetadata(doc, paragraphs, extractMetadata(doc, { lang: 'en' }), { lang: 'en' }).date).toBe('2012-01-17');
  });
});

// The one credit-line reader: the byline region under the headline and the lines around the
// article both read their lines with it (it replaced author.ts's lineCredits).
describe('creditLine', () => {
  it('reads writers, source and editor from one Chinese byline, 通讯员 included', () => {
    expect(creditLine('发布时间：2023-08-14 09:32 来源：桐溪晚报 作者：记者 陈思远 通讯员 刘敏')).toEqual({ authors: ['陈思远', '刘敏'], editors: [], source: '桐溪晚报' });
    // U+2063 marks where one element's text ends (the byline region's pieces).
    expect(creditLine('2023年07月28日 10:15　来源：\u2063澜川日报\u2063　记者 周晓岚')).toEqual({ authors: ['周晓岚'], editors: [], source: '澜川日报' });
    // A slash after the role reads as a colon: the correspondent is a writer too.
    expect(creditLine('（记者/钟明 通讯员/王立）').authors).toEqual(['钟明', '王立']);
  });

  it('takes 编辑 and 责任编辑 as editors; no empty or "from the web" source', () => {
    expect(creditLine('编辑：李明').editors).toEqual(['李明']);
    expect(creditLine('责任编辑：赵晓琳').editors).toEqual(['赵晓琳']);
    expect(creditLine('来源： 作者：')).toEqual({ authors: [], editors: [] });
    expect(creditLine('来源：网络').source).toBeUndefined();
    expect(creditLine('（来源：新华社）').source).toBe('新华社');
  });

  it('needs "By" unless the line is marked as a byline or stands in the byline area', () => {
    expect(creditLine('MARA QUINN, Ledgerwire').authors).toEqual([]);
    // A byline set in capitals gives the name in title case.
    expect(creditLine('MARA QUINN, Ledgerwire', { marked: true }).authors).toEqual(['Mara Quinn']);
    expect(creditLine('Mara Quinn, Valley Ledger', { header: true })).toEqual({ authors: ['Mara Quinn'], editors: [], outlet: 'Valley Ledger' });
    expect(creditLine('Photo by Jane Doe').authors).toEqual([]);
    // The name ends where its element does, before the job title of the next one.
    expect(creditLine('By\u2063Jane Doe\u2063Staff Writer').authors).toEqual(['Jane Doe']);
  });

  it('takes a "by" inside a line only in a short one: a sentence is no byline', () => {
    expect(creditLine('Posted 5 Jan 2012 by Jane Doe').authors).toEqual(['Jane Doe']);
    const sentence = 'The new hulls were made by Harbor Marine Works in the north yard, and they were found to leak, the regulator said on Friday after a review.';
    expect(creditLine(sentence).authors).toEqual([]);
  });
});
