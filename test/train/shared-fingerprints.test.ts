// @module-tag slow
// The shipped models rebuild from the code at HEAD on the pages they were trained on: what each
// trainer computes on a fixed sample of its training pages in ../shared (16 a set, hashed a page:
// bench/src/train/shared-fingerprint.ts) is what it computed when the model was trained. The
// fixture fingerprints (model-fingerprints.test.ts, louvan-fingerprint.test.ts) see only the
// fixture pages; a parsing or feature change that moves real pages and not those passed them and
// left models/page-type.json and the readings models behind. Locally without ../shared the check
// skips with one line; with CI=true it runs (CI has ../shared beside its clone). About a minute of
// CPU for the five models. When it fails, the code would train another model: run the trainer the
// message names (it rewrites the model and this fingerprint), or `npm run train:fingerprint --
// --check` to list the pages.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PER_SET,
  SHARED_FINGERPRINTED,
  fingerprintDrift,
  samplePages,
  sharedFingerprint,
  sharedFingerprintFile,
  type SharedModel,
  type TrainingPage,
} from '../../bench/src/train/shared-fingerprint.js';
import { fingerprintPages } from '../../bench/src/train/louvan-fingerprint.js';
import { FIXTURES } from '../support/fixtures.js';
import { sharedTests } from '../support/shared.js';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));
const shared = sharedTests("the shipped models' fingerprints on the shared pages", ['datasets']);

describe.runIf(shared.run)('the shipped models and what the code at HEAD computes on their training pages in ../shared', () => {
  for (const model of Object.keys(SHARED_FINGERPRINTED) as SharedModel[]) {
    // Every model is checked as a plain test: a model that does not rebuild fails CI until it is retrained.
    it(`${model}: the sampled training pages give what the model was trained on (else: ${SHARED_FINGERPRINTED[model].trainer})`, () => {
      const root = shared.path('datasets');
      const stored = JSON.parse(readFileSync(`${MODELS}${sharedFingerprintFile(model)}`, 'utf8'));
      const pages = samplePages(model, root);
      // Every set gives its sample: a set that lost pages or a sampling rule that changed shows here.
      expect(pages.length).toBe(Object.keys(stored.pages).length);
      expect(pages.length).toBeGreaterThanOrEqual(2 * PER_SET);
      expect(fingerprintDrift(stored, sharedFingerprint(model, pages, MODELS))).toEqual({ pages: [], models: [] });
    });
  }
});

describe('a shared-page fingerprint', () => {
  it('covers every model file the package ships', () => {
    // A model added without a fingerprint would go stale unseen: each file under models/ that is a
    // model (not a fingerprint) is named by exactly one shared fingerprint.
    const shipped = readdirSync(MODELS)
      .filter((f) => f.endsWith('.json') && !f.endsWith('fingerprint.json'))
      .sort();
    const named = Object.values(SHARED_FINGERPRINTED)
      .flatMap((spec) => [...spec.files])
      .sort();
    expect(shipped).toEqual(['block-choice.json', 'confidence.json', 'louvan-news.json', 'metadata-authors.json', 'page-type.json', 'reading-gains.json']);
    expect(named).toEqual(shipped);
  });

  // Fixture pages stand in for the shared ones: the check needs no data to show it can fail.
  const pages: TrainingPage[] = fingerprintPages(FIXTURES)
    .filter((p) => ['en-city-council', 'zh-xinhua-economy', 'about/en-listing'].includes(p))
    .map((p) => ({ set: 'fixtures', id: p, file: `${FIXTURES}/${p}/page.html` }));
  const readings = SHARED_FINGERPRINTED.readings.instances;
  const before = sharedFingerprint('readings', pages, MODELS);

  it('is the same when computed twice', () => {
    expect(Object.keys(before.pages)).toEqual(['fixtures/about/en-listing', 'fixtures/en-city-council', 'fixtures/zh-xinhua-economy']);
    expect(Object.values(before.pages).every((h) => /^[0-9a-f]{16}$/.test(h))).toBe(true);
    expect(fingerprintDrift(before, sharedFingerprint('readings', pages, MODELS))).toEqual({ pages: [], models: [] });
  });

  it('names the page when one feature of one reading changes on it, and no other', () => {
    // One feature of the first reading moved by 1e-6 on one page: what a parsing change does.
    const drifted = (html: string, page: TrainingPage): unknown => {
      const inst = readings(html, page) as unknown[];
      if (page.id !== 'zh-xinhua-economy') return inst;
      const features = (inst[1] as number[][]).map((row) => [...row]);
      features[0]![3] = features[0]![3]! + 1e-6;
      return [inst[0], features, ...inst.slice(2)];
    };
    expect(fingerprintDrift(before, sharedFingerprint('readings', pages, MODELS, drifted))).toEqual({ pages: ['fixtures/zh-xinhua-economy'], models: [] });
  });

  it('names a model file whose bytes are not those it was written with', () => {
    const stored = { ...before, models: { ...before.models, 'confidence.json': '0'.repeat(64) } };
    expect(fingerprintDrift(stored, before)).toEqual({ pages: [], models: ['confidence.json'] });
  });
});
