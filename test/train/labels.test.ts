import { describe, expect, it } from 'vitest';
import { goldTokenMask, labelCandidates, labelTokens, sampleCandidates, sha1Prefix } from '../../bench/src/train/labels.js';
import { pageHost, partOfBucket, splitBucket, splitPart } from '../../bench/src/train/split.js';

const words = (s: string): string[] => s.split(' ');

describe('goldTokenMask (docs/spec/louvan.md §10.1.2)', () => {
  it('marks the tokens of gold 4-grams, not the same words elsewhere', () => {
    const page = words('Read the news The storm hit the town at night Share the story');
    const gold = words('The storm hit the town at night');
    expect([...goldTokenMask(page, gold, 4)]).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
  });

  it('a gold shorter than k uses its own length', () => {
    const page = words('Home Breaking news Contact');
    expect([...goldTokenMask(page, words('Breaking news'), 4)]).toEqual([0, 1, 1, 0]);
    expect([...goldTokenMask(page, [], 4)]).toEqual([0, 0, 0, 0]);
  });

  it('is case-sensitive and tokenises as the shared scorer does (CJK characters one by one)', () => {
    expect(labelTokens('Hello, wörld! 台风来了 x_1')).toEqual(['Hello', 'wörld', '台', '风', '来', '了', 'x_1']);
    expect([...goldTokenMask(words('the storm hit the town'), words('The storm hit the town'), 4)]).toEqual([0, 1, 1, 1, 1]);
  });
});

// A page of 20 tokens: nav 0–4 (no gold), article 5–14 (gold), footer 15–19 (token 19 gold).
//   0 wrapper [0,20)   1 nav [0,5)   2 article [5,15)   3 p [5,10)   4 p [10,15)
//   5 footer [15,20)   6 footer links [15,19)
const TREE = [-1, 0, 0, 2, 2, 0, 5].map((parent) => ({ parent }));
const SPANS = [
  [0, 20],
  [0, 5],
  [5, 15],
  [5, 10],
  [10, 15],
  [15, 20],
  [15, 19],
].map(([start, end]) => ({ start: start!, end: end! }));
const MASK = Uint8Array.from({ length: 20 }, (_, i) => ((i >= 5 && i < 15) || i === 19 ? 1 : 0));

describe('labelCandidates (docs/spec/louvan.md §10.1.3–6)', () => {
  const labels = labelCandidates(TREE, SPANS, MASK);

  it('purity and coverage', () => {
    expect(labels.map((l) => l.purity)).toEqual([11 / 20, 0, 1, 1, 1, 1 / 5, 0]);
    expect(labels[2]!.coverage).toBeCloseTo(10 / 11, 12);
    expect(labels[0]!.coverage).toBe(1);
  });

  it('main, noise, and good = the maximal uniform node of its kind', () => {
    expect(labels.map((l) => l.main)).toEqual([false, false, true, true, true, false, false]);
    expect(labels.map((l) => l.noise)).toEqual([false, true, false, false, false, false, true]);
    // The paragraphs are main but inside the main article: bad segments (too fine).
    // The footer links are noise under a mixed footer: the largest uniform node there.
    expect(labels.map((l) => l.good)).toEqual([false, true, true, false, false, false, true]);
    expect(labels.map((l) => l.single)).toEqual([false, false, true, false, false, false, false]);
  });

  it('sampling keeps the positive, its ancestors, two levels below and its siblings, then hashed others', () => {
    expect(sampleCandidates('p1', TREE, labels, { negPerPage: 0, descendantDepth: 2 })).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sampleCandidates('p1', TREE, labels, { negPerPage: 1, descendantDepth: 2 })).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(sampleCandidates('p1', TREE, labels, { negPerPage: 0, descendantDepth: 0 })).toEqual([0, 1, 2, 5]);
  });

  it('the sampling hash is sha1: first 8 hex digits of sha1("p1|0")', () => {
    expect(sha1Prefix('p1|0')).toBe(3212588440); // 0xbf7c3598, by python3 hashlib
  });
});

describe('host-disjoint split (docs/spec/louvan.md §10.2)', () => {
  it('host from the URL, else daniel site, else the page id', () => {
    expect(pageHost('149', { url: 'http://www.CBSNews.com/8301-205/x' })).toBe('www.cbsnews.com');
    expect(pageHost('20111103_x', { url: '', site: 'www.express.gr' })).toBe('www.express.gr');
    expect(pageHost('01ccc7c5', { url: '' })).toBe('01ccc7c5');
    expect(pageHost('7', { url: 'not a url' })).toBe('7');
  });

  it('bucket = sha1("louvan-split-v1|set|host")[0:8] mod 10; 0–5 train, 6–7 tune, 8–9 dev-test', () => {
    // By python3 hashlib: bb496e12 → 3142151698 mod 10 = 8; 83d0cb73 → … 7; 1b7402fd → … 3.
    expect(splitBucket('dragnet', 'www.cbsnews.com')).toBe(8);
    expect(splitBucket('daniel', 'www.express.gr')).toBe(7);
    expect(splitBucket('l3s-gn1', '01ccc7c5')).toBe(3);
    expect(splitPart('dragnet', '149', { url: 'http://www.cbsnews.com/a' })).toBe('devtest');
    expect(splitPart('daniel', 'x', { site: 'www.express.gr' })).toBe('tune');
    expect([0, 5, 6, 7, 8, 9].map(partOfBucket)).toEqual(['train', 'train', 'tune', 'tune', 'devtest', 'devtest']);
  });

  it('the same host in two sets may land apart (the set is part of the key), one host never does', () => {
    const a = splitPart('dragnet', '1', { url: 'http://www.cbsnews.com/a' });
    const b = splitPart('dragnet', '2', { url: 'https://www.cbsnews.com/b/c' });
    expect(a).toBe(b);
  });
});
