// A `<script>` start tag whose quoted attribute runs past a `</script>` (a crawl spliced two
// scripts): the tokenizer reads the value to the next quote and then everything to the next
// `</script>` as script, article included (one of l3s-gn1's pages). documentHtml cuts such a tag
// down to an empty script.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentHtml, parseDocument } from '../../src/dom/parse.js';
import { extract } from '../../src/research.js';

const fixture = (file: string): string => readFileSync(new URL(`../../fixtures/input/en-script-run-on/${file}`, import.meta.url), 'utf8');

describe('a <script> start tag that runs on past its </script>', () => {
  it('is cut to an empty script at the </script> its value swallowed', () => {
    const html = `<html><head><script src="/a.js';\nb();\n</script><title>T</title></head><body><p id="x">Body text.</p><script>c();</script></body></html>`;
    expect(documentHtml(html)).toBe('<html><head><script></script><title>T</title></head><body><p id="x">Body text.</p><script>c();</script></body></html>');
    expect(parseDocument(html).querySelector('p')?.textContent).toBe('Body text.');
  });

  it('stays as written when its values close before any </script>, in either quote', () => {
    for (const html of [
      `<html><head><script src="/a.js"></script><script type='module'>var s = "</div>";</script></head><body><p>x</p></body></html>`,
      // markup inside a script's text is a string there, not a tag
      `<html><head><script>document.write('<script src="/b.js"><\\/script>');</script></head><body><p class="a">x</p></body></html>`,
      `<html><head><script>document.write(unescape('%3Cscript src="/c.js"%3E%3C/script%3E'));</script></head><body><p class="a">x</p></body></html>`,
    ])
      expect(documentHtml(html)).toBe(html);
  });

  it('gives the fixture page its article, headline and byline', () => {
    const result = extract(fixture('page.html'));
    expect(result.paragraphs).toEqual(fixture('expected.txt').trim().split('\n'));
    expect(result.title).toBe('Mill Lane bakery reopens after the flood');
    expect(result.author).toBe('Ana Pryce');
  });
});
