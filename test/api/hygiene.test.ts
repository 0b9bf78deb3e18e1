// The library's input checks: an array is not an options object; toHtml and toMarkdown given
// something that is not an extract() result say so instead of failing inside with a raw TypeError.
// Its third part, plus.learnedModel's errors, went with the learned source; the choose
// stage's plus.readingModel now gives an OptionsError the same way.
import { describe, expect, it } from 'vitest';
import { extract, isProbablyArticle, OptionsError, resolveOptions, toHtml, toMarkdown, type Extraction } from '../../src/research.js';

const page = '<html><head><title>T</title></head><body><article><p>A paragraph with enough words in it to be an article body.</p></article></body></html>';

describe('options', () => {
  it('an array is not an options object, at the top or as a group', () => {
    expect(() => extract(page, [] as never)).toThrow(new OptionsError('options must be an object (got an array)'));
    expect(() => resolveOptions({ plus: [] as never })).toThrow(new OptionsError('plus must be an object (got an array)'));
  });

  it('an option removed with the learned source is an unknown option', () => {
    for (const key of ['learnedModel', 'learnedKeep', 'learnedDrop']) expect(() => extract(page, { plus: { [key]: 0.7 } } as never)).toThrow(new OptionsError(`unknown option plus.${key}`));
    expect(() => resolveOptions({ plus: { weights: { learned: 0.5 } } } as never)).toThrow(new OptionsError('unknown option plus.weights.learned'));
  });
});

describe('a model file the options name', () => {
  it('plus.readingModel that cannot be read, or is no gain model, is an OptionsError', () => {
    expect(() => extract(page, { plus: { readingModel: 'no-such-model.json' } })).toThrow(OptionsError);
    expect(() => extract(page, { plus: { readingModel: 'no-such-model.json' } })).toThrow(/^plus\.readingModel: cannot read .*no-such-model\.json: ENOENT/);
    expect(() => extract(page, { plus: { readingModel: 'package.json' } })).toThrow(/^plus\.readingModel: .*package\.json is not a reading-gains model/);
  });
});

describe('toHtml and toMarkdown', () => {
  it('something that is not an extract() result is a TypeError that says so', () => {
    for (const [f, name] of [
      [toHtml, 'toHtml'],
      [toMarkdown, 'toMarkdown'],
    ] as const) {
      for (const bad of [{}, null, [], 'text', { paragraphs: 'one' }, { paragraphs: [1] }, { blocks: [{}] }, { paragraphs: [], title: 7 }]) {
        expect(() => f(bad as unknown as Extraction), `${name}(${JSON.stringify(bad)})`).toThrow(
          new TypeError(`${name}: expects the result of extract() (an object with paragraphs, a list of strings, or blocks)`),
        );
      }
    }
  });

  it('a result made by hand with paragraphs only is rendered', () => {
    const made = { title: 'Made by hand', paragraphs: ['First paragraph.', 'Second <one>.'] } as unknown as Extraction;
    expect(toMarkdown(made)).toBe('# Made by hand\n\nFirst paragraph.\n\nSecond \\<one\\>.\n');
    expect(toHtml(made, { document: true })).toContain('<html lang="und">');
    expect(toHtml(made)).toContain('<p>Second &lt;one&gt;.</p>');
    // A real result is rendered as before.
    const real = extract(page);
    expect(toHtml(real)).toContain('<p>A paragraph with enough words in it to be an article body.</p>');
  });
});

// IsProbablyArticle(page, null) destructured null (a raw TypeError), and its numeric
// options took NaN (no page is an article under `minScore: NaN`) and Infinity. Its options are now
// checked as extract's are: extract(page, null) is an OptionsError, and so is this.
describe('isProbablyArticle options', () => {
  const sentence = 'A sentence of the article with enough words in it to count for something in the check, and then a few more words. ';
  const article = `<html><body><article>${`<p>${sentence.repeat(3)}</p>`.repeat(6)}</article></body></html>`;

  it('null, an array or a number is no options object, as for extract', () => {
    expect(() => extract(page, null as never)).toThrow(new OptionsError('options must be an object'));
    expect(() => isProbablyArticle(article, null as never)).toThrow(new OptionsError('options must be an object'));
    expect(() => isProbablyArticle(article, 7 as never)).toThrow(new OptionsError('options must be an object'));
    expect(() => isProbablyArticle(article, [] as never)).toThrow(new OptionsError('options must be an object (got an array)'));
    expect(() => isProbablyArticle(article, { minscore: 3 } as never)).toThrow(new OptionsError('unknown option minscore'));
  });

  it('NaN, Infinity, a negative number or a string in a numeric option is an OptionsError', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -1, '20']) {
      expect(() => isProbablyArticle(article, { minScore: bad as never })).toThrow(new OptionsError(`minScore must be a finite number from 0 (got ${String(bad)})`));
      expect(() => isProbablyArticle(article, { minContentLength: bad as never })).toThrow(OptionsError);
    }
    expect(() => isProbablyArticle(article, { maxElements: Number.NaN })).toThrow(new OptionsError('maxElements must be an integer from 1 to 1000000000 (got null)'));
    expect(() => isProbablyArticle(article, { maxBytes: Number.POSITIVE_INFINITY })).toThrow(OptionsError);
    expect(() => isProbablyArticle(article, { contentType: 5 as never })).toThrow(new OptionsError('contentType must be a string (got 5)'));
  });

  it('good options still work, and undefined ones take their defaults', () => {
    expect(isProbablyArticle(article)).toBe(true);
    expect(isProbablyArticle(article, { minScore: 20, minContentLength: 140, maxElements: undefined, contentType: 'text/html' })).toBe(true);
    expect(isProbablyArticle(article, { minScore: 1e6 })).toBe(false);
  });
});
