// The plain data a report draws: what `inspect` knows about every unit, the threshold and topics.
import type { Extraction, Mass, Polarity, ReadingChoice, Topic } from '../../core/types.js';
import { ALL_SOURCES } from '../../pipeline/evidence/sources.js';

export interface ReportUnit {
  index: number;
  path: string;
  text: string;
  words: number;
  linkWords: number;
  /** h of each evidence source in `masses` (a source without a feature value is left out). */
  h: Record<string, number>;
  /** The mass function of every evidence source the method used, by name. */
  masses: Record<string, Mass>;
  fused: Mass;
  smoothed: number;
  content: boolean;
  /** Why the unit was kept or dropped, in words: cedst+'s reason (the region decided), or the
   *  comparison of its smoothed value with t* (the paper's methods). */
  why: string;
  /** cedst+: inside the article region. */
  inRegion?: boolean;
}

/** A run of consecutive units inside the article region (cedst+; the region may be an element
 *  and sibling runs that joined it). */
export interface RegionSpan {
  first: number;
  last: number;
}

/** An evidence source the units carry, as the registry (src/pipeline/evidence/sources.ts) describes it. */
export interface ReportSource {
  name: string;
  polarity: Polarity;
  doc: string;
}

export interface ReportData {
  title: string;
  method: string;
  lang: string;
  threshold: number;
  /** Where the page came from (the file path), for the header. */
  source: string;
  warnings: string[];
  units: ReportUnit[];
  /** The sources the units carry, in the order they are fused. */
  sources: ReportSource[];
  topics: Topic[];
  /** cedst+: the article region's runs of units, in order; empty when no region decided. */
  region: RegionSpan[];
  /** The article as the method returned it: its paragraphs, each with the unit it came from. */
  article: { unit: number; text: string }[];
  /** cedst+: the readings weighed and the one taken, with the article's confidence. */
  reading?: ReadingChoice;
}

/** The reason a unit was kept or dropped, said the same way for every CEDST method. */
export function whyOf(u: { content: boolean; smoothed: number; reason?: string }, threshold: number): string {
  if (u.reason !== undefined) return `${u.content ? 'kept' : 'dropped'}: ${u.reason}`;
  return u.content ? `kept: smoothed ${u.smoothed.toFixed(3)} ≥ t* ${threshold.toFixed(3)}` : `dropped: smoothed ${u.smoothed.toFixed(3)} < t* ${threshold.toFixed(3)}`;
}

/** Each paragraph of the article with the kept unit it came from (a CEDST method's paragraphs are
 *  its kept units' texts, in order); -1 for a paragraph no kept unit holds. */
function articleUnits(paragraphs: readonly string[], units: readonly { index: number; text: string; content: boolean }[]): ReportData['article'] {
  const kept = units.filter((u) => u.content);
  let at = 0;
  return paragraphs.map((text) => {
    const k = kept.findIndex((u, i) => i >= at && u.text === text);
    if (k < 0) return { unit: -1, text };
    at = k + 1;
    return { unit: kept[k]!.index, text };
  });
}

/** Runs of consecutive units whose flag is set. */
export function spans(flags: readonly boolean[]): RegionSpan[] {
  const out: RegionSpan[] = [];
  flags.forEach((f, i) => {
    if (!f) return;
    const last = out[out.length - 1];
    if (last && last.last === i - 1) last.last = i;
    else out.push({ first: i, last: i });
  });
  return out;
}

import { ReportError } from '../../core/errors.js';

export { ReportError };

/** The report's data, generic over whatever evidence sources the units carry. */
export function reportData(result: Extraction, source = ''): ReportData {
  if (!result.units) throw new ReportError(`--report needs a CEDST or Louvan method (the ${result.method} result has no per-unit or per-segment evidence)`);
  return {
    title: result.title,
    method: result.method,
    lang: result.lang,
    threshold: result.threshold,
    source,
    warnings: result.warnings ?? [],
    units: result.units.map((u) => {
      const features = u.features as unknown as Record<string, number | undefined>;
      const masses: Record<string, Mass> = {};
      const h: Record<string, number> = {};
      for (const [name, m] of Object.entries(u.masses)) {
        if (!m) continue;
        masses[name] = m;
        const value = features[name];
        if (typeof value === 'number') h[name] = value;
      }
      const unit: ReportUnit = {
        index: u.index,
        path: u.path,
        text: u.text,
        words: u.words,
        linkWords: u.linkWords,
        h,
        masses,
        fused: u.fused,
        smoothed: u.smoothed,
        content: u.content,
        why: whyOf(u, result.threshold),
      };
      if (u.inRegion !== undefined) unit.inRegion = u.inRegion;
      return unit;
    }),
    sources: ALL_SOURCES.filter((s) => result.units!.some((u) => u.masses[s.name])).map(({ name, polarity, doc }) => ({ name, polarity, doc })),
    topics: result.topics ?? [],
    region: spans(result.units.map((u) => u.inRegion === true)),
    article: articleUnits(result.paragraphs, result.units),
    ...(result.reading ? { reading: result.reading } : {}),
  };
}
