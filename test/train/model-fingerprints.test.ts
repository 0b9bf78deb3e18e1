// The shipped metadata-authors, page-type, readings (reading-gains, confidence) and block-choice models rebuild
// from the code at HEAD: what their trainers compute on the fixture pages (model-instances.ts) is
// what it was when each model was trained, and each fingerprint file names the model files it was
// written with. Training needs the shared data sets (npm run train:metadata, train:pagetype,
// train:readings: minutes to an hour); this needs none. When it fails, the code would train
// another model: run that model's trainer, which rewrites the model and its fingerprint.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FINGERPRINTED, fingerprintFile, modelFingerprint, modelFingerprintJson, type FingerprintedModel } from '../../bench/src/train/model-fingerprint.js';
import { fingerprintPages } from '../../bench/src/train/louvan-fingerprint.js';
import { FIXTURES } from '../support/fixtures.js';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));
const TRAINER: Record<FingerprintedModel, string> = {
  'metadata-authors': 'npm run train:metadata',
  'page-type': 'npm run train:pagetype',
  readings: 'npm run train:readings',
  'block-choice': 'node bench/train-block-choice.mjs: --phase rows, then fit',
};

for (const model of Object.keys(FINGERPRINTED) as FingerprintedModel[]) {
  describe(`the ${model} model and the code that trains it`, () => {
    const stored = JSON.parse(readFileSync(`${MODELS}${fingerprintFile(model)}`, 'utf8'));

    it('the fingerprint was written with the shipped model files', () => {
      const files = FINGERPRINTED[model].files;
      expect(Object.keys(stored.models)).toEqual([...files]);
      for (const f of files)
        expect(stored.models[f], f).toBe(
          createHash('sha256')
            .update(readFileSync(`${MODELS}${f}`))
            .digest('hex'),
        );
    });

    it('names fixture pages that are all still there, articles and pages that are not', () => {
      expect(stored.pages.length).toBeGreaterThanOrEqual(30);
      expect(stored.pages).toEqual(expect.arrayContaining(['en-city-council', 'about/en-listing', 'zh-xinhua-economy']));
      expect(fingerprintPages(FIXTURES)).toEqual(expect.arrayContaining(stored.pages));
    });

    it(`the trainer computes on those pages what it computed when the model was trained (else: ${TRAINER[model]})`, () => {
      expect(modelFingerprintJson(modelFingerprint(model, FIXTURES, MODELS, stored.pages))).toBe(readFileSync(`${MODELS}${fingerprintFile(model)}`, 'utf8'));
    });
  });
}
