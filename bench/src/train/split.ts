// Host-disjoint split of the shared pages (docs/spec/louvan.md §10.2): pages of one host all fall in the same
// part, as the thesis's training sources "do not occur in the evaluation set". Deterministic: a
// hash of the set and host, no randomness, no dependence on how many pages there are.
import { sha1Prefix } from './labels.js';

/** Versioned salt: changing the split on purpose means changing this string. */
export const SPLIT_SALT = 'louvan-split-v1';

export type SplitPart = 'train' | 'tune' | 'devtest';

/** Buckets 0–5 train (≈ 60%), 6–7 tune, 8–9 dev-test (docs/spec/louvan.md §10.2). */
const TRAIN_BUCKETS = 6;
const TUNE_BUCKETS = 2;
const BUCKETS = 10;

/** What a gold entry may tell about where the page came from. */
export interface PageOrigin {
  url?: string;
  /** daniel's site name. */
  site?: string;
}

/** The grouping key of a page: its URL's host (lower case) when the URL parses, else daniel's
 *  `site`, else the page id (a page of unknown origin is a group of its own). */
export function pageHost(id: string, origin: PageOrigin): string {
  if (origin.url) {
    try {
      const host = new URL(origin.url).hostname.toLowerCase();
      if (host) return host;
    } catch {
      // not a URL: fall through
    }
  }
  if (origin.site) return origin.site.toLowerCase();
  return id;
}

/** bucket = first 8 hex of sha1("louvan-split-v1|" + set + "|" + host), mod 10. */
export function splitBucket(set: string, host: string): number {
  return sha1Prefix(`${SPLIT_SALT}|${set}|${host}`) % BUCKETS;
}

export function partOfBucket(bucket: number): SplitPart {
  if (bucket < TRAIN_BUCKETS) return 'train';
  if (bucket < TRAIN_BUCKETS + TUNE_BUCKETS) return 'tune';
  return 'devtest';
}

/** The split part of a page. */
export function splitPart(set: string, id: string, origin: PageOrigin): SplitPart {
  return partOfBucket(splitBucket(set, pageHost(id, origin)));
}
