// The shipped Louvan model rebuilds from the code at HEAD: the trainer's instances (candidates,
// features, labels, sampling) on the fixture pages are what they were when models/louvan-news.json
// was trained, and its fingerprint file names that model. Training needs the shared data sets
// (`npm run train:louvan:check`, ~25 min); this needs none. When it fails, the code would train
// another model: `npm run train:louvan` rebuilds the model and its fingerprint.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fingerprintJson, fingerprintPages, louvanFingerprint } from '../../bench/src/train/louvan-fingerprint.js';
import { FIXTURES } from '../support/fixtures.js';

const MODEL = new URL('../../models/louvan-news.json', import.meta.url);
const FINGERPRINT = new URL('../../models/louvan-news.fingerprint.json', import.meta.url);

describe('the Louvan model and the code that trains it', () => {
  it('the fingerprint was written with the shipped model', () => {
    const stored = JSON.parse(readFileSync(FINGERPRINT, 'utf8'));
    expect(stored.modelSha256).toBe(createHash('sha256').update(readFileSync(MODEL, 'utf8')).digest('hex'));
  });

  it('names fixture pages that are all still there, the article fixtures among them', () => {
    const stored: string[] = JSON.parse(readFileSync(FINGERPRINT, 'utf8')).pages;
    expect(stored.length).toBeGreaterThanOrEqual(15);
    expect(stored).toContain('en-city-council');
    expect(stored).toContain('content/en-harbor-museum');
    expect(fingerprintPages(FIXTURES)).toEqual(expect.arrayContaining(stored));
  });

  it('the trainer computes on those pages what it computed when the model was trained (else: npm run train:louvan)', () => {
    const stored: string[] = JSON.parse(readFileSync(FINGERPRINT, 'utf8')).pages;
    const fresh = fingerprintJson(louvanFingerprint(FIXTURES, readFileSync(MODEL, 'utf8'), stored));
    expect(fresh).toBe(readFileSync(FINGERPRINT, 'utf8'));
  });
});
