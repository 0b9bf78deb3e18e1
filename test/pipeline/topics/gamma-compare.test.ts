// γ read as the CEDST paper writes it, "more than γ" (relate > γ), against ≥ γ, on a
// co-occurrence count of exactly 3.
import { describe, expect, it } from 'vitest';
import { buildTopics } from '../../../src/pipeline/topics/topics.js';
import { resolveOptions } from '../../../src/options/resolve.js';

const limits = { maxKeywords: 400, maxTopics: 2000, maxCliqueSteps: 200_000 };
// harbor and bridge share exactly 3 units; harbor and ferry share 2.
const units = [['harbor', 'bridge', 'ferry'], ['harbor', 'bridge', 'ferry'], ['harbor', 'bridge'], ['ferry']];

describe('the γ comparison', () => {
  it('relates a pair seen together 3 times by γ = 3 under ≥, not under >', () => {
    const ge = buildTopics(units, { gamma: 3, gammaCompare: 'ge', ...limits }).topics;
    expect(ge.map((t) => [...t.keywords].sort())).toEqual([['bridge', 'harbor']]);
    expect(buildTopics(units, { gamma: 3, gammaCompare: 'gt', ...limits }).topics).toEqual([]);
  });

  it('relates it by γ = 2 under >, and the count-2 pairs too under ≥', () => {
    expect(buildTopics(units, { gamma: 2, gammaCompare: 'gt', ...limits }).topics.map((t) => [...t.keywords].sort())).toEqual([['bridge', 'harbor']]);
    // ≥ 2: harbor–bridge (3), harbor–ferry (2), bridge–ferry (2) form one block of three.
    expect(buildTopics(units, { gamma: 2, gammaCompare: 'ge', ...limits }).topics.map((t) => [...t.keywords].sort())).toEqual([['bridge', 'ferry', 'harbor']]);
  });

  it('is > for the faithful methods by default and ≥ for cedst+ (its own option)', () => {
    const d = resolveOptions();
    expect(d.gammaCompare).toBe('gt');
    expect(d.plus.gammaCompare).toBe('ge');
  });
});
