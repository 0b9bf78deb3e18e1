// franc's answer, computed faster. franc scores a text against every language of its script by
// looking each of the text's trigrams up in every language's profile, an object of 300 trigrams:
// a page's ~1,000 trigrams times ~40 Latin languages made language ID a tenth of a page's time.
// Here each script's profiles are one Map from trigram to the ranks it has in every language, so a
// trigram is looked up once. The data, the cleaning, the distance and the tie order are franc's own
// (franc-min 6.2.0, its data and expressions modules), so the answer is the same:
// test/lang/trigram-distance.test.ts compares it with franc() and bench/experiments/lang/franc-same.mjs does so
// on every page of the shared sets.
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';
import { clean } from 'trigram-utils';

/** franc's bounds: shorter text is `und`, longer is cut. */
const MIN_LENGTH = 10;
const MAX_LENGTH = 2048;
/** franc's distance for a trigram a profile lacks. */
const MAX_DIFFERENCE = 300;
const UNDETERMINED = 'und';

interface ScriptProfiles {
  languages: string[];
  /** Per trigram, the languages whose profile has it and its rank there: pairs (language index in
   *  `languages`, rank). A trigram is in a few profiles of the script, so the distance loop visits
   *  those and charges every other language franc's MAX_DIFFERENCE at once. */
  ranks: Map<string, Uint16Array>;
}

const profiles = new Map<string, ScriptProfiles>();
for (const [script, byLanguage] of Object.entries(data as Record<string, Record<string, string>>)) {
  const languages = Object.keys(byLanguage);
  const pairs = new Map<string, number[]>();
  languages.forEach((language, l) => {
    // franc's profile: the trigram at position i of the list weighs i.
    byLanguage[language]!.split('|').forEach((trigram, weight) => {
      let row = pairs.get(trigram);
      if (row === undefined) pairs.set(trigram, (row = []));
      row.push(l, weight);
    });
  });
  profiles.set(script, { languages, ranks: new Map([...pairs].map(([t, row]) => [t, Uint16Array.from(row)])) });
}

const scriptNames = Object.keys(expressions);
/** Each script's expression without the global flag, to test one character. */
const scriptTests = Object.values(expressions as Record<string, RegExp>).map((e) => new RegExp(e.source, e.flags.replace('g', '')));

/** Per character (a code point, or a lone surrogate), the bit mask of the script expressions it
 *  matches. franc counts each expression's matches over the text; the expressions match one
 *  character each, so a count is the sum of the occurrences of the characters that match. A page
 *  uses few distinct characters, and they repeat across pages: kept for the process (bounded by
 *  Unicode, in practice by the few thousand characters a run meets). */
const charScripts = new Map<string, number>();

function scriptsOf(ch: string): number {
  let mask = charScripts.get(ch);
  if (mask === undefined) {
    mask = 0;
    for (let s = 0; s < scriptTests.length; s++) if (scriptTests[s]!.test(ch)) mask |= 1 << s;
    charScripts.set(ch, mask);
  }
  return mask;
}

/** franc's script choice: the expression with the most matches, the first on a tie. */
function topScript(value: string): [script: string | undefined, count: number] {
  const counts = new Float64Array(scriptNames.length);
  for (const ch of value) {
    const mask = scriptsOf(ch);
    if (mask === 0) continue;
    for (let s = 0; s < scriptNames.length; s++) if (mask & (1 << s)) counts[s]!++;
  }
  let top: string | undefined;
  let topCount = -1;
  for (let s = 0; s < scriptNames.length; s++) {
    const count = counts[s]! / value.length || 0;
    if (count > topCount) {
      topCount = count;
      top = scriptNames[s];
    }
  }
  return [top, topCount];
}

/** franc's trigram counts: of the cleaned text, padded with a space on each side. */
function trigramCounts(value: string): Map<string, number> {
  const padded = ` ${clean(value)} `;
  const counts = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const trigram = padded.slice(i, i + 3);
    counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  }
  return counts;
}

/** The ISO 639-3 code franc(value) gives (`und` when it cannot tell). */
export function trigramLanguage(value: string): string {
  if (!value || value.length < MIN_LENGTH) return UNDETERMINED;
  const sample = value.slice(0, MAX_LENGTH);
  const [script, count] = topScript(sample);
  const own = script === undefined ? undefined : profiles.get(script);
  if (own === undefined) return script === undefined || count === 0 ? UNDETERMINED : script;
  const { languages, ranks } = own;
  const distance = new Float64Array(languages.length);
  let absent = 0; // MAX_DIFFERENCE times the trigrams, less what the present ones save
  for (const [trigram, n] of trigramCounts(sample)) {
    absent += MAX_DIFFERENCE;
    const row = ranks.get(trigram);
    if (row === undefined) continue;
    for (let i = 0; i < row.length; i += 2) distance[row[i]!]! += Math.abs(n - row[i + 1]! - 1) - MAX_DIFFERENCE;
  }
  for (let l = 0; l < languages.length; l++) distance[l]! += absent;
  // franc sorts the distances stably: the least wins, the first in its data on a tie.
  let best = 0;
  for (let l = 1; l < languages.length; l++) if (distance[l]! < distance[best]!) best = l;
  return languages[best]!;
}
