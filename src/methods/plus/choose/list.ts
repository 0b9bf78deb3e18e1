// The page's readings, listed once in the order the choose stage weighs them (index.ts): each
// with how it is read. READING_KINDS, the gain and confidence models' columns (reading-features.ts,
// confidence.ts), follow from this list, so a reading added here is a column of both models,
// which must then be trained again (`npm run train:readings`).
import { PRESETS, type ResolvedOptions } from '../../../options/resolve.js';
import type { Page } from '../../../core/types.js';
import type { PlusAnalysis } from '../analysis.js';
import { afterHeadline, coreexNode, pageElements, readabilityLike, schemaBody } from './readings.js';

/** What a reading is read from. */
export interface ReadingInput {
  /** The analysis after cedst+'s stages. */
  readonly a: PlusAnalysis;
  /** The analysis after the evidence stage alone. */
  readonly evidence: PlusAnalysis;
  /** cedst+'s stages, to run again under other options. */
  readonly stages: (x: PlusAnalysis) => PlusAnalysis;
  readonly page: Page;
  /** The page's elements, listed once for the readings that look through them. */
  readonly elements: () => readonly Element[];
}

/** A reading's units, in page order, with the text it was read from when it has one of its own
 *  (the schema.org body); undefined when the page has no such reading. */
type Read = (input: ReadingInput) => { units: readonly number[]; text?: string } | undefined;

/** The units `x`'s stages keep. */
const kept = (x: PlusAnalysis): number[] => x.units.filter((u) => u.content).map((u) => u.index);

/** cedst+'s stages again from the same evidence under a preset (`focus`). */
function withPreset(options: ResolvedOptions, focus: 'precision' | 'recall'): ResolvedOptions {
  return { ...options, plus: { ...options.plus, ...PRESETS[focus].plus } };
}

const under =
  (focus: 'precision' | 'recall'): Read =>
  ({ a, evidence, stages }) => ({ units: kept(stages({ ...evidence, options: withPreset(a.options, focus) })) });

/** Every reading, cedst+'s own first. */
export const READINGS = [
  { kind: 'plus', read: ({ a }) => ({ units: kept(a) }) },
  { kind: 'plus-precision', read: under('precision') },
  { kind: 'plus-recall', read: under('recall') },
  { kind: 'readability-like', read: ({ page }) => ({ units: readabilityLike(page) }) },
  { kind: 'coreex', read: ({ a, page }) => ({ units: coreexNode(page, a.options) }) },
  { kind: 'schema', read: ({ page, elements }) => schemaBody(page, elements) },
  { kind: 'after-headline', read: ({ a, page, elements }) => ({ units: afterHeadline(page, a.view.wordCounts, elements) }) },
] as const satisfies readonly { readonly kind: string; readonly read: Read }[];

export type ReadingKind = (typeof READINGS)[number]['kind'];
export const READING_KINDS: readonly ReadingKind[] = READINGS.map((r) => r.kind);

/** A reading: which units it keeps, in page order. */
export interface Reading {
  readonly kind: ReadingKind;
  readonly units: readonly number[];
}

/** Every reading of the page, in READINGS' order (one the page lacks left out), and the schema.org
 *  body's text when the page has one. */
export function readAll(input: Omit<ReadingInput, 'elements' | 'page'>): { readings: Reading[]; schemaText?: string } {
  const page = input.a.page;
  let listed: readonly Element[] | undefined;
  const full: ReadingInput = { ...input, page, elements: () => (listed ??= pageElements(page)) };
  const readings: Reading[] = [];
  let schemaText: string | undefined;
  for (const { kind, read } of READINGS) {
    // The budget is checked between readings: the stages run again under each preset.
    if (readings.length > 0) page.deadline.check('readings');
    const got: ReturnType<Read> = read(full);
    if (!got) continue;
    readings.push({ kind, units: got.units });
    if (got.text !== undefined) schemaText = got.text;
  }
  page.deadline.check('readings');
  return schemaText === undefined ? { readings } : { readings, schemaText };
}
