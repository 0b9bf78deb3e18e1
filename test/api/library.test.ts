// The library as a user calls it: extract(bytes or string, options) decodes bytes as the CLI does,
// takes the page's address, renders markdown and HTML; ExtractOptions is what users pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { extract, OptionsError, resolveOptions, toHtml, toMarkdown, type DomDocument, type Extraction, type ExtractOptions, type ResearchOptions, type ResolvedOptions } from '../../src/research.js';
import { extract as mainExtract, toMarkdown as mainToMarkdown, type Article as MainArticle, type Extraction as MainExtraction } from '../../src/index.js';
import { decodeHtml } from '../../src/input/decode.js';
import { formatArticle } from '../../src/output/index.js';
import { ROOT } from '../support/cli.js';
import { encodeLegacy } from '../support/legacy-encoding.js';

const fixture = (name: string, file = 'page.html') => join(ROOT, 'fixtures', name, file);
const ZH = 'zh-xinhua-economy';
const zhMeta = JSON.parse(readFileSync(fixture(ZH, 'expected-metadata.json'), 'utf8')) as { title: string; author: string };
const zhHtml = readFileSync(fixture(ZH), 'utf8');

/** The Chinese fixture in GBK: with its <meta> saying so, or with no declaration at all. */
function gbkPage(declare: boolean): Uint8Array {
  const html = zhHtml.replace('<meta charset="utf-8">', declare ? '<meta charset="gbk">' : '');
  expect(html).not.toBe(zhHtml);
  return encodeLegacy('gbk', html);
}

describe('extract(bytes)', () => {
  it('decodes a GBK page by its <meta>, as the CLI does', () => {
    const bytes = gbkPage(true);
    // The bytes are not UTF-8: read as UTF-8 the title would be lost.
    expect(Buffer.from(bytes).toString('utf8')).not.toContain(zhMeta.title);
    const r = extract(bytes);
    expect(r.title).toBe(zhMeta.title);
    expect(r.author).toBe(zhMeta.author);
    expect(r.lang).toBe('zh');
    expect(r.paragraphs).toEqual(extract(zhHtml).paragraphs);
  });

  it("decodes by the contentType option's charset, which wins over the page's <meta>", () => {
    const bytes = gbkPage(false);
    const r = extract(bytes, { contentType: 'text/html; charset=GBK' });
    expect(r.title).toBe(zhMeta.title);
    expect(r).toEqual(extract(decodeHtml(bytes, 'text/html; charset=GBK')));
    // A UTF-8 page whose server says GBK is decoded as GBK: the header is the first authority.
    const utf8 = new Uint8Array(readFileSync(fixture(ZH)));
    expect(extract(utf8, { contentType: 'text/html; charset=gbk' }).title).not.toBe(zhMeta.title);
    expect(extract(utf8).title).toBe(zhMeta.title);
  });

  it('gives the same result for a Buffer of a UTF-8 page as for its text', () => {
    const name = 'en-city-council';
    expect(extract(readFileSync(fixture(name)))).toEqual(extract(readFileSync(fixture(name), 'utf8')));
  });

  it('rejects input that is neither a string nor bytes', () => {
    expect(() => extract(42 as unknown as string)).toThrow(new TypeError('extract: input must be a string, a Uint8Array (a Buffer) or a DOM Document'));
  });
});

/** A small article with relative links and no canonical URL. */
const LINKED = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ferry adds a late run</title>BASE</head><body>
<nav><a href="/">Home</a> <a href="/local/">Local</a></nav>
<article><h1>Ferry adds a late run</h1>
<p>The harbor ferry will add a run at 11:40 p.m. on Fridays and Saturdays starting in June, the transit board decided on Tuesday, after riders asked for a later boat for two years. The board approved the change without debate.</p>
<p>The extra trips will cost about $180,000 a year, paid from the <a href="docs/budget.pdf">ferry reserve fund</a>, according to the board's staff report. Ridership on the last boat has grown every month since the fall.</p>
<p>Board members said they would review the numbers after six months and could extend the late run to Thursdays if the boats are at least half full, as they have been on weekends since March.</p>
</article></body></html>`;

describe('the url option', () => {
  const url = 'https://news.example/local/2024/ferry.html';

  it('is the base of relative links and the url when the page names no canonical one', () => {
    const r = extract(LINKED.replace('BASE', ''), { url, format: 'markdown', links: true });
    expect(r.url).toBe(url);
    expect(r.content).toContain('[ferry reserve fund](https://news.example/local/2024/docs/budget.pdf)');
    // Without it the relative link has no base and stays as written; there is no url.
    const bare = extract(LINKED.replace('BASE', ''), { format: 'markdown', links: true });
    expect(bare.url).toBeUndefined();
    expect(bare.content).toContain('[ferry reserve fund](docs/budget.pdf)');
  });

  it('resolves <base href> as a browser does, and loses to the canonical link for url', () => {
    const based = LINKED.replace('BASE', '<base href="/archive/">');
    expect(extract(based, { url, format: 'markdown', links: true }).content).toContain('(https://news.example/archive/docs/budget.pdf)');
    const canonical = LINKED.replace('BASE', '<link rel="canonical" href="/local/ferry-late-run">');
    expect(extract(canonical, { url }).url).toBe('https://news.example/local/ferry-late-run');
    const absolute = LINKED.replace('BASE', '<link rel="canonical" href="https://www.news.example/ferry">');
    expect(extract(absolute, { url }).url).toBe('https://www.news.example/ferry');
  });

  it('must be an absolute http(s) URL', () => {
    expect(() => extract(LINKED, { url: '/local/ferry.html' })).toThrow(new OptionsError('url must be an absolute http or https URL (got "/local/ferry.html")'));
    expect(() => extract(LINKED, { url: 'ftp://news.example/x' })).toThrow(OptionsError);
  });
});

describe('the format option, toMarkdown and toHtml', () => {
  const html = readFileSync(fixture('en-school-budget'), 'utf8');
  const plain = extract(html);

  it('leaves content out unless asked', () => {
    expect(plain.content).toBeUndefined();
    expect(Object.keys(plain)).not.toContain('content');
  });

  it('renders the same article as the CLI formats', () => {
    for (const format of ['text', 'markdown', 'html'] as const) {
      const r = extract(html, { format });
      const { content, ...rest } = r;
      expect(rest).toEqual(plain);
      expect(content).toBe(formatArticle(plain, format));
      expect(extract(html, { format, htmlDocument: true }).content).toBe(formatArticle(plain, format, { document: true }));
    }
    expect(extract(html, { format: 'text' }).content).toBe(plain.text + '\n');
    const md = extract(html, { format: 'markdown' }).content!;
    expect(md.startsWith(`# ${plain.title}\n`)).toBe(true);
    expect(md).toBe(toMarkdown(plain));
    const fragment = extract(html, { format: 'html' }).content!;
    expect(fragment.startsWith('<article lang="en">\n')).toBe(true);
    expect(fragment).toBe(toHtml(plain));
    const doc = extract(html, { format: 'html', htmlDocument: true }).content!;
    expect(doc.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(doc).toBe(toHtml(plain, { document: true }));
  });

  it('rejects a format the library does not render', () => {
    expect(() => extract(html, { format: 'json' as 'text' })).toThrow(new OptionsError('format must be one of text, markdown, html (got "json")'));
  });
});

