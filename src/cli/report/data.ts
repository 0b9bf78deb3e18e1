// The plain data a report draws: what `inspect` knows about every unit, the threshold and topics.
import { OptionsError } from '../../options.js';
import type { Extraction, Mass, Polarity, Topic } from '../../types.js';
import { ALL_SOURCES } from '../../evidence/sources.js';

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
}

/** An evidence source the units carry, as the registry (src/evidence/sources.ts) describes it. */
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
}

/** Thrown when the result has no per-unit evidence to draw: a usage error, like a bad option. */
export class ReportError extends OptionsError {
  override name = 'ReportError';
}

/** The report's data, generic over whatever evidence sources the units carry. */
export function reportData(result: Extraction, source = ''): ReportData {
  if (!result.units) throw new ReportError(`--report needs a CEDST method (the ${result.method} result has no per-unit evidence)`);
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
      return { index: u.index, path: u.path, text: u.text, words: u.words, linkWords: u.linkWords, h, masses, fused: u.fused, smoothed: u.smoothed, content: u.content };
    }),
    sources: ALL_SOURCES.filter((s) => result.units!.some((u) => u.masses[s.name])).map(({ name, polarity, doc }) => ({ name, polarity, doc })),
    topics: result.topics ?? [],
  };
}
