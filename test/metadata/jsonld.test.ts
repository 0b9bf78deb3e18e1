// JSON-LD strings as text (issue 33): a script's text is not HTML-decoded by the parser, and CMSs
// often write the headline and names into it HTML-escaped.
import { describe, expect, it } from 'vitest';
import { readJsonLd } from '../../src/metadata/jsonld.js';

describe('readJsonLd decodes character references', () => {
  it('in the headline, names, publisher and description; once', () => {
    const ld = readJsonLd([
      JSON.stringify({
        '@type': 'NewsArticle',
        headline: 'Fares rise by &#163;40 &ndash; and &#x20AC;12 off-peak',
        author: [{ '@type': 'Person', name: 'Siobh&aacute;n O&#39;Neill' }, 'Jos&eacute; Ruiz'],
        publisher: { '@type': 'Organization', name: 'Fenmoor Echo &amp; Gazette' },
        description: 'A &amp;amp; B',
      }),
    ]);
    expect(ld.headline).toBe('Fares rise by £40 – and €12 off-peak');
    expect(ld.authors.map((a) => a.name)).toEqual(["Siobhán O'Neill", 'José Ruiz']);
    expect(ld.publisher).toBe('Fenmoor Echo & Gazette');
    expect(ld.description).toBe('A &amp; B');
  });

  it('leaves an ampersand that starts no reference as it is', () => {
    expect(readJsonLd([JSON.stringify({ '@type': 'NewsArticle', headline: 'AT&T and R&D: Q&A' })]).headline).toBe('AT&T and R&D: Q&A');
  });
});
