// The learned author picker: every reader of a page's writers proposes its names as
// candidates; each candidate gets features (which readers name it, how many agree, whether the
// rules of author.ts would pick it, its shape, whether it is also an editor or the site); a
// logistic regression trained offline (bench/train-metadata.mjs, models/metadata-authors.json)
// scores it, and the picker keeps the candidates scoring at least the model's threshold. Below it
// the page gets no author: a wrong name is worse than none.
import { fileURLToPath } from 'node:url';
import { loadModel } from '../classifiers/load-model.js';
import type { PageParts } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import { findAuthors, jsonLdNames, markedNames, META_AUTHOR_KEYS, namesFromValue, siteOwner, teamNames, twitterWriter } from './author.js';
import { isLatinName } from './name-en.js';
import { isHanName } from './name-zh.js';
import { authorLinkNames } from './author-link.js';
import { bylineClassNames } from './byline-class.js';
import { comparable, HAN } from './text.js';

/** The readers that propose writers, in the order the rules trust them. */
export const AUTHOR_READERS = ['jsonld', 'jsonldOrg', 'marked', 'region', 'byline', 'lines', 'dateline', 'meta', 'twitter', 'authorLink', 'team'] as const;
export type AuthorReader = (typeof AUTHOR_READERS)[number];

/** One name a page's readers propose. */
export interface AuthorCandidate {
  name: string;
  /** The readers that name it. */
  readers: AuthorReader[];
  /** Its smallest position in a reader's list (0: the first name a reader gives). */
  rank: number;
  /** The longest list of names a reader that names it gives (a list of every writer of the site
   *  is no byline). */
  list: number;
  /** The rules (findAuthors) pick it. */
  ruled: boolean;
  /** A credit line names it as an editor. */
  editor: boolean;
  /** It is, or is part of, the site's name. */
  site: boolean;
}

/** What the readers propose for a page: the rules' pick and every candidate. */
export interface AuthorReading {
  rules: string[];
  candidates: AuthorCandidate[];
  /** The page was read as Chinese. */
  zh: boolean;
}

/** The readers whose agreement with the rules' pick is a feature of its own. */
const RULED_BY = ['jsonld', 'marked', 'region', 'lines', 'meta'] as const;

/** The features of a candidate, in the model's order. */
export const AUTHOR_FEATURES = [
  ...AUTHOR_READERS.map((r) => `from_${r}`),
  'readers',
  'ruled',
  'rules_empty',
  'han',
  'shape_ok',
  'one_word',
  'words',
  'first_in_reader',
  'editor',
  'site',
  'candidates',
  'ld_person_elsewhere',
  'zh_page',
  'list',
  'rules_count',
  'acronym',
  ...RULED_BY.map((r) => `ruled_${r}`),
] as const;

/** What the credit lines read before the author readers run. */
export interface CreditNames {
  /** The byline's under the headline. */
  readonly regionAuthors: readonly string[];
  /** The lines' (lead, signature, closing). */
  readonly lineAuthors: readonly string[];
  /** The name a Chinese dateline runs on into. */
  readonly datelineWriter: string | undefined;
  readonly siteName: string | undefined;
  /** The editors the credit lines name. */
  readonly editors: readonly string[];
  /** The page's script writes its words unspaced. */
  readonly zh: boolean;
  readonly headline?: Element | undefined;
}

/** The readers' names, as candidates, and the rules' pick. Without `withCandidates`, only the
 *  rules' pick. */
export function readAuthors(parts: PageParts, ld: JsonLdInfo, credits: CreditNames, withCandidates = true): AuthorReading {
  const { regionAuthors, lineAuthors, datelineWriter, siteName, editors, zh, headline } = credits;
  const lineOrDateline = lineAuthors.length || !datelineWriter ? lineAuthors : [datelineWriter];
  const byline = bylineClassNames(parts, headline);
  const links = authorLinkNames(parts, headline);
  const rules = findAuthors(parts, ld, { regionAuthors, lineAuthors: lineOrDateline, siteName, editors, bylineAuthors: byline, linkAuthors: links });
  // The rules alone need no candidates: the default read costs what it did.
  if (!withCandidates) return { rules, candidates: [], zh };
  const byKey = new Map<string, AuthorCandidate>();
  const ruled = new Set(rules.map(comparable));
  const editorKeys = new Set(editors.map(comparable));
  const site = siteName ? comparable(siteName) : '';
  const propose = (reader: AuthorReader, names: readonly string[]): void => {
    names.forEach((name, rank) => {
      const key = comparable(name);
      if (!key) return;
      let c = byKey.get(key);
      if (!c) {
        c = { name, readers: [], rank, list: names.length, ruled: ruled.has(key), editor: editorKeys.has(key), site: site !== '' && (site === key || site.includes(key)) };
        byKey.set(key, c);
      }
      if (!c.readers.includes(reader)) c.readers.push(reader);
      c.rank = Math.min(c.rank, rank);
      c.list = Math.max(c.list, names.length);
    });
  };
  propose('jsonld', jsonLdNames(ld, true));
  propose('jsonldOrg', jsonLdNames(ld, false));
  propose('marked', markedNames(parts));
  propose('region', regionAuthors);
  propose('byline', byline);
  propose('lines', lineAuthors);
  if (datelineWriter) propose('dateline', [datelineWriter]);
  for (const key of META_AUTHOR_KEYS) for (const v of parts.meta.get(key) ?? []) propose('meta', namesFromValue(v, siteName, true));
  const twitter = twitterWriter(parts);
  if (twitter !== undefined) propose('twitter', namesFromValue(twitter, siteName, true));
  propose('authorLink', links);
  const owner = siteOwner(parts, siteName);
  if (owner) propose('meta', [owner]);
  const team = teamNames(parts, ld);
  if (team) propose('team', [team]);
  // The rules' names are candidates whichever reader gave them.
  for (const n of rules) if (!byKey.has(comparable(n))) propose('lines', [n]);
  return { rules, candidates: [...byKey.values()], zh };
}

