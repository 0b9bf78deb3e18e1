// `cedst inspect --report` for the Louvan modes, without a browser: the report's own inline script
// runs against linkedom's DOM of the file, and the test reads the candidate table it built. The
// values are the fixture's, read from `cedst inspect -m louvan --louvan-model thesis-news --json`
// and, where marked, counted by hand in the page. (report.test.ts renders it in Chromium.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/cli/report/report.js';
import { extract } from '../../src/research.js';
import type { Extraction } from '../../src/core/types.js';
import { FIXTURES } from '../support/fixtures.js';

const FIXTURE = join(FIXTURES, 'en-ferry-terminal', 'page.html');
const PAGE = readFileSync(FIXTURE, 'utf8');

/** The report's DOM after its inline renderer ran (linkedom runs no scripts by itself, so the
 *  test runs the file's one script with the document as its `document`). */
function rendered(html: string): Document {
  const { document } = parseHTML(html);
  const scripts = Array.from(document.querySelectorAll('script'));
  expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/json', null]);
  new Function('document', scripts[1]!.textContent!)(document);
  return document as unknown as Document;
}

function report(options: Parameters<typeof extract>[1], page = PAGE): { result: Extraction; html: string; dom: Document } {
  const result = extract(page, { ...options, explain: true });
  const html = buildReport(result, 'fixtures/en-ferry-terminal/page.html');
  return { result, html, dom: rendered(html) };
}

const cells = (row: Element | null): string[] => Array.from(row!.children).map((td) => td.textContent ?? '');

