// Training labels from gold text (docs/spec/louvan.md §10.1, reconstructed): the project has gold article
// text per page, not node labels, so a candidate is *main* when nearly all its tokens are gold
// tokens, and *good* when it is the largest such uniform node. Pure functions over token arrays and
// candidate trees, so they serve any node-level learner (Louvan's trees, cedst+'s evidence source).
import { createHash } from 'node:crypto';
import { scoreTokens } from '../../../dist/core/tokens.js';
import type { LabelRule } from '../../../dist/classifiers/types.js';

export type { LabelRule };

/** docs/spec/louvan.md §10.1's values; to be tuned on the tune split only. */
export const DEFAULT_LABEL_RULE: Readonly<LabelRule> = { k: 4, pure: 0.8, noise: 0.1, negPerPage: 30, descendantDepth: 2 };

/** Separator of tokens inside a shingle key: not a word character, so keys cannot collide. */
const SEP = '\u0001';

/**
 * Which page tokens are gold (docs/spec/louvan.md §10.1.2): token i is gold when some k-gram of page tokens
 * covering i occurs among the gold's k-grams. k shrinks to the gold's length for golds shorter than
 * k. Common words outside the article are not gold unless they sit in a gold phrase.
 */
export function goldTokenMask(page: readonly string[], gold: readonly string[], k: number): Uint8Array {
  const mask = new Uint8Array(page.length);
  const kk = Math.min(k, gold.length);
  if (kk === 0) return mask;
  const grams = new Set<string>();
  for (let i = 0; i + kk <= gold.length; i++) grams.add(gold.slice(i, i + kk).join(SEP));
  for (let i = 0; i + kk <= page.length; i++) {
    if (grams.has(page.slice(i, i + kk).join(SEP))) mask.fill(1, i, i + kk);
  }
  return mask;
}

/** A candidate's tokens: page tokens [start, end). Candidates nest, so spans nest. */
export interface TokenSpan {
  start: number;
  end: number;
}

/** What labelling needs of a candidate: its nearest candidate ancestor (−1 for none). */
export interface CandidateLink {
  parent: number;
}

export interface CandidateLabel {
  tokens: number;
  goldTokens: number;
  /** Gold share of the candidate's tokens (0 for a candidate without tokens). */
  purity: number;
  /** Share of the page's gold tokens inside the candidate. */
  coverage: number;
  /** purity ≥ pure and at least one gold token. */
  main: boolean;
  /** purity ≤ noise. */
  noise: boolean;
  /** Uniform, and no candidate ancestor is uniform of the same kind (the maximal uniform node). */
  good: boolean;
  /** Single-phase label: good ∧ main (the thesis's Table 6.4). */
  single: boolean;
}

/** Labels of every candidate (docs/spec/louvan.md §10.1.3–6). Candidates come in pre-order, parents first. */
export function labelCandidates(candidates: readonly CandidateLink[], spans: readonly TokenSpan[], mask: Uint8Array, rule: Pick<LabelRule, 'pure' | 'noise'> = DEFAULT_LABEL_RULE): CandidateLabel[] {
  // Prefix sums make each candidate's gold count O(1).
  const prefix = new Int32Array(mask.length + 1);
  for (let i = 0; i < mask.length; i++) prefix[i + 1] = prefix[i]! + mask[i]!;
  const pageGold = prefix[mask.length]!;
  const labels: CandidateLabel[] = [];
  // Whether some candidate ancestor is main / noise, carried down from the parent (parents come
  // first), so deep pages cost O(n), not O(n·depth).
  const mainAbove = new Uint8Array(candidates.length);
  const noiseAbove = new Uint8Array(candidates.length);
  candidates.forEach((c, i) => {
    const { start, end } = spans[i]!;
    const tokens = end - start;
    const goldTokens = prefix[end]! - prefix[start]!;
    const purity = tokens > 0 ? goldTokens / tokens : 0;
    const main = goldTokens >= 1 && purity >= rule.pure;
    const noise = purity <= rule.noise;
    if (c.parent >= 0) {
      const up = labels[c.parent]!;
      mainAbove[i] = up.main || mainAbove[c.parent] ? 1 : 0;
      noiseAbove[i] = up.noise || noiseAbove[c.parent] ? 1 : 0;
    }
    const good = (main && !mainAbove[i]) || (noise && !noiseAbove[i]);
    labels.push({ tokens, goldTokens, purity, coverage: pageGold > 0 ? goldTokens / pageGold : 0, main, noise, good, single: good && main });
  });
  return labels;
}

/** A number in [0, 2³²) from the first 8 hex digits of sha1(text): a seeded, platform-free hash. */
export function sha1Prefix(text: string): number {
  return parseInt(createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 8), 16);
}

/**
 * Which candidates become training instances (docs/spec/louvan.md §10.1.7): every single-phase positive, its
 * candidate ancestors, its descendants down to `descendantDepth` levels and its siblings, plus up to
 * `negPerPage` others chosen by sha1(pageId|index) (smallest first). Returns indices ascending.
 */
export function sampleCandidates(
  pageId: string,
  candidates: readonly CandidateLink[],
  labels: readonly CandidateLabel[],
  rule: Pick<LabelRule, 'negPerPage' | 'descendantDepth'> = DEFAULT_LABEL_RULE,
): number[] {
  const children: number[][] = candidates.map(() => []);
  const roots: number[] = [];
  candidates.forEach((c, i) => (c.parent >= 0 ? children[c.parent]!.push(i) : roots.push(i)));
  const keep = new Set<number>();
  const ancestorsIn = new Set<number>();
  const below = (i: number, depth: number): void => {
    if (depth === 0) return;
    for (const kid of children[i]!) {
      keep.add(kid);
      below(kid, depth - 1);
    }
  };
  labels.forEach((l, i) => {
    if (!l.single) return;
    keep.add(i);
    // Stop at an ancestor another positive already walked through: its ancestors are in.
    for (let p = candidates[i]!.parent; p >= 0 && !ancestorsIn.has(p); p = candidates[p]!.parent) {
      keep.add(p);
      ancestorsIn.add(p);
    }
    below(i, rule.descendantDepth);
    const parent = candidates[i]!.parent;
    for (const sib of parent >= 0 ? children[parent]! : roots) keep.add(sib);
  });
  const others = candidates
    .map((_, i) => i)
    .filter((i) => !keep.has(i))
    .map((i) => [sha1Prefix(`${pageId}|${i}`), i] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .slice(0, rule.negPerPage);
  for (const [, i] of others) keep.add(i);
  return [...keep].sort((a, b) => a - b);
}

/** Score-tokeniser tokens of a text (docs/spec/louvan.md §10.1.1: as the shared scorer counts them). */
export function labelTokens(text: string): string[] {
  return scoreTokens(text);
}
