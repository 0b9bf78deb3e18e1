// Every metadata field on every fixture page against its expected-metadata.json. A field the
// expected file leaves out must be absent from the result.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { extract } from '../../src/index.js';
import { extractMetadata } from '../../src/metadata/index.js';
import { ROOT } from '../support/cli.js';
import { articleFixtures } from '../support/fixtures.js';

const DIR = join(ROOT, 'fixtures');
const names = articleFixtures();
const FIELDS = ['title', 'date', 'author', 'siteName', 'url'] as const;

interface Expected {
  title: string;
  date?: string;
  author?: string;
  siteName?: string;
  url?: string;
  lang: 'en' | 'zh';
}

function load(name: string): { html: string; expected: Expected } {
  return {
    html: readFileSync(join(DIR, name, 'page.html'), 'utf8'),
    expected: JSON.parse(readFileSync(join(DIR, name, 'expected-metadata.json'), 'utf8')) as Expected,
  };
}

describe('metadata on the fixtures', () => {
  it('covers pages in both languages', () => {
    expect(names.filter((n) => n.startsWith('en-')).length).toBeGreaterThanOrEqual(3);
    expect(names.filter((n) => n.startsWith('zh-')).length).toBeGreaterThanOrEqual(3);
  });

  for (const name of names) {
    it(`${name}: ${FIELDS.join(', ')} equal expected-metadata.json`, () => {
      const { html, expected } = load(name);
      const meta = extractMetadata(parseDocument(html), { lang: expected.lang });
      for (const f of FIELDS) expect({ field: f, value: meta[f] }).toEqual({ field: f, value: expected[f] });
    });
  }

  it('zh dates are ISO with the +08:00 the pages imply, en dates keep the page offset or none', () => {
    const dates = Object.fromEntries(names.map((n) => [n, load(n).expected.date]));
    expect(dates['zh-tw-typhoon']).toBe('2023-09-03T14:25:00+08:00'); // from "2023/09/03 14:25" in the byline
    expect(dates['en-wire-storm']).toBe('2023-01-17T11:42:00'); // <time datetime> without a zone
  });

  it('extract() carries the metadata, and its title replaces the raw <title>', () => {
    const { html, expected } = load('zh-xinhua-economy');
    const r = extract(html);
    expect(r.title).toBe('澜川市上半年GDP同比增长6.2% 新能源产业成主要引擎');
    expect(r.date).toBe(expected.date);
    expect(r.author).toBe('周晓岚');
    expect(r.siteName).toBe('海川网');
    expect(r.image).toBe('https://n.haichuanimg.example/finance/transform/20230728/lcln-imzmf1021.jpg');
    expect(r.url).toBeUndefined();
    expect(Object.keys(r).slice(0, 3)).toEqual(['title', 'date', 'author']);
  });
});