describe('the Louvan report', () => {
  it('lists every candidate with its 16 features and the trees’ decisions, says that Δ fired, and shows the chosen segment and the article', () => {
    const { result, dom } = report({ method: 'louvan', louvan: { model: 'thesis-news' } });
    expect(dom.documentElement.getAttribute('data-rendered')).toBe('34');
    expect(cells(dom.querySelector('#candidates-head tr'))).toEqual([
      '#',
      'segment',
      'txt',
      'html',
      'img',
      'inter',
      'form',
      'opt',
      'tbl',
      'para',
      'link',
      'div',
      'l/t',
      'swr',
      'tag',
      'ht',
      'hdr',
      'smax',
      'segment tree',
      'content tree',
      '',
    ]);
    expect(dom.querySelectorAll('#candidates-body > tr')).toHaveLength(34);

    // #13, div.page, is the one main segment, R* and the LBS pick. By hand: it holds 16 of the
    // page's 37 links (3 crumbs, 3 tags, 5 related, 5 in the rail), 10 of its 12 p and 5 of its 8
    // div. The segment tree says good at a leaf (8 good, 0 bad); the content tree says main only
    // at the Δ stop (123 main, 25 noisy).
    const chosen = dom.querySelector('#s13')!;
    expect(Array.from(chosen.classList).sort()).toEqual(['chosen', 'delta', 'main', 'root', 'seg']);
    expect(chosen.querySelector('.preview')!.textContent).toBe('Home › Local › Transportation Kestrel Bay ferry terminal reopens after eight-month rebuild A second…');
    expect(chosen.querySelector('.path')!.textContent).toBe('html.body.div');
    expect(cells(chosen).slice(2)).toEqual([
      '0.941',
      '0.831',
      '1',
      '1',
      '1',
      '0',
      '0',
      (10 / 12).toFixed(3),
      (16 / 37).toFixed(3),
      (5 / 8).toFixed(3),
      '0.145',
      '0.837',
      'div',
      '0.857',
      '0',
      '1',
      'good 8/0',
      'main 123/25 Δ',
      'main · R* · picked',
    ]);
    expect(chosen.querySelector('td.tree:not(.positive)')).toBeNull();
    expect(chosen.querySelectorAll('td.tree')[1]!.getAttribute('title')).toBe('node 8 of the content tree, where the Δ fallback stopped: class weights main 123, noisy 25');
    // A menu item (#3, li "Local"): one link of 37, the segment tree says bad, so the content tree
    // is not asked.
    const li = dom.querySelector('#s3')!;
    expect(li.classList.contains('main')).toBe(false);
    expect(cells(li)).toEqual([
      '3',
      'Localhtml.body.header.nav.ul.li',
      '0.001',
      '0.004',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      (1 / 37).toFixed(3),
      '0',
      '1',
      '0',
      'li',
      '0.143',
      '0',
      '0.013',
      'bad 25/240',
      '—',
      '',
    ]);
    // #14, the story's top, is noisy at the content tree's Δ stop.
    expect(cells(dom.querySelector('#s14')).slice(-3)).toEqual(['good 603/16', 'noisy 4/863 Δ', '']);

    // How it was decided: the Δ fallback fired, and LBS took a block of 8 nodes from #13.
    const decision = dom.querySelector('#decision')!;
    expect(decision.classList.contains('fired')).toBe(true);
    expect(decision.textContent).toContain("No candidate was main at the trees' leaves, so the Δ fallback fired");
    expect(decision.textContent).toContain('It found 1 main segment(s).');
    expect(dom.querySelector('#choice')!.textContent).toBe(
      'Heuristic LBS (the largest block of strings): root #13: block of 8 node(s) under html.body.div.main.article.div, 2684 chars. Text taken from segment #13.',
    );
    expect(dom.querySelector('#choice a')!.getAttribute('href')).toBe('#s13');
    const facts = Object.fromEntries(Array.from(dom.querySelectorAll('#facts dt')).map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]));
    expect(facts).toMatchObject({ model: 'thesis-news', 'candidate segments': '34', 'main segments': '1', 'Δ fallback': 'fired (Δ = 0.2)', 'picked segments': '#13', paragraphs: '8' });

    // The article beside the table: the eight story paragraphs, from #13.
    const article = Array.from(dom.querySelectorAll('#article > li')).map((li) => li.textContent);
    expect(article).toEqual(result.paragraphs);
    expect(article).toHaveLength(8);
    expect(article[0]).toMatch(/^The first ferry to leave the rebuilt Kestrel Bay terminal/);
    expect(dom.querySelector('#article-from')!.textContent).toBe('From segment #13');
    // The legend names all 16 features.
    expect(dom.querySelectorAll('#features > tr')).toHaveLength(16);
  });

  it('says when the trees found the main segments themselves, and shows one column for the single-phase tree', () => {
    const two = report({ method: 'louvan' });
    expect(two.result.louvan!.by).toBe('trees');
    expect(two.dom.querySelector('#decision')!.classList.contains('fired')).toBe(false);
    expect(two.dom.querySelector('#decision')!.textContent).toMatch(/^The trees found \d+ main segment\(s\) at their leaves, so the Δ fallback did not fire\.$/);
    const picked = Array.from(two.dom.querySelectorAll('#candidates-body > tr.chosen')).map((tr) => tr.id);
    expect(picked).toEqual(two.result.segments!.filter((s) => s.chosen).map((s) => `s${s.index}`));
    expect(picked.length).toBeGreaterThan(0);

    const one = report({ method: 'louvan-1-sls' });
    expect(cells(one.dom.querySelector('#candidates-head tr')).slice(-2)).toEqual(['single tree', '']);
    expect(one.dom.querySelector('#facts')!.textContent).toContain('SLS (string length smoothing)');
    expect(one.dom.querySelectorAll('#candidates-body td.tree')).toHaveLength(34);
  });

  it('shows page text that looks like markup as text', () => {
    const page =
      '<html><head><title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title></head><body><div><p>&lt;/script&gt;&lt;script&gt;document.title="pwned"&lt;/script&gt; and &lt;img src=x onerror=alert(2)&gt; as words.</p></div></body></html>';
    const { html, dom } = report({ method: 'louvan-plain', louvan: { model: 'thesis-news', fallback: 'best' } }, page);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(dom.querySelectorAll('img')).toHaveLength(0);
    expect(dom.querySelector('#s0 .preview')!.textContent).toBe('</script><script>document.title="pwned"</script> and <img src=x onerror=alert(2)> as words.');
    expect(dom.querySelector('#title')!.textContent).toBe('</title><script>alert(1)</script>');
  });
});
