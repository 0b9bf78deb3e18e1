// JSON-LD strings as text: a script's text is not HTML-decoded by the parser, and CMSs
// often write the headline and names into it HTML-escaped.
import { describe, expect, it } from 'vitest';
import { readJsonLd } from '../../src/metadata/jsonld.js';

describe('readJsonLd decodes character references', () => {
  it('in the headline, names, publisher and description; twice where they were escaped twice', () => {
    const ld = readJsonLd([
      JSON.stringify({
        '@type': 'NewsArticle',
        headline: 'Fares rise by &#163;40 &ndash; and &#x20AC;12 off-peak',
        author: [{ '@type': 'Person', name: 'Siobh&aacute;n O&#39;Neill' }, 'Jos&eacute; Ruiz'],
        publisher: { '@type': 'Organization', name: 'Fenmoor Echo &amp; Gazette' },
        description: 'And finally&amp;#8230; A &amp;amp; B',
      }),
    ]);
    expect(ld.headline).toBe('Fares rise by £40 – and €12 off-peak');
    expect(ld.authors.map((a) => a.name)).toEqual(["Siobhán O'Neill", 'José Ruiz']);
    expect(ld.publisher).toBe('Fenmoor Echo & Gazette');
    expect(ld.description).toBe('And finally… A & B');
  });

  it('leaves an ampersand that starts no reference as it is, and decodes a single escape once', () => {
    expect(readJsonLd([JSON.stringify({ '@type': 'NewsArticle', headline: 'AT&T and R&D: Q&A' })]).headline).toBe('AT&T and R&D: Q&A');
    expect(readJsonLd([JSON.stringify({ '@type': 'NewsArticle', headline: 'Write &amp;lt;br&amp;gt; as &lt;br&gt;' })]).headline).toBe('Write <br> as <br>');
    expect(readJsonLd([JSON.stringify({ '@type': 'NewsArticle', headline: 'The &#38;copy; reference' })]).headline).toBe('The &copy; reference');
  });
});
