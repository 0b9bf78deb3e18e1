// What the library refuses before it parses. A 200 MB string aborted the host
// process (V8's heap limit, uncatchable); random bytes came back as an 8-million-character
// "article"; isProbablyArticle had no element limit and threw raw TypeErrors on null or 42.
import { describe, expect, it } from 'vitest';
import { extract, isProbablyArticle, NotHtmlError, resolveOptions, TooComplexError, TooLargeError } from '../../src/research.js';
import { mulberry32 } from '../support/random.js';

function randomBytes(n: number, seed = 7): Uint8Array {
  const rnd = mulberry32(seed);
  return Uint8Array.from({ length: n }, () => Math.floor(rnd() * 256));
}

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('maxBytes: the size of the input', () => {
  it('defaults to 20 MiB, the CLI --max-bytes default', () => {
    expect(resolveOptions().maxBytes).toBe(20 * 1024 * 1024);
  });

  it('refuses a string whose UTF-8 is longer, before parsing, with code too_large', () => {
    const page = `<p>${'word '.repeat(200)}</p>`; // 1,007 bytes
    expect(extract(page, { maxBytes: 1007 }).text).toBe('word '.repeat(200).trim());
    const err = thrown(() => extract(page, { maxBytes: 1006 }));
    expect(err).toBeInstanceOf(TooLargeError);
    expect(err).toMatchObject({ code: 'too_large', maxBytes: 1006 });
    expect((err as Error).message).toBe('input is larger than 1006 bytes, the maxBytes limit; it is not parsed');
    // Counted in UTF-8: 3 bytes a Han character.
    expect(thrown(() => extract(`<p>${'中'.repeat(400)}</p>`, { maxBytes: 1206 }))).toBeInstanceOf(TooLargeError);
    expect(extract(`<p>${'中'.repeat(400)}</p>`, { maxBytes: 1207 }).text).toBe('中'.repeat(400));
  });

  it('refuses bytes over it before decoding them', () => {
    const bytes = new TextEncoder().encode(`<p>${'word '.repeat(200)}</p>`);
    expect(thrown(() => extract(bytes, { maxBytes: 1006 }))).toMatchObject({ code: 'too_large' });
    expect(extract(bytes, { maxBytes: 1007 }).paragraphs).toHaveLength(1);
  });

  it('refuses the 200 MB page of the issue by default, at once', () => {
    expect(thrown(() => extract(`<p>${'word '.repeat(40 * 2 ** 20)}</p>`, { timeoutMs: 5000 }))).toBeInstanceOf(TooLargeError);
  });
});

describe('binary input', () => {
  it('random bytes are not_html, as batch says, not an 8-million-character article', () => {
    const err = thrown(() => extract(randomBytes(1 << 20)));
    expect(err).toBeInstanceOf(NotHtmlError);
    expect(err).toMatchObject({ code: 'not_html', message: 'input looks binary, not like HTML' });
  });

  it('a page with a few stray control characters is still a page', () => {
    // Two l3s-gn1 pages hold 1 and 27 NULs; binary data is more than 1% C0 controls.
    const page = `<p>A page about the ferry with one stray\u0000NUL in it.</p>${'<p>And a sentence more about the ferry and the harbour.</p>'.repeat(2)}`;
    expect(extract(page).paragraphs).toHaveLength(3);
  });
});

describe('isProbablyArticle', () => {
  it('says what it takes when given something else', () => {
    for (const bad of [null, undefined, 42, {}, ['<p>']]) {
      const err = thrown(() => isProbablyArticle(bad as never));
      expect(err).toBeInstanceOf(TypeError);
      expect((err as Error).message).toBe('isProbablyArticle: input must be a string, a Uint8Array (a Buffer) or a DOM Document');
    }
  });

  it('has the limits of extract: maxElements and maxBytes, with their defaults', () => {
    const many = `<body>${'<p>a'.repeat(1_000_000)}</body>`;
    expect(thrown(() => isProbablyArticle(many))).toBeInstanceOf(TooComplexError);
    expect(thrown(() => isProbablyArticle('<p>word</p>'.repeat(10), { maxElements: 12 }))).toBeInstanceOf(TooComplexError); // 10 start tags, 10 end tags: 10 + 10/4
    expect(isProbablyArticle('<p>word</p>'.repeat(10), { maxElements: 13 })).toBe(false);
    expect(thrown(() => isProbablyArticle('<p>word</p>'.repeat(10), { maxBytes: 109 }))).toBeInstanceOf(TooLargeError);
  });

  it('random bytes are no article', () => {
    expect(isProbablyArticle(randomBytes(1 << 16))).toBe(false);
  });
});