describe('the option types', () => {
  it('ExtractOptions is what users pass, every field optional; ResolvedOptions is the resolved one', () => {
    const o: ExtractOptions = { method: 'cedst' };
    expectTypeOf(o).toEqualTypeOf<ExtractOptions>();
    expectTypeOf<ExtractOptions['url']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ExtractOptions['format']>().toEqualTypeOf<'text' | 'markdown' | 'html' | undefined>();
    expectTypeOf<ResolvedOptions['method']>().toEqualTypeOf<ResearchOptions['method'] & string>();
    expectTypeOf<ExtractOptions['method']>().toEqualTypeOf<'cedst+' | 'cedst' | undefined>();
    expectTypeOf(resolveOptions).returns.toEqualTypeOf<ResolvedOptions>();
    expectTypeOf(extract).parameter(0).toEqualTypeOf<string | Uint8Array | DomDocument>();
    expectTypeOf(extract).returns.toEqualTypeOf<Extraction>();
    expect(resolveOptions(o).method).toBe('cedst');
  });
});

describe('the two entries', () => {
  it('the main entry exports the product; the research entry adds the laboratory and the engine', async () => {
    const main = await import('../../src/index.js');
    const research = await import('../../src/research.js');
    expect(Object.keys(main).sort()).toEqual([
      'NotHtmlError',
      'OptionsError',
      'PRODUCT_METHODS',
      'TimeoutError',
      'TooComplexError',
      'TooLargeError',
      'TooMuchTextError',
      'excerptOf',
      'extract',
      'isProbablyArticle',
      'joinPages',
      'nextPage',
      'toHtml',
      'toMarkdown',
    ]);
    expect(Object.keys(research).filter((k) => !(k in main))).toEqual(
      expect.arrayContaining(['DEFAULT_OPTIONS', 'METHODS', 'OPTION_TABLE', 'PRESETS', 'extractPage', 'extractResolved', 'resolveOptions', 'withPageOptions']),
    );
    expect(Object.keys(research).filter((k) => !(k in main))).toHaveLength(8);
    // One function behind both: the research entry only types more of its options.
    expect(research.extract).toBe(main.extract);
    expect(main.PRODUCT_METHODS).toEqual(['cedst+', 'cedst']);
    expect(research.METHODS).toContain('louvan-1-tp');
    // At run time the main entry's extract still takes a research option (its types do not).
    const html = '<html><body><article><p>' + 'The council voted on the plan for the rail yard after a long debate. '.repeat(6) + '</p></article></body></html>';
    expect(main.extract(html, { method: 'cetr' } as never).method).toBe('cetr');
  });

  it("the main entry's result types carry the product's methods and no comparison method's evidence", () => {
    expectTypeOf<MainExtraction['method']>().toEqualTypeOf<'cedst+' | 'cedst'>();
    expectTypeOf<MainArticle['method']>().toEqualTypeOf<'cedst+' | 'cedst'>();
    for (const key of ['lines', 'smoothing', 'clusters', 'nodes', 'segments', 'louvan'] as const) {
      expectTypeOf<Extraction>().toHaveProperty(key);
      expectTypeOf<MainExtraction>().not.toHaveProperty(key);
      expectTypeOf<MainArticle>().not.toHaveProperty(key);
    }
    // The rest is the same: the CEDST evidence of explain, the metadata, the page type.
    expectTypeOf<MainExtraction['units']>().toEqualTypeOf<Extraction['units']>();
    expectTypeOf<MainExtraction['pageType']>().toEqualTypeOf<Extraction['pageType']>();
    expectTypeOf(mainExtract).returns.toEqualTypeOf<MainExtraction>();
    expectTypeOf(mainToMarkdown).parameter(0).toEqualTypeOf<MainExtraction>();
    // A product result is a research one: the research entry's renderers take it.
    expectTypeOf<MainExtraction>().toMatchTypeOf<Extraction>();
  });
});
