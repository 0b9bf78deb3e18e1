// A new output format is its name in OUTPUT_FORMATS, its renderer and one entry of FORMAT_ENTRIES
// that says how a batch record and several pages' outputs carry it. The compiler refuses an entry
// without those fields (the @ts-expect-error lines fail `npm run typecheck` if it ever stops), and
// an XML entry added here is carried by batch's records, extract's framing and both --help texts
// without any other file knowing of it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Extraction } from '../../src/core/types.js';
import { OUTPUT_FORMATS, type OutputFormat } from '../../src/core/formats.js';
import { okRecord } from '../../src/cli/batch/output.js';
import { EXTRACT_SEPARATORS, framed } from '../../src/cli/commands/extract.js';
import { ALL_FIELDS_RECORD, COMMENT_LINES, HEADER_LINES, JSON_LINES, PLAIN_RECORD, RENDERED_RECORD } from '../../src/output/carriage.js';
import { FORMAT_ENTRIES, formatArticle, formatsBy, type FormatEntry } from '../../src/output/index.js';

const x = { title: 'T & co', text: 'p1\np2', paragraphs: ['p1', 'p2'], lang: 'en', method: 'cedst', threshold: 0.5 } as unknown as Extraction;
const xmlText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const XML: FormatEntry = {
  render: (r) => `<article><title>${xmlText(r.title)}</title>${r.paragraphs.map((p) => `<p>${xmlText(p)}</p>`).join('')}</article>\n`,
  record: RENDERED_RECORD,
  several: COMMENT_LINES,
};
const entries = FORMAT_ENTRIES as Record<string, FormatEntry>;
const xml = 'xml' as OutputFormat;

afterEach(() => {
  delete entries.xml;
});

describe('an output format says how batch and several pages carry it', () => {
  it('the entries are the listed formats, each with its record and framing', () => {
    expect(Object.keys(FORMAT_ENTRIES)).toEqual([...OUTPUT_FORMATS]);
    expect([FORMAT_ENTRIES.text.record, FORMAT_ENTRIES.json.record, FORMAT_ENTRIES.markdown.record, FORMAT_ENTRIES.html.record]).toEqual([
      PLAIN_RECORD,
      ALL_FIELDS_RECORD,
      RENDERED_RECORD,
      RENDERED_RECORD,
    ]);
    expect([FORMAT_ENTRIES.text.several, FORMAT_ENTRIES.json.several, FORMAT_ENTRIES.markdown.several, FORMAT_ENTRIES.html.several]).toEqual([HEADER_LINES, JSON_LINES, HEADER_LINES, COMMENT_LINES]);
  });

  it('an entry without how a record or several pages carry it does not compile', () => {
    // @ts-expect-error: `record` and `several` are required
    const bare: FormatEntry = { render: XML.render };
    // @ts-expect-error: so is `several`
    const noFraming: FormatEntry = { render: XML.render, record: RENDERED_RECORD };
    // @ts-expect-error: and a registry that misses a listed format
    const missing: Record<OutputFormat, FormatEntry> = { text: FORMAT_ENTRIES.text };
    expect([bare, noFraming, missing].every((e) => typeof e === 'object')).toBe(true);
  });

  it('an XML entry: batch writes the XML in text and names it, extract frames it as its entry says', () => {
    entries.xml = XML;
    expect(formatArticle(x, xml)).toBe('<article><title>T &amp; co</title><p>p1</p><p>p2</p></article>\n');
    const r = okRecord({ id: 'i', source: 's' }, x, 1, { format: xml, links: true });
    expect(r.text).toBe('<article><title>T &amp; co</title><p>p1</p><p>p2</p></article>');
    expect(r.format).toBe('xml');
    expect(r.paragraphs).toBeUndefined();
    expect(framed('-', x, { format: xml, render: {}, first: true })).toBe('<!-- ==> stdin <== -->\n<article><title>T &amp; co</title><p>p1</p><p>p2</p></article>\n');
    expect(framed('https://u:p@a.example/x--y', x, { format: xml, render: {}, first: false })).toMatch(/^<!-- ==> https:\/\/\*\*\*@a\.example\/x- -y <== -->\n<article>/);
    // Both --help texts are made from the entries: the XML one joins html's groups.
    expect(
      formatsBy(
        (e) => e.record,
        (names, doc) => `${names.join(', ')}: ${doc}`,
      ),
    ).toBe('text: the paragraphs in `text`; json: every field, paragraphs and blocks included; markdown, html, xml: the formatted article in `text`');
    expect(
      formatsBy(
        (e) => e.several,
        (names) => names.join(' and '),
      ),
    ).toBe('text and markdown; json; html and xml');
  });

  it("the four formats' records and framings are what they were", () => {
    expect(okRecord({ id: 'i', source: 's' }, x, 1, { format: 'text', links: true })).not.toHaveProperty('format');
    expect(okRecord({ id: 'i', source: 's' }, x, 1, { format: 'json', links: true }).paragraphs).toEqual(['p1', 'p2']);
    expect(framed('a.html', x, { format: 'text', render: {}, first: true })).toBe('==> a.html <==\np1\np2\n');
    expect(framed('a.html', x, { format: 'markdown', render: {}, first: false })).toBe('\n==> a.html <==\n# T & co\n\np1\n\np2\n');
    expect(JSON.parse(framed('-', x, { format: 'json', render: {}, first: true }))).toMatchObject({ source: '-', text: 'p1\np2' });
    expect(EXTRACT_SEPARATORS).toBe(
      'With several files: text and markdown print "==> FILE <==" on a line of its own before each article, with a blank line between articles, as head(1) does; json prints one JSON object per line (JSONL), each with its "source" (the file, or - for stdin) first and the outlet the page credits as "credited_source"; html prints one article (or document, with --html-document) per file, each after a "<!-- ==> FILE <== -->" line.',
    );
  });
});
