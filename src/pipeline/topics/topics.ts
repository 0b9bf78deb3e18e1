// Topics: maximal compatibility blocks of keywords and their weights (docs/method.md §1.4).
import type { Topic } from '../../core/types.js';
import { relateMatrix } from './relate.js';
import { maximalCliques } from './cliques.js';
import { NO_DEADLINE, type Deadline } from '../../core/budget.js';

export interface TopicOptions {
  /** x R y iff relate(x, y) ≥ γ (`ge`) or > γ (`gt`). */
  gamma: number;
  gammaCompare: 'ge' | 'gt';
  /** Keywords that take part, the most widespread first. */
  maxKeywords: number;
  /** Maximal blocks enumerated before the search stops. */
  maxTopics: number;
  /** Bron–Kerbosch steps before the search stops. */
  maxCliqueSteps: number;
}

export interface TopicResult {
  /** Heaviest first; equal weights in the order of their first keyword. */
  topics: Topic[];
  /** False when a limit cut the search short. */
  complete: boolean;
}

/** Keywords by the number of units holding them, most first (ties: first appearance), keeping
 *  only those that can be related at all: relate(x, y) ≤ units(x), so a keyword in fewer than γ
 *  units (γ + 1 for `gt`) can never join a topic and would only waste the `maxKeywords` budget. */
function vocabularyOf(unitKeywords: readonly (readonly string[])[], minUnits: number, maxKeywords: number): string[] {
  const df = new Map<string, number>();
  for (const kws of unitKeywords) for (const k of new Set(kws)) df.set(k, (df.get(k) ?? 0) + 1);
  // Map iteration order is first appearance; the sort is stable.
  return [...df]
    .filter(([, c]) => c >= minUnits)
    .sort((a, b) => b[1] - a[1])
    .slice(0, Math.max(0, maxKeywords))
    .map(([k]) => k);
}

export function buildTopics(unitKeywords: readonly (readonly string[])[], opts: TopicOptions, deadline: Deadline = NO_DEADLINE): TopicResult {
  const related = opts.gammaCompare === 'gt' ? (r: number) => r > opts.gamma : (r: number) => r >= opts.gamma;
  // relate(x, y) ≥ γ needs x in ≥ γ units, > γ in ≥ ⌊γ⌋ + 1; every keyword is in ≥ 1.
  const minUnits = Math.max(1, Math.ceil(opts.gammaCompare === 'gt' ? Math.floor(opts.gamma) + 1 : opts.gamma));
  const vocab = vocabularyOf(unitKeywords, minUnits, opts.maxKeywords);
  const n = vocab.length;
  const rel = relateMatrix(unitKeywords, vocab);
  deadline.check('topics');
  const adjacent = (i: number, j: number): boolean => related(rel[i * n + j]!);
  // Keywords without a single partner would only come out as singleton blocks.
  const linked: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (j !== i && adjacent(i, j)) {
        linked.push(i);
        break;
      }
    }
  }

  const { cliques, complete } = maximalCliques(linked, adjacent, { maxCliques: opts.maxTopics, maxSteps: opts.maxCliqueSteps }, deadline);
  const topics = cliques
    .filter((c) => c.length >= 2)
    .map((ids): Topic => {
      let weight = 0;
      for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) weight += rel[ids[i]! * n + ids[j]!]!;
      return { keywords: ids.map((i) => vocab[i]!), weight };
    });
  // Cliques come lexicographic in vocabulary order, so a stable sort by weight breaks ties by first keyword.
  topics.sort((a, b) => b.weight - a.weight);
  return { topics, complete };
}
