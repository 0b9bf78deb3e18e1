// Fingerprints of what the trainers of the other shipped models compute (model-instances.ts),
// taken on the fixture pages Louvan's fingerprint names: the author readers' candidates and their
// features (metadata-authors.json), the page-type rows with and without an address (page-type.json),
// the readings and their features, damage, boundaries, texts and the page's shape (reading-gains.json
// and confidence.json), the readings, the one taken and the disputed blocks' features
// (block-choice.json), hashed with the model files' sha256. Each trainer writes its fingerprint
// beside its model; test/train/model-fingerprints.test.ts computes it again from the code at HEAD,
// so that a change that would train another model fails CI without the shared data sets.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHtml } from '../../../dist/input/decode.js';
import { candidateFeatures } from '../../../dist/metadata/author-picker.js';
import { authorInstance, blockChoiceInstance, pageTypeInstance, readingsInstance } from './model-instances.js';
import { fingerprintPages } from './louvan-fingerprint.js';

/** An address with every part the page-type's address features read (a dated path, a slug). */
const ADDRESS = 'https://news.example.com/2024/05/01/council-votes-on-the-budget.html';

/** Each fingerprinted model: the files it trains, and the instances of one page. */
export const FINGERPRINTED = {
  'metadata-authors': {
    files: ['metadata-authors.json'],
    instances: (html: string): unknown => {
      const reading = authorInstance(html);
      return [reading.rules, reading.zh, reading.candidates.map((c) => [c, candidateFeatures(c, reading)])];
    },
  },
  'page-type': {
    files: ['page-type.json'],
    instances: (html: string): unknown => [pageTypeInstance(html, undefined), pageTypeInstance(html, ADDRESS)].map(({ x, nx }) => [x, nx]),
  },
  readings: {
    files: ['reading-gains.json', 'confidence.json'],
    instances: (html: string): unknown => {
      const r = readingsInstance(html);
      return [r.readings, r.features, r.damage, r.edges, r.texts, r.shape];
    },
  },
  'block-choice': {
    files: ['block-choice.json'],
    instances: (html: string): unknown => {
      const b = blockChoiceInstance(html);
      return [b.readings.map((r) => [r.kind, r.units]), b.taken, b.units];
    },
  },
} as const;

export type FingerprintedModel = keyof typeof FINGERPRINTED;

export interface ModelFingerprint {
  /** sha256 of each model file this fingerprint was written with. */
  models: Record<string, string>;
  /** The fixture pages, relative to the fixtures folder, in the order hashed. */
  pages: string[];
  /** sha256 of the pages' instances, in that order. */
  instancesSha256: string;
}

/** The fingerprint file of `model` in the models folder. */
export const fingerprintFile = (model: FingerprintedModel): string => `${model}.fingerprint.json`;

/** The fingerprint of `model`'s instances on `pages` (fixture folders holding a page.html), with the
 *  model files as they are in `modelsDir`. */
export function modelFingerprint(model: FingerprintedModel, fixtures: string, modelsDir: string, pages: readonly string[]): ModelFingerprint {
  const spec = FINGERPRINTED[model];
  const digest = createHash('sha256');
  for (const page of pages) {
    const html = decodeHtml(readFileSync(join(fixtures, page, 'page.html')));
    digest.update(JSON.stringify([page, spec.instances(html)]));
    digest.update('\n');
  }
  const models: Record<string, string> = {};
  for (const f of spec.files)
    models[f] = createHash('sha256')
      .update(readFileSync(join(modelsDir, f)))
      .digest('hex');
  return { models, pages: [...pages], instancesSha256: digest.digest('hex') };
}

/** The fingerprint as its file holds it. */
export function modelFingerprintJson(fp: ModelFingerprint): string {
  return `${JSON.stringify(fp, null, 2)}\n`;
}

/** Write `model`'s fingerprint beside its files in `modelsDir`, on the fixture pages with an expected
 *  text (fingerprintPages): what a trainer does once it has written the model. Returns the path. */
export function writeModelFingerprint(model: FingerprintedModel, fixtures: string, modelsDir: string): string {
  const path = join(modelsDir, fingerprintFile(model));
  writeFileSync(path, modelFingerprintJson(modelFingerprint(model, fixtures, modelsDir, fingerprintPages(fixtures))));
  return path;
}
