// What the trainers of the shipped models compute on one page, in one place, so that the trainer
// and the fingerprint of its instances (model-fingerprint.ts) run the same code: train:metadata's
// author reading, train:pagetype's two rows, train:readings' readings and their features,
// bench/train-block-choice.mjs's disputed blocks and their features.
import { resolveOptions, withPageOptions } from '../../../dist/options/resolve.js';
import { createPage, pageSettings } from '../../../dist/page/context.js';
import { extractPage } from '../../../dist/research.js';
import { articleAuthorReading } from '../../../dist/metadata/index.js';
import type { AuthorReading } from '../../../dist/metadata/author-picker.js';
import { pageTypeRow } from '../../../dist/methods/page-type/index.js';
import { gatherEvidence } from '../../../dist/methods/plus/evidence.js';
import { runStages } from '../../../dist/methods/plus/index.js';
import { judgeReadings, pageReadings } from '../../../dist/methods/plus/choose/index.js';
import { disputedBlocks } from '../../../dist/methods/plus/choose/block-features.js';
import { readingFeatures, readingText } from '../../../dist/methods/plus/choose/reading-features.js';
import { boundaryFeatures, damageFeatures, shapeFeatures } from '../../../dist/methods/plus/choose/damage-features.js';
import type { Page } from '../../../dist/core/types.js';

/** train:metadata: the names the author readers propose once the article is known (default method). */
export function authorInstance(html: string): AuthorReading {
  const options = resolveOptions({ timeoutMs: 0 });
  const page = createPage(html, options.lang);
  const x = extractPage(page, options);
  return articleAuthorReading(page.doc as Document, x.paragraphs, x.siteName, { lang: x.lang });
}

/** train:pagetype: the page's row with its address (`address`, else its canonical link) and the
 *  row with its canonical link alone (a library call without `url`). */
export function pageTypeInstance(html: string, address: string | undefined): { x: number[]; nx: number[]; url: string | undefined } {
  const options = resolveOptions({ timeoutMs: 0, pageType: false });
  const page = createPage(html, options.lang, undefined, pageSettings({ ...options, url: address }));
  const result = extractPage(page, { ...options, url: address });
  const x = pageTypeRow(page, result, address ?? result.url);
  const nx = pageTypeRow(page, result, result.url);
  return { x, nx, url: result.url };
}

/** train:readings: cedst+'s readings of the page (without the choice) and each one's features,
 *  damage and boundary features and text, and the page's shape. */
export function readingsInstance(html: string) {
  const options = resolveOptions({ plus: { readings: false }, timeoutMs: 0 });
  const page: Page = createPage(html, options.lang, undefined, { hanForm: options.hanForm });
  const title = page.metadata.title;
  const evidence = gatherEvidence(page, options);
  const a = runStages(evidence);
  const { readings, schemaText } = pageReadings(a, evidence, runStages);
  return {
    page,
    title,
    a,
    evidence,
    readings,
    schemaText,
    texts: readings.map((r) => readingText(evidence, r.units, page.head.headline)),
    features: readingFeatures(evidence, readings, schemaText),
    damage: damageFeatures(evidence, readings, schemaText),
    edges: boundaryFeatures(evidence, readings),
    shape: shapeFeatures(page),
  };
}

/** bench/train-block-choice.mjs: cedst+'s readings of the page, the one its choose stage takes
 *  (`taken`), and every block the readings disagree on with its features (`units`: unit index and
 *  feature row). `base`: the page's address, when its gold gives one. */
export function blockChoiceInstance(html: string, base?: string) {
  let options = resolveOptions({ timeoutMs: 0, images: true });
  if (base) options = withPageOptions(options, { url: base });
  const page: Page = createPage(html, options.lang, undefined, { hanForm: options.hanForm });
  const evidence = gatherEvidence(page, options);
  const a = runStages(evidence);
  const { readings, schemaText } = pageReadings(a, evidence, runStages);
  const { taken } = judgeReadings(evidence, readings, schemaText, options);
  const chosen = readings[taken]!;
  const units = disputedBlocks(a, readings, chosen).map((d) => ({ i: d.index, x: d.x }));
  return { page, a, options, readings, chosen, taken, units };
}
