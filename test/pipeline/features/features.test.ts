import { describe, expect, it } from 'vitest';
import { clusterFeature, computeFeatures, hrefFeature, siblingGroups, topicFeature, varianceFeature } from '../../../src/pipeline/features/index.js';
import type { Topic } from '../../../src/core/types.js';

// Five units in two sibling groups: group 7 = units 0, 1, 3 with 10, 20, 30 words;
// group 2 = units 2, 4 with 5, 5 words. Total 70 words.
const words = [10, 20, 5, 30, 5];
const group = [7, 7, 2, 7, 2];
const linkWords = [0, 5, 5, 3, 7];

describe('siblingGroups', () => {
  it('lists unit indices per group, groups by first appearance', () => {
    expect(siblingGroups(group)).toEqual([
      [0, 1, 3],
      [2, 4],
    ]);
    expect(siblingGroups([])).toEqual([]);
  });
});

describe('clusterFeature', () => {
  it('is the group size over the page size, in words', () => {
    // 60/70 for the first group, 10/70 for the second.
    const h = clusterFeature(words, group);
    [60 / 70, 60 / 70, 10 / 70, 60 / 70, 10 / 70].forEach((v, i) => expect(h[i]).toBeCloseTo(v, 15));
  });

  it('is 0 for a page without words', () => {
    expect(clusterFeature([0, 0], [1, 1])).toEqual([0, 0]);
  });
});

describe('varianceFeature', () => {
  it('is the population variance of the group, over the largest', () => {
    // Group 7: mean 20, var (100 + 0 + 100)/3 = 66.67 → 1. Group 2: var 0 → 0.
    expect(varianceFeature(words, group)).toEqual([1, 1, 0, 1, 0]);
    // Groups {2, 4} (var 1) and {0, 6} (var 9): 1/9 and 1.
    const h = varianceFeature([2, 4, 0, 6], [0, 0, 1, 1]);
    [1 / 9, 1 / 9, 1, 1].forEach((v, i) => expect(h[i]).toBeCloseTo(v, 15));
  });

  it('is 0 when no group varies (single units, equal counts)', () => {
    expect(varianceFeature([3, 9, 4], [0, 1, 2])).toEqual([0, 0, 0]);
    expect(varianceFeature([5, 5], [0, 0])).toEqual([0, 0]);
  });
});

describe('hrefFeature', () => {
  it('is link words over words, 0 without words, at most 1', () => {
    expect(hrefFeature(words, linkWords)).toEqual([0, 0.25, 1, 0.1, 1]);
    expect(hrefFeature([0, 4], [0, 9])).toEqual([0, 1]);
  });
});

describe('topicFeature', () => {
  const topics: Topic[] = [
    { keywords: ['a', 'b', 'c'], weight: 7 },
    { keywords: ['b', 'c', 'd'], weight: 7 },
    { keywords: ['a', 'e'], weight: 2 },
  ]; // total weight 16
  const keys = [new Set(['a', 'x']), new Set(['b', 'c']), new Set(['x']), new Set(['a', 'b', 'c', 'd', 'e'])];

  it('counts the whole weight of every topic touched (any)', () => {
    // {a}: 7 + 2 = 9/16; {b,c}: 7 + 7 = 14/16; {x}: 0; all: 16/16.
    expect(topicFeature(keys, topics, 'any')).toEqual([9 / 16, 14 / 16, 0, 1]);
  });

  it('counts w(B)·|B ∩ keys|/|B| (partial)', () => {
    // {a}: 7·1/3 + 2·1/2 = 10/3 → 10/48; {b,c}: 7·2/3 + 7·2/3 = 28/3 → 28/48; {x}: 0; all: 1.
    const h = topicFeature(keys, topics, 'partial');
    [10 / 48, 28 / 48, 0, 1].forEach((v, i) => expect(h[i]).toBeCloseTo(v, 15));
  });

  it('is 0 without topics', () => {
    expect(topicFeature(keys, [], 'any')).toEqual([0, 0, 0, 0]);
  });
});

describe('computeFeatures', () => {
  it('puts the four features of each unit together', () => {
    const topics: Topic[] = [{ keywords: ['news', 'vote'], weight: 3 }];
    const keys = [new Set(['news']), new Set(['vote', 'news']), new Set(['menu']), new Set<string>(), new Set(['home'])];
    const h = computeFeatures({ words, linkWords, group, keys, topics, membership: 'partial' });
    expect(h).toHaveLength(5);
    expect(h[0]!.topic).toBeCloseTo(0.5, 15);
    expect(h[0]!.cluster).toBeCloseTo(60 / 70, 15);
    expect(h[1]).toEqual({ topic: 1, cluster: 60 / 70, variance: 1, href: 0.25 });
    expect(h[2]).toEqual({ topic: 0, cluster: 10 / 70, variance: 0, href: 1 });
    expect(computeFeatures({ words: [], linkWords: [], group: [], keys: [], topics, membership: 'any' })).toEqual([]);
  });
});
