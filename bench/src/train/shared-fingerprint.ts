// Fingerprints of what each trainer computes on a fixed sample of its own training pages in the
// shared data sets (../shared/datasets), one hash a page. The fixture fingerprints
// (model-fingerprint.ts, louvan-fingerprint.ts) need no data but see only the project's 34 fixture
// pages, so a change to parsing or features that moves real pages and not those passes them; this
// sees the pages the models were trained on. Each trainer writes `<model>.shared.fingerprint.json`
// beside its model (`node bench/train-fingerprint.mjs` writes or checks one without training);
// test/train/shared-fingerprints.test.ts computes them again, with CI=true (CI has ../shared), so
// that a feature drift on real pages fails CI. A page's hash covers the trainer's whole instance
// (features, readings, texts, labels): no page or gold text is stored, only the hashes.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from '../../../dist/dom/parse.js';
import { decodeHtml } from '../../../dist/input/decode.js';
import { goldStructure, pageBase } from '../../../dist/eval/block-gold.js';
import { loadDataset } from '../../../dist/eval/dataset.js';
import { loadMetadataGold } from '../../../dist/eval/metadata-score.js';
import { FINGERPRINTED, type FingerprintedModel } from './model-fingerprint.js';
import { blockChoiceInstance, pageTypeInstance } from './model-instances.js';
import { pageInstances } from './louvan-instances.js';
import {
  BLOCK_CHOICE_EVERY,
  BLOCK_CHOICE_SETS,
  blockChoiceIds,
  LOUVAN_SETS,
  LOUVAN_TRAIN_BUCKETS,
  louvanPages,
  METADATA_GOLDS,
  PAGE_TYPE_ARTICLE_SETS,
  PAGE_TYPE_TYPES_SET,
  pageTypeIds,
  READINGS_SETS,
} from './training-pages.js';

/** The models with a shared-page fingerprint: the fixture-fingerprinted ones and Louvan's. */
export type SharedModel = FingerprintedModel | 'louvan-news';

/** A training page of a trainer: where it is and what the trainer reads with it. */
export interface TrainingPage {
  set: string;
  id: string;
  file: string;
  /** The page's address as the trainer gives it (page type, block choice), or its gold text (Louvan). */
  extra?: string;
}

/** Pages of each set in the sample: the first PER_SET of the set's training pages ordered by
 *  sha256("<set>/<id>"), as the accuracy gate orders its sample. */
export const PER_SET = 16;

interface SharedSpec {
  /** The model files the fingerprint names. */
  files: readonly string[];
  /** The trainer, for the message that says how to rebuild. */
  trainer: string;
  /** Each set's training pages, as the trainer chooses them (training-pages.ts; `root`: the
   *  datasets folder). */
  pages: (root: string) => TrainingPage[][];
  /** What the trainer computes on one page. */
  instances: (html: string, page: TrainingPage) => unknown;
}

const htmlFile = (root: string, set: string, id: string): string => join(root, set, 'html', `${id}.html`);
const rawGold = (root: string, set: string): Record<string, Record<string, unknown>> => JSON.parse(readFileSync(join(root, set, 'ground-truth.json'), 'utf8'));

export const SHARED_FINGERPRINTED: Record<SharedModel, SharedSpec> = {
  // bench/train-readings.mjs: every page of its nine sets.
  readings: {
    files: FINGERPRINTED.readings.files,
    trainer: 'npm run train:readings',
    pages: (root) => READINGS_SETS.map((set) => loadDataset(join(root, set)).ids.map((id) => ({ set, id, file: htmlFile(root, set, id) }))),
    instances: (html) => FINGERPRINTED.readings.instances(html),
  },
  // bench/train-pagetype.mjs: every second page (sorted ids) of the article sets, every page of
  // wcxb-types, each with the gold's address; its row with it and without.
  'page-type': {
    files: FINGERPRINTED['page-type'].files,
    trainer: 'npm run train:pagetype',
    pages: (root) =>
      [...PAGE_TYPE_ARTICLE_SETS, PAGE_TYPE_TYPES_SET].map((set) => {
        const gold = rawGold(root, set);
        return pageTypeIds(set, gold).map((id) => {
          const url = gold[id]!['url'];
          return { set, id, file: htmlFile(root, set, id), extra: typeof url === 'string' && /^https?:/.test(url) ? url : undefined };
        });
      }),
    instances: (html, page) => {
      const { x, nx } = pageTypeInstance(html, page.extra);
      return [x, nx];
    },
  },
  // bench/train-metadata.mjs: the pages of the two metadata golds.
  'metadata-authors': {
    files: FINGERPRINTED['metadata-authors'].files,
    trainer: 'npm run train:metadata',
    pages: (root) =>
      METADATA_GOLDS.map(({ set, gold }) =>
        Object.keys(loadMetadataGold(gold(root)))
          .sort()
          .map((id) => ({ set, id, file: htmlFile(root, set, id) })),
      ),
    instances: (html) => FINGERPRINTED['metadata-authors'].instances(html),
  },
  // bench/train-block-choice.mjs --every 3: every third page in English or Chinese with line gold,
  // with the page's address where its gold is HTML.
  'block-choice': {
    files: FINGERPRINTED['block-choice'].files,
    trainer: 'node bench/train-block-choice.mjs --every 3: --phase rows, then fit',
    pages: (root) =>
      BLOCK_CHOICE_SETS.map((set) => {
        const ds = loadDataset(join(root, set));
        return blockChoiceIds(ds, BLOCK_CHOICE_EVERY).map((id) => ({ set, id, file: htmlFile(root, set, id), extra: goldStructure(ds, id)?.structure ? pageBase(ds, id) : undefined }));
      }),
    instances: (html, page) => {
      const b = blockChoiceInstance(html, page.extra);
      return [b.readings.map((r) => [r.kind, r.units]), b.taken, b.units];
    },
  },
  // bench/train-louvan.mjs: hash buckets 0–5 of its five sets (wcxb's first 149 pages), with the
  // gold text that labels the instances.
  'louvan-news': {
    files: ['louvan-news.json'],
    trainer: 'npm run train:louvan',
    pages: (root) =>
      [...LOUVAN_SETS].sort().map((set) =>
        louvanPages(root, set)
          .filter((p) => p.bucket >= LOUVAN_TRAIN_BUCKETS[0] && p.bucket <= LOUVAN_TRAIN_BUCKETS[1])
          .map((p) => ({ set, id: p.id, file: p.file, extra: (p.entry['articleBody'] as string | undefined) ?? '' })),
      ),
    instances: (html, page) => {
      const inst = pageInstances(parseDocument(html), page.extra ?? '', `${page.set}/${page.id}`);
      return [inst.candidates, inst.sampled, inst.features, inst.labels, inst.pageGoldTokens];
    },
  },
};

