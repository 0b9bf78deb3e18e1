// The four features of every unit, computed on plain arrays (docs/method.md §1.4–§1.5).
import type { FeatureValues, Topic } from '../../core/types.js';
import { topicFeature } from './topic.js';
import { clusterFeature } from './cluster.js';
import { varianceFeature } from './variance.js';
import { hrefFeature } from './href.js';

export { topicFeature } from './topic.js';
export { siblingGroups } from '../../dom/siblings.js';
export { clusterFeature } from './cluster.js';
export { varianceFeature } from './variance.js';
export { hrefFeature } from './href.js';

export interface FeatureInput {
  /** Words of each unit, size(u). */
  words: readonly number[];
  /** Of those, the words inside links. */
  linkWords: readonly number[];
  /** Id of the unit's parent element: equal ids are siblings. */
  group: readonly number[];
  /** Word keys of each unit, for topic membership. */
  keys: readonly ReadonlySet<string>[];
  topics: readonly Topic[];
  membership: 'any' | 'partial';
}

export function computeFeatures(input: FeatureInput): FeatureValues[] {
  const topic = topicFeature(input.keys, input.topics, input.membership);
  const cluster = clusterFeature(input.words, input.group);
  const variance = varianceFeature(input.words, input.group);
  const href = hrefFeature(input.words, input.linkWords);
  return input.words.map((_, i) => ({ topic: topic[i] ?? 0, cluster: cluster[i]!, variance: variance[i]!, href: href[i]! }));
}
