// A fingerprint of what Louvan's trainer computes, taken on the project's own fixture pages: each
// page's candidates, sampled candidates, feature vectors and labels (the fixture's expected text as
// the gold), hashed. `npm run train:louvan` writes it beside the model
// (models/louvan-news.fingerprint.json); a test computes it again from the code at HEAD, so that a
// change to parsing, features, labels or sampling that would train a different model fails CI
// without the shared data sets the training needs. Pure: the same code gives the same bytes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from '../../../dist/dom/parse.js';
import { decodeHtml } from '../../../dist/input/decode.js';
import { pageInstances } from './louvan-instances.js';

export interface LouvanFingerprint {
  /** sha256 of the model file this fingerprint was written with. */
  modelSha256: string;
  /** The fixture pages, relative to the fixtures folder, in the order hashed. */
  pages: string[];
  /** sha256 of the pages' instances (candidates, sampled, features, labels), in that order. */
  instancesSha256: string;
}

/** Every fixture folder (at any depth) with a page.html and an expected.txt, sorted. */
export function fingerprintPages(fixtures: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (!entry.isDirectory()) continue;
      const sub = join(dir, entry.name);
      if (existsSync(join(sub, 'page.html')) && existsSync(join(sub, 'expected.txt'))) out.push(relative(fixtures, sub));
      walk(sub);
    }
  };
  walk(fixtures);
  return out.sort();
}

/** The fingerprint of the trainer's instances on the fixture pages (every one, or those a stored
 *  fingerprint names, so that a fixture added since the training does not count as drift), for
 *  the model `modelJson`. */
export function louvanFingerprint(fixtures: string, modelJson: string, pages: string[] = fingerprintPages(fixtures)): LouvanFingerprint {
  const digest = createHash('sha256');
  for (const page of pages) {
    const html = decodeHtml(readFileSync(join(fixtures, page, 'page.html')));
    const gold = readFileSync(join(fixtures, page, 'expected.txt'), 'utf8');
    const inst = pageInstances(parseDocument(html), gold, page);
    digest.update(JSON.stringify([page, inst.candidates, inst.sampled, inst.features, inst.labels, inst.pageGoldTokens]));
    digest.update('\n');
  }
  return { modelSha256: createHash('sha256').update(modelJson).digest('hex'), pages, instancesSha256: digest.digest('hex') };
}

/** The fingerprint as its file holds it. */
export function fingerprintJson(fp: LouvanFingerprint): string {
  return `${JSON.stringify(fp, null, 2)}\n`;
}
