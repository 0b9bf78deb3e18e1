// `cedst batch --keep-lang zh,en --min-words N --status 200`: which records are written; and
// `--min-confidence X`, which writes a doubtful article as a coded record instead. (`--lang`
// already names the page language given to the extractor, so the language filter is --keep-lang.) A record
// dropped by a filter still counts in the summary (as what it was) and under `filtered` by the
// first filter that dropped it; the line is not written.
import { OptionsError } from '../../options/resolve.js';
import { tokens } from '../../dedup/simhash.js';
import { headOf, type OutputRecord } from './output.js';
import { PAGE_TYPES } from '../../core/types.js';

export interface FilterFlags {
  keepLang?: string;
  minWords?: number;
  status?: string;
  minConfidence?: number;
  pageTypes?: string;
}

/** Why a record is dropped (`keep_lang`, `min_words`, `status`), or undefined to keep it. */
export type RecordFilter = (rec: OutputRecord) => string | undefined;

const list = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The filter the flags ask for, or undefined when none is set.
 *  - `--keep-lang a,b`: ok records whose `lang` is one of them (error records are kept).
 *  - `--min-words N`: ok records with at least N words (a CJK character counts as one).
 *  - `--status 200,203`: records whose `http_status` is one of them, error records included;
 *    records without an HTTP status (files, JSONL) are kept. */
export function makeFilter(flags: FilterFlags): RecordFilter | undefined {
  const langs = flags.keepLang !== undefined ? new Set(list(flags.keepLang)) : undefined;
  if (langs && langs.size === 0) throw new OptionsError('--keep-lang needs one or more language codes, e.g. zh,en');
  const minWords = flags.minWords;
  if (minWords !== undefined && (!Number.isInteger(minWords) || minWords < 0)) throw new OptionsError(`--min-words must be a whole number (got ${minWords})`);
  const statuses = flags.status !== undefined ? new Set(list(flags.status).map(Number)) : undefined;
  if (statuses && (statuses.size === 0 || [...statuses].some((s) => !Number.isInteger(s) || s < 100 || s > 599)))
    throw new OptionsError(`--status needs HTTP status codes, e.g. 200 (got ${flags.status})`);
  if (!langs && minWords === undefined && !statuses) return undefined;
  return (rec) => {
    if (statuses && typeof rec.http_status === 'number' && !statuses.has(rec.http_status)) return 'status';
    if (rec.error) return undefined;
    if (langs && !langs.has(String(rec.lang))) return 'keep_lang';
    if (minWords !== undefined && tokens(String(rec.text ?? '')).length < minWords) return 'min_words';
    return undefined;
  };
}

/** `--min-confidence X`: an article whose `confidence` is below X becomes a `low_confidence`
 *  record (its head, the confidence and the error), so that a run keeps doubtful pages apart
 *  without losing track of them. Undefined when the flag is not set; an error when the method
 *  gives no confidence (any but cedst+ with its readings). */
export function lowConfidence(min: number | undefined, givesConfidence: boolean): ((rec: OutputRecord) => OutputRecord) | undefined {
  if (min === undefined) return undefined;
  if (!Number.isFinite(min) || min < 0 || min > 1) throw new OptionsError(`--min-confidence must be a number from 0 to 1 (got ${min})`);
  if (!givesConfidence) throw new OptionsError('--min-confidence needs a confidence: the cedst+ method with its readings on (the default)');
  return (rec) => {
    if (rec.error || typeof rec.confidence !== 'number' || rec.confidence >= min) return rec;
    const out = headOf(rec);
    out.confidence = rec.confidence;
    out.error = { code: 'low_confidence', message: `confidence ${rec.confidence.toFixed(3)} is below --min-confidence ${min}` };
    return out;
  };
}

/** `--page-types article,liveblog`: a page of another type becomes a `page_type` record (its head,
 *  its pageType and pageTypeConfidence, and the error), as --min-confidence's records: a crawl keeps
 *  track of every address it read (and --resume does not read them again) without their text.
 *  Undefined when the flag is not set; an error on an unknown type, or with the page type off. */
export function otherPageType(types: string | undefined, typed: boolean): ((rec: OutputRecord) => OutputRecord) | undefined {
  if (types === undefined) return undefined;
  const keep = new Set(list(types));
  const unknown = [...keep].filter((t) => !(PAGE_TYPES as readonly string[]).includes(t));
  if (keep.size === 0 || unknown.length) throw new OptionsError(`--page-types needs page types from ${PAGE_TYPES.join(', ')} (got ${types})`);
  if (!typed) throw new OptionsError('--page-types needs the page type: the cedst+ method (the default), without --no-page-type');
  return (rec) => {
    if (rec.error || typeof rec.pageType !== 'string' || keep.has(rec.pageType)) return rec;
    const out = headOf(rec);
    out.pageType = rec.pageType;
    out.pageTypeConfidence = rec.pageTypeConfidence;
    out.error = { code: 'page_type', message: `page type ${rec.pageType} is not one of --page-types ${[...keep].join(',')}` };
    return out;
  };
}

/** Two relabellings one after the other (either may be absent). */
export function bothRelabels(a: ((rec: OutputRecord) => OutputRecord) | undefined, b: ((rec: OutputRecord) => OutputRecord) | undefined): ((rec: OutputRecord) => OutputRecord) | undefined {
  if (!a || !b) return a ?? b;
  return (rec) => b(a(rec));
}
