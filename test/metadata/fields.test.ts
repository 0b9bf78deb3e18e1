// The `metadataFields` option: `head` leaves out the fields read from the page's lines (date,
// modified, authors, editors, source) and keeps what the page declares; the article is the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { ROOT } from '../support/cli.js';

const page = (name: string): string => readFileSync(join(ROOT, 'fixtures', name, 'page.html'), 'utf8');
const LINE_FIELDS = ['date', 'modified', 'author', 'authors', 'editors', 'source'] as const;

describe('metadataFields', () => {
  for (const name of ['en-city-council', 'zh-xinhua-economy']) {
    it(`${name}: head gives the same article and leaves out every field read from the lines`, () => {
      const all = extract(page(name));
      const head = extract(page(name), { metadataFields: 'head' });
      expect(head.paragraphs).toEqual(all.paragraphs);
      expect(head.blocks).toEqual(all.blocks);
      expect(head.confidence).toBe(all.confidence);
      for (const f of LINE_FIELDS) expect({ f, v: head[f] }).toEqual({ f, v: undefined });
      const { date, modified, author, authors, editors, source, ...declared } = all;
      expect(head).toEqual(declared);
    });
  }

  it('all (the default) reads the byline; head keeps the title, site name and address', () => {
    const all = extract(page('en-city-council'));
    expect(all.date).toBe('2023-03-08T21:47:00-05:00');
    expect(all.author).toBe('Marisol Okafor');
    const head = extract(page('en-city-council'), { metadataFields: 'head' });
    expect(head.title).toBe('Port Alder council approves Linwood rail yard rezoning, clearing way for 1,200 homes');
    expect(head.siteName).toBe('Port Alder Courier');
    expect(head.url).toBe('https://www.portaldercourier.example/news/local/2023/03/08/linwood-rail-yard-rezoning-council-vote/');
    expect(head.author).toBeUndefined();
    expect(head.date).toBeUndefined();
  });

  it('zh: head keeps the title and site name, not the 记者 byline', () => {
    const head = extract(page('zh-xinhua-economy'), { metadataFields: 'head' });
    expect(head.title).toBe('澜川市上半年GDP同比增长6.2% 新能源产业成主要引擎');
    expect(head.siteName).toBe('海川网');
    expect(head.author).toBeUndefined();
  });

  it('any other value is an options error', () => {
    expect(() => extract(page('en-city-council'), { metadataFields: 'none' as 'head' })).toThrow(/metadataFields/);
  });
});
