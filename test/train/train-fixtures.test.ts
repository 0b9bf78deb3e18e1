// End-to-end training on the project's own fixtures (docs/spec/louvan.md §10.3 reproducibility): pages →
// features and gold labels → trees → JSON, twice, with the same bytes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { trainC45 } from '../../bench/src/train/c45.js';
import { serialiseTree } from '../../src/classifiers/tree.js';
import { FEATURE_INDEX, featureAttributes } from '../../src/methods/louvan/features.js';
import { pageInstances } from '../../bench/src/train/louvan-instances.js';
import { THESIS_NEWS_FEATURES } from '../../src/methods/louvan/model.js';
import { articleFixtures } from '../support/fixtures.js';

const ROOT = new URL('../../fixtures/', import.meta.url);

function trainOnFixtures(): string {
  const names = articleFixtures();
  const pages = names.map((name) => {
    const html = readFileSync(new URL(`${name}/page.html`, ROOT), 'utf8');
    const gold = readFileSync(new URL(`${name}/expected.txt`, ROOT), 'utf8');
    return pageInstances(parseDocument(html), gold, name);
  });
  const attrs = featureAttributes();
  const cols = THESIS_NEWS_FEATURES.single.map((n) => FEATURE_INDEX[n]);
  const rows = pages.flatMap((p) => p.features.map((f) => cols.map((c) => f[c]!)));
  const labels = pages.flatMap((p) => p.labels.map((l) => (l.single ? 1 : 0)));
  const tree = trainC45({ attributes: cols.map((c) => attrs[c]!), classes: ['noisy', 'main'], rows, labels, weights: labels.map((y) => (y ? 10 : 1)) });
  // The article container is found on 7 of 8 pages; on en-school-budget div.article-body holds 98%
  // of the gold but also a table the gold leaves out, purity 0.791 < 0.8, so it is not main.
  expect(pages.filter((p) => p.labels.some((l) => l.single))).toHaveLength(7);
  return serialiseTree(tree);
}

describe('training on fixtures/', () => {
  it('gives the same bytes twice', () => {
    const a = trainOnFixtures();
    const b = trainOnFixtures();
    expect(a).toBe(b);
    expect(JSON.parse(a).nodes.length).toBeGreaterThan(1);
  });
});
