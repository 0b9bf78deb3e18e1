// The accuracy gate's rules, kept free of I/O so that a test can feed them made-up numbers:
// which pages form the sample, which groups get a floor, and the verdict of scores against floors.
import { createHash } from 'node:crypto';

/** A set's F1 may fall at most this far below its floor before the gate fails. */
export const TOLERANCE = 0.005;

/** Pages per set and language group in the sample: the two languages the project is built for,
 *  and a few of the others so that every language a set holds is seen. */
export const SAMPLE_SIZES = { en: 25, zh: 25, other: 10 } as const;
export type LangGroup = keyof typeof SAMPLE_SIZES;

export const groupOf = (lang: string | undefined): LangGroup => (lang === 'en' || lang === 'zh' ? lang : 'other');

/** The sample rule: in each set, the ids of each language group ordered by the SHA-256 of
 *  `<set>/<id>`, the first SAMPLE_SIZES[group] of them; the result in sorted order. The hash
 *  spreads the choice over the whole set, and the rule needs no seed and no state. */
export function sampleIds(set: string, langs: Record<string, string | undefined>): string[] {
  const key = (id: string): string => createHash('sha256').update(`${set}/${id}`).digest('hex');
  const out: string[] = [];
  for (const group of Object.keys(SAMPLE_SIZES) as LangGroup[]) {
    const ids = Object.keys(langs).filter((id) => groupOf(langs[id]) === group);
    const ranked = ids.map((id) => [key(id), id] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    out.push(...ranked.slice(0, SAMPLE_SIZES[group]).map(([, id]) => id));
  }
  return out.sort();
}

/** One scored group: a set's whole sample (`lang` = `all`), or its en or zh pages; `blocks:all`,
 *  `blocks:en`, `blocks:zh` hold block line F1 (and line P, R) of the same pages. */
export interface GateScore {
  set: string;
  lang: string;
  pages: number;
  precision?: number;
  recall?: number;
  /** Shingle F1, or snippet F1 on a set whose gold is snippets only. */
  f1: number;
}

/** Committed floors: set → group (`all`, `en`, `zh`) → F1. */
export type Floors = Record<string, Record<string, number>>;

export type Verdict = 'ok' | 'DROP' | 'no floor' | 'missing';

export interface GateRow {
  set: string;
  lang: string;
  score?: GateScore;
  floor?: number;
  verdict: Verdict;
}

/** Each score against its floor: DROP when it is more than `tolerance` below it; `no floor` for a
 *  group that has none yet (it passes: `--update` gives it one); `missing` for a floor whose
 *  group was not scored (a set or a language gone from the data: it fails). */
export function judge(scores: readonly GateScore[], floors: Floors, tolerance = TOLERANCE): GateRow[] {
  const rows: GateRow[] = scores.map((score) => {
    const floor = floors[score.set]?.[score.lang];
    if (floor === undefined) return { set: score.set, lang: score.lang, score, verdict: 'no floor' };
    // The 1e-9 keeps a score exactly at floor − tolerance from failing on float rounding.
    const verdict: Verdict = score.f1 + 1e-9 < floor - tolerance ? 'DROP' : 'ok';
    return { set: score.set, lang: score.lang, score, floor, verdict };
  });
  for (const [set, byLang] of Object.entries(floors)) {
    for (const [lang, floor] of Object.entries(byLang)) {
      if (!scores.some((s) => s.set === set && s.lang === lang)) rows.push({ set, lang, floor, verdict: 'missing' });
    }
  }
  return rows;
}

export const fails = (rows: readonly GateRow[]): boolean => rows.some((r) => r.verdict === 'DROP' || r.verdict === 'missing');

/** A floor as stored: the score rounded down to 4 decimals, so a floor never exceeds the score
 *  that set it. */
export const floorOf = (f1: number): number => Math.floor(f1 * 10_000 + 1e-9) / 10_000;

/** The floors after a run: each group's floor raised to its score where the score is higher, and
 *  lowered only with `force` (a change that knowingly gives up accuracy on a set says so in its
 *  commit). Groups without a floor get one; floors of groups not scored stay. */
export function raiseFloors(floors: Floors, scores: readonly GateScore[], force = false): { floors: Floors; changed: string[] } {
  const next: Floors = Object.fromEntries(Object.entries(floors).map(([set, byLang]) => [set, { ...byLang }]));
  const changed: string[] = [];
  for (const s of scores) {
    const now = floorOf(s.f1);
    const old = next[s.set]?.[s.lang];
    if (old !== undefined && (now === old || (now < old && !force))) continue;
    (next[s.set] ??= {})[s.lang] = now;
    changed.push(`${s.set} ${s.lang}: ${old === undefined ? 'none' : old.toFixed(4)} → ${now.toFixed(4)}`);
  }
  return { floors: next, changed };
}

const num = (x: number | undefined): string => (x === undefined ? '–' : x.toFixed(4));

/** The verdict table, aligned for a terminal. */
export function gateTable(rows: readonly GateRow[]): string {
  const head = ['set', 'lang', 'pages', 'P', 'R', 'F1', 'floor', 'verdict'];
  const cells = [head, ...rows.map((r) => [r.set, r.lang, r.score ? String(r.score.pages) : '–', num(r.score?.precision), num(r.score?.recall), num(r.score?.f1), num(r.floor), r.verdict])];
  const widths = head.map((_, j) => Math.max(...cells.map((c) => c[j]!.length)));
  const left = new Set([0, 1, 7]);
  return (
    cells
      .map((c) =>
        c
          .map((x, j) => (left.has(j) ? x.padEnd(widths[j]!) : x.padStart(widths[j]!)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}