/** A candidate's features, in AUTHOR_FEATURES order. */
export function candidateFeatures(c: AuthorCandidate, reading: AuthorReading): number[] {
  const han = HAN.test(c.name);
  const words = han ? 1 : c.name.split(/\s+/).length;
  const ldPerson = reading.candidates.some((o) => o.readers.includes('jsonld'));
  return [
    ...AUTHOR_READERS.map((r) => (c.readers.includes(r) ? 1 : 0)),
    c.readers.length,
    c.ruled ? 1 : 0,
    reading.rules.length ? 0 : 1,
    han ? 1 : 0,
    (han ? isHanName(c.name) : isLatinName(c.name)) ? 1 : 0,
    !han && words === 1 ? 1 : 0,
    Math.min(words, 6) / 3,
    c.rank === 0 ? 1 : 0,
    c.editor ? 1 : 0,
    c.site ? 1 : 0,
    Math.log1p(reading.candidates.length),
    ldPerson && !c.readers.includes('jsonld') ? 1 : 0,
    reading.zh ? 1 : 0,
    Math.log1p(c.list),
    Math.log1p(reading.rules.length),
    /\b\p{Lu}{2,}\b/u.test(c.name) ? 1 : 0,
    ...RULED_BY.map((r) => (c.ruled && c.readers.includes(r) ? 1 : 0)),
  ];
}

/** A logistic regression over AUTHOR_FEATURES and the threshold of its probability the picker
 *  keeps a name at. */
export interface AuthorModel {
  features: readonly string[];
  weights: readonly number[];
  bias: number;
  threshold: number;
}

/** The probability that the candidate is one of the page's writers. */
export function candidateScore(model: AuthorModel, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i++) z += model.weights[i]! * x[i]!;
  return 1 / (1 + Math.exp(-z));
}

/** The writers the model keeps: the candidates scoring at least its threshold, the rules' names
 *  first in their order, then the others by score; none when no candidate reaches it. */
export function pickAuthors(reading: AuthorReading, model: AuthorModel, threshold = model.threshold): string[] {
  const kept = reading.candidates.map((c) => ({ c, p: candidateScore(model, candidateFeatures(c, reading)) })).filter((s) => s.p >= threshold);
  const order = new Map(reading.rules.map((n, i) => [comparable(n), i]));
  kept.sort((a, b) => (order.get(comparable(a.c.name)) ?? Infinity) - (order.get(comparable(b.c.name)) ?? Infinity) || b.p - a.p);
  return kept.slice(0, MAX_PICKED).map((s) => s.c.name);
}

const MAX_PICKED = 10;

export const AUTHOR_MODEL_PATH = fileURLToPath(new URL('../../models/metadata-authors.json', import.meta.url));

/** The shipped model (models/metadata-authors.json) or one from a file. */
export function authorModel(name = 'shipped'): AuthorModel {
  return loadModel(name, { shippedPath: AUTHOR_MODEL_PATH, option: 'authorPicker', what: 'metadata-authors', check: asAuthorModel });
}

export function asAuthorModel(json: unknown): AuthorModel {
  const m = json as Partial<AuthorModel> | null;
  const nums = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));
  if (!m || typeof m !== 'object') throw new Error('not an object');
  if (!Array.isArray(m.features) || m.features.join() !== AUTHOR_FEATURES.join()) throw new Error(`its features are not ${AUTHOR_FEATURES.join(', ')}`);
  if (!nums(m.weights) || m.weights.length !== AUTHOR_FEATURES.length) throw new Error('its weights do not match its features');
  if (typeof m.bias !== 'number' || typeof m.threshold !== 'number' || !(m.threshold >= 0 && m.threshold <= 1)) throw new Error('no bias, or no threshold in [0, 1]');
  return { features: m.features, weights: m.weights, bias: m.bias, threshold: m.threshold };
}
