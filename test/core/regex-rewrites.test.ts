// The linear rewrites of quadratic patterns give what the patterns gave: each is
// compared with the old pattern on seeded random strings over the characters that matter (runs
// of whitespace, line ends, the piece mark, slashes), and on the pages that were slow.
import { describe, expect, it } from 'vitest';
import { joinPieces } from '../../src/metadata/byline-region.js';
import { dropLineComments, readJsonLd } from '../../src/metadata/jsonld.js';
import { contentTypeCharset } from '../../src/input/decode.js';
import { englishNames } from '../../src/metadata/name-en.js';
import { formatMarkdown } from '../../src/output/markdown.js';
import { mulberry32 } from '../support/random.js';

function strings(seed: number, alphabet: readonly string[], count = 3000, maxLength = 24): string[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(rnd() * maxLength) }, () => alphabet[Math.floor(rnd() * alphabet.length)]!).join(''));
}

describe('linear rewrites give the old patterns’ results', () => {
  it('joinPieces: [\\s\\u3000]*\\u2063[\\s\\u2063\\u3000]* → one U+2063', () => {
    const old = (s: string): string => s.replace(/[\s\u3000]*\u2063[\s\u2063\u3000]*/g, '\u2063');
    for (const s of strings(34, [' ', '\u3000', '\u2063', '\n', 'a', 'b', '\u00a0'])) expect(joinPieces(s)).toBe(old(s));
    expect(joinPieces('By \u3000\u2063 Jane\u2063\u3000Doe \u3000')).toBe('By\u2063Jane\u2063Doe \u3000');
  });

  it('dropLineComments: ^\\s*\\/\\/.*$ with g and m → removed', () => {
    const old = (s: string): string => s.replace(/^\s*\/\/.*$/gm, '');
    for (const s of strings(35, [' ', '\n', '\r', '\u2028', '/', '/', 'a', '\t', '"'], 6000, 30)) expect(dropLineComments(s)).toBe(old(s));
    expect(dropLineComments('{\n  // a comment\n  "a": "http://x"\n}')).toBe('{\n\n  "a": "http://x"\n}');
  });

  it('markdown table cells: \\s*\\n\\s* → one space', () => {
    const row = (text: string): string => formatMarkdown({ title: '', text, paragraphs: [text], blocks: [{ kind: 'table', text, rows: [[text]] }] } as never, {}).split('\n')[0]!;
    for (const s of strings(36, [' ', '\n', '\t', 'a', '\u3000'], 500)) expect(row(`x${s}x`)).toBe(`| ${`x${s}x`.replace(/\s*\n\s*/g, ' ')} |`);
    expect(row('a \n\t b  c')).toBe('| a b  c |');
  });

  it('the Content-Type charset: the same value, quoted or not', () => {
    const old = (s: string): string | undefined => /;\s*charset\s*=\s*["']?\s*([^"';,\s]+)/i.exec(s)?.[1];
    for (const s of strings(37, [';', ' ', 'charset', '=', '"', "'", 'gbk', ',', '\t'], 3000, 12)) expect(contentTypeCharset(`text/html${s}`)).toBe(old(`text/html${s}`));
    expect(contentTypeCharset('text/html; charset= " GBK"')).toBe('GBK');
  });

  it('a name reader reads the first MAX_FIELD characters: a JSON-LD author of 5,000 dots is not a name', () => {
    expect(englishNames(`Jane Doe${'.'.repeat(5000)}x.`)).toEqual(['Jane Doe']);
    expect(readJsonLd([JSON.stringify({ '@type': 'NewsArticle', headline: 'H', author: `Jane Doe${'.'.repeat(5000)}x.` })]).authors[0]!.name.length).toBe(5010);
  });
});
