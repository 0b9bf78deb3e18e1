// What cedst+ knows about a page as it passes from stage to stage (methods/plus/index.ts): the
// page, the fused evidence of every unit, and each stage's decisions with their reasons. A stage
// never changes the analysis it gets: it returns a new one, with new records for the units whose
// verdict it changed.
import type { ResolvedOptions } from '../../options/resolve.js';
import type { Page, ReadingChoice, UnitEvidence } from '../../core/types.js';
import { unitRecord, type CedstAnalysis } from '../../pipeline/analyse.js';
import type { VerdictReason } from '../../core/reasons.js';
import type { UnitView } from './unit-view.js';

/** What the region's choice weighs (gain.ts). */
export interface RegionGain {
  /** A unit's value counts for the region above this floor: max(t*, regionFloor). */
  floor: number;
  /** Legal notices and hidden text count for nothing and are dropped from the region. */
  legal: readonly boolean[];
  hidden: readonly boolean[];
  /** Every unit's gain: its words times its margin over the floor. */
  gain: readonly number[];
}

export interface PlusAnalysis extends CedstAnalysis {
  readonly page: Page;
  readonly options: ResolvedOptions;
  /** The page's units by index: element, text, words (size(u)). */
  readonly view: UnitView;
  /** Set when the region is chosen at all (`plus.region`). */
  readonly regionGain?: RegionGain;
  /** The chosen article region, null when no element gains. */
  readonly region: Element | null;
  /** The region and the siblings that joined it. */
  readonly roots: readonly Element[];
  /** The reading the choose stage took, how sure it is of it, and every reading's predicted
   *  gain over cedst+'s own and predicted F1 (calibrated) as if it had been taken. */
  readonly reading?: ReadingChoice;
  /** What the stages compute of the page alone, shared by every run of them on it (PageMemo). */
  readonly memo: PageMemo;
}

/** Values the stages compute from the page alone (its units, texts, words and elements), never
 *  from an option: computed on first use and kept for the page, since the choose stage runs the
 *  stages twice more under the presets (choose.ts) and those runs would compute them again. Each
 *  value is keyed by the function that computes it. */
export class PageMemo {
  readonly #values = new Map<(a: PlusAnalysis) => unknown, unknown>();

  get<T>(compute: (a: PlusAnalysis) => T, a: PlusAnalysis): T {
    if (!this.#values.has(compute)) this.#values.set(compute, compute(a));
    return this.#values.get(compute) as T;
  }
}

/** One stage of cedst+. */
export type PlusStage = (analysis: PlusAnalysis) => PlusAnalysis;

/** A unit's verdict, with its reason. */
export interface Verdict {
  content: boolean;
  reason: VerdictReason;
}

/** `e` with a new verdict: `{ ...e, inRegion, content, reason }` field by field, in the same key
 *  order (so the explain output is the same): unitRecord makes the fields every record has. A
 *  spread of these records cost the verdicts stage half its time (the stages run three times a
 *  page, once per reading); test/methods/verdict-record.test.ts checks every field is copied. */
export function withVerdict(e: UnitEvidence, content: boolean, reason: VerdictReason, inRegion: boolean | undefined = e.inRegion): UnitEvidence {
  const out = unitRecord(e, e, content);
  if (inRegion !== undefined) out.inRegion = inRegion;
  out.reason = reason;
  return out;
}

/** Unit i's evidence record as the analysis has it now: the records are in unit order, one a
 *  unit (a.units[i].index === i). */
export function evidenceAt(a: { readonly units: readonly UnitEvidence[] }, i: number): UnitEvidence {
  const e = a.units[i];
  if (e === undefined) throw new RangeError(`no evidence for unit ${i} of ${a.units.length}`);
  return e;
}

/** The analysis with the verdicts of the units in `changes` (by unit index) replaced. */
export function withVerdicts(a: PlusAnalysis, changes: ReadonlyMap<number, Verdict>): PlusAnalysis {
  if (changes.size === 0) return a;
  const units = a.units.map((e) => {
    const v = changes.get(e.index);
    return v ? withVerdict(e, v.content, v.reason) : e;
  });
  return { ...a, units };
}
