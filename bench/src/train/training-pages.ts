// Which shared pages each trainer trains on: its sets and its choice of pages in each, written once
// here and read both by the trainer (bench/train-*.mjs) and by the sample of the shared-page
// fingerprint (shared-fingerprint.ts), so that the sample cannot drift from what was trained on.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldStructure } from '../../../dist/eval/block-gold.js';
import type { loadDataset } from '../../../dist/eval/dataset.js';
import { pageHost, splitBucket } from './split.js';

type Dataset = ReturnType<typeof loadDataset>;

/** The readings' trainer (train-readings.mjs): every page of these sets. */
export const READINGS_SETS: readonly string[] = ['cleaneval', 'cleanportaleval', 'daniel', 'dragnet', 'l3s-gn1', 'newspaper4k-tests', 'readability', 'trafilatura-eval', 'wcxb'];

/** The page type's trainer (train-pagetype.mjs): the article sets, and the set of typed pages. */
export const PAGE_TYPE_ARTICLE_SETS: readonly string[] = ['daniel', 'dragnet', 'l3s-gn1', 'newspaper4k-tests', 'readability', 'trafilatura-eval', 'wcxb'];
export const PAGE_TYPE_TYPES_SET = 'wcxb-types';
/** Every ARTICLE_EVERY-th page of an article set (in id order): enough articles against the typed
 *  pages without outweighing them; every page of the typed set. */
export const PAGE_TYPE_ARTICLE_EVERY = 2;

/** The page type's pages of one set (its gold's ids, sorted), in order. */
export function pageTypeIds(set: string, gold: Record<string, unknown>): string[] {
  return Object.keys(gold)
    .sort()
    .filter((_, at) => set === PAGE_TYPE_TYPES_SET || at % PAGE_TYPE_ARTICLE_EVERY === 0);
}

/** The metadata author picker's trainer (train-metadata.mjs): the pages of the two metadata golds. */
export const METADATA_GOLDS: readonly { readonly set: string; readonly gold: (root: string) => string }[] = [
  { set: 'wcxb', gold: (root) => join(root, 'wcxb', 'ground-truth.json') },
  { set: 'daniel', gold: (root) => join(root, 'daniel', 'metadata', 'gold.json') },
];

/** The block choice's trainer (train-block-choice.mjs): the sets with line gold (cleaneval's are
 *  wrapped; trafilatura-eval's are snippets), in English or Chinese. */
export const BLOCK_CHOICE_SETS: readonly string[] = ['wcxb', 'daniel', 'l3s-gn1', 'readability', 'dragnet', 'newspaper4k-tests', 'wcxb-types'];
export const BLOCK_CHOICE_LANGS: ReadonlySet<string> = new Set(['en', 'zh']);
/** The shipped block-choice model was trained on every third page (`--every 3`). */
export const BLOCK_CHOICE_EVERY = 3;

/** The block choice's pages of a set: every `every`-th id in English or Chinese with line gold. */
export function blockChoiceIds(ds: Dataset, every: number): string[] {
  return ds.ids.filter((id, at) => at % every === 0 && BLOCK_CHOICE_LANGS.has(ds.gold[id]?.lang ?? '') && goldStructure(ds, id));
}

/** Louvan's trainer (train-louvan.mjs): the sets it may train on. */
export const LOUVAN_SETS: readonly string[] = ['daniel', 'l3s-gn1', 'cleaneval', 'dragnet', 'wcxb'];
/** Pages of a set staged for Louvan, in its gold's order: wcxb was staged as a first sample of 149
 *  pages, then grew to 748; the model is trained on the sample. */
export const LOUVAN_PAGES_PER_SET: Readonly<Record<string, number>> = { wcxb: 149 };
/** The hash buckets the shipped Louvan model trained on (0–5 of the split). */
export const LOUVAN_TRAIN_BUCKETS: readonly [number, number] = [0, 5];

/** A Louvan page: its id, its gold entry and its split bucket. */
export interface LouvanPage {
  readonly id: string;
  readonly file: string;
  readonly entry: Record<string, unknown>;
  readonly bucket: number;
}

/** Louvan's staged pages of a set in id order, those whose page is there, each with its bucket
 *  (`limit`: the first so many). */
export function louvanPages(root: string, set: string, limit = Number.POSITIVE_INFINITY): LouvanPage[] {
  const dir = join(root, set);
  const gold = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  const staged = new Set(Object.keys(gold).slice(0, LOUVAN_PAGES_PER_SET[set] ?? Number.POSITIVE_INFINITY));
  return Object.keys(gold)
    .filter((id) => staged.has(id))
    .sort()
    .slice(0, limit)
    .flatMap((id) => {
      const file = join(dir, 'html', `${id}.html`);
      if (!existsSync(file)) return [];
      const entry = gold[id] ?? {};
      const bucket = splitBucket(set, pageHost(id, { url: entry['url'] as string | undefined, site: entry['site'] as string | undefined }));
      return [{ id, file, entry, bucket }];
    });
}