export interface SharedFingerprint {
  /** sha256 of each model file this fingerprint was written with. */
  models: Record<string, string>;
  /** How the pages were chosen. */
  sample: string;
  /** "<set>/<id>" → the first 16 hex digits of the sha256 of the trainer's instances on the page. */
  pages: Record<string, string>;
}

const rank = (set: string, id: string): string => createHash('sha256').update(`${set}/${id}`).digest('hex');

/** The sample: each set's first `perSet` training pages by sha256("<set>/<id>"), in set order. */
export function samplePages(model: SharedModel, root: string, perSet = PER_SET): TrainingPage[] {
  return SHARED_FINGERPRINTED[model].pages(root).flatMap((pages) =>
    pages
      .map((p) => [rank(p.set, p.id), p] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, perSet)
      .map(([, p]) => p),
  );
}

/** One page's hash: the trainer's instances on it (`instances`, the model's own unless a test gives another). */
export function pageHash(model: SharedModel, page: TrainingPage, instances = SHARED_FINGERPRINTED[model].instances): string {
  const html = decodeHtml(readFileSync(page.file));
  return createHash('sha256')
    .update(JSON.stringify(instances(html, page)))
    .digest('hex')
    .slice(0, 16);
}

/** The fingerprint of `model` on `pages`, with the model files as they are in `modelsDir`. */
export function sharedFingerprint(model: SharedModel, pages: readonly TrainingPage[], modelsDir: string, instances = SHARED_FINGERPRINTED[model].instances): SharedFingerprint {
  const models: Record<string, string> = {};
  for (const f of SHARED_FINGERPRINTED[model].files)
    models[f] = createHash('sha256')
      .update(readFileSync(join(modelsDir, f)))
      .digest('hex');
  const out: Record<string, string> = {};
  for (const page of pages) out[`${page.set}/${page.id}`] = pageHash(model, page, instances);
  return { models, sample: `each set's first ${PER_SET} training pages by sha256("<set>/<id>") (bench/src/train/shared-fingerprint.ts)`, pages: out };
}

/** What differs between a stored fingerprint and one computed now: the pages whose instances
 *  changed (or that are in one and not the other), and the model files whose bytes changed. */
export function fingerprintDrift(stored: SharedFingerprint, now: SharedFingerprint): { pages: string[]; models: string[] } {
  const keys = [...new Set([...Object.keys(stored.pages), ...Object.keys(now.pages)])].sort();
  return {
    pages: keys.filter((k) => stored.pages[k] !== now.pages[k]),
    models: Object.keys({ ...stored.models, ...now.models })
      .sort()
      .filter((f) => stored.models[f] !== now.models[f]),
  };
}

/** The fingerprint file of `model` in the models folder. */
export const sharedFingerprintFile = (model: SharedModel): string => `${model}.shared.fingerprint.json`;

export function sharedFingerprintJson(fp: SharedFingerprint): string {
  return `${JSON.stringify(fp, null, 2)}\n`;
}

/** Write `model`'s fingerprint on the sample of the shared pages under `root` beside its files in
 *  `modelsDir`: what a trainer does once it has written the model. Returns the path. */
export function writeSharedFingerprint(model: SharedModel, root: string, modelsDir: string): string {
  const path = join(modelsDir, sharedFingerprintFile(model));
  writeFileSync(path, sharedFingerprintJson(sharedFingerprint(model, samplePages(model, root), modelsDir)));
  return path;
}
