// The learned author picker (src/metadata/author-picker.ts): candidates scoring at least the
// threshold are kept, the rules' order first; below it the page gets nobody.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/research.js';
import { AUTHOR_FEATURES, asAuthorModel, candidateFeatures, candidateScore, pickAuthors, type AuthorModel, type AuthorReading } from '../../src/metadata/author-picker.js';

/** A model that only weighs where a name comes from: JSON-LD +2, a meta tag −1, bias −1. */
function model(threshold: number): AuthorModel {
  const weights = AUTHOR_FEATURES.map((f) => (f === 'from_jsonld' ? 2 : f === 'from_meta' ? -1 : 0));
  return { features: [...AUTHOR_FEATURES], weights, bias: -1, threshold };
}

const reading: AuthorReading = {
  rules: ['Orla Brennick'],
  candidates: [
    { name: 'Orla Brennick', readers: ['jsonld'], rank: 0, list: 1, ruled: true, editor: false, site: false },
    { name: 'Desk Team', readers: ['meta'], rank: 0, list: 1, ruled: false, editor: false, site: false },
    { name: 'Tamsin Greer', readers: ['jsonld', 'meta'], rank: 1, list: 2, ruled: false, editor: false, site: false },
  ],
  zh: false,
};

describe('pickAuthors', () => {
  it('scores a candidate by its features: sigmoid(bias + w·x)', () => {
    const x = candidateFeatures(reading.candidates[0]!, reading);
    expect(x).toHaveLength(AUTHOR_FEATURES.length);
    expect(x[AUTHOR_FEATURES.indexOf('from_jsonld')]).toBe(1);
    expect(x[AUTHOR_FEATURES.indexOf('readers')]).toBe(1);
    expect(x[AUTHOR_FEATURES.indexOf('ruled_jsonld')]).toBe(1);
    // −1 + 2 = 1; −1 − 1 = −2; −1 + 2 − 1 = 0.
    expect(candidateScore(model(0.5), x)).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
    expect(candidateScore(model(0.5), candidateFeatures(reading.candidates[1]!, reading))).toBeCloseTo(1 / (1 + Math.exp(2)), 12);
    expect(candidateScore(model(0.5), candidateFeatures(reading.candidates[2]!, reading))).toBe(0.5);
  });

  it('keeps the names at or above the threshold, the rules first, and names nobody below it', () => {
    expect(pickAuthors(reading, model(0.5))).toEqual(['Orla Brennick', 'Tamsin Greer']);
    expect(pickAuthors(reading, model(0.6))).toEqual(['Orla Brennick']);
    expect(pickAuthors(reading, model(0.8))).toEqual([]);
  });

  it('refuses a model of other features', () => {
    expect(() => asAuthorModel({ ...model(0.5), features: ['x'] })).toThrow(/features/);
    expect(asAuthorModel(model(0.5)).threshold).toBe(0.5);
  });
});

describe('authorPicker option', () => {
  it('rules by default; learned reads the shipped model and names the byline writers', () => {
    const wire = readFileSync('fixtures/en-wire-storm/page.html', 'utf8');
    expect(extract(wire).authors).toEqual(['Tomas Reyna']);
    expect(extract(wire, { authorPicker: 'learned' }).authors).toEqual(['Tomas Reyna']);
    // "作者：记者 陈思远 通讯员 刘敏": the rules take the 记者 and stop at 通讯员; the model names the
    // correspondent too, as daniel's gold does for every (记者 … 通讯员 …) credit it holds.
    const zh = readFileSync('fixtures/zh-local-traffic/page.html', 'utf8');
    expect(extract(zh).authors).toEqual(['陈思远']);
    expect(extract(zh, { authorPicker: 'learned' }).authors).toEqual(['陈思远', '刘敏']);
  });
});
