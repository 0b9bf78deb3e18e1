// `cedst eval`: run methods over labelled datasets and score them as shared/tools/score.py does.
// Each page is read and parsed once; every method runs on that parse, so the methods see the
// same input and the parse cost is counted in each method's time, as a user would pay it.
import { readFileSync } from 'node:fs';
import { resolveOptions, withPageOptions, type ResearchOptions, type ResolvedOptions } from '../options/resolve.js';
import type { MethodName } from '../core/types.js';
import type { PeerName } from './peer-names.js';
import { parseDocument } from '../dom/parse.js';
import { decodeHtml } from '../input/decode.js';
import { extractPage } from '../research.js';
import { createPage } from '../page/context.js';
import { idsForLang, languages, loadDataset, pagePath, type Dataset } from './dataset.js';
import { score, type ScoreSettings, type Scores } from './score.js';
import { aggregateBlocks, scorePageBlocks, type BlockScores, type PageBlocks } from './blocks.js';
import { goldStructure, pageBase } from './block-gold.js';
import { extractionStructure } from './structure-blocks.js';
import { addsTitleLine, headlineConvention, scoredText, type HeadlineConvention, type TitleLine } from './conventions.js';

export type Predictions = Record<string, { articleBody: string }>;

/** One line of the eval table: a method on the pages of one language of one dataset. */
export interface EvalRow extends Scores {
  dataset: string;
  /** A gold `lang` code, or `all` for the whole set. */
  lang: string;
  /** A cedst method, or a peer scored beside it (peers.ts). */
  method: MethodName | PeerName;
  /** Median milliseconds per page, parse included. */
  medianMs: number;
  /** Pages on which the method threw; they count as empty predictions. */
  errors: number;
  /** What was scored: the body alone, or the title on the line before it (a set whose gold
   *  includes the headline: conventions.ts). */
  scored: 'body' | 'title+body';
  /** With `blocks`: block fidelity and structure recalls (blocks.ts); absent on a group with
   *  nothing to score as blocks. */
  blocks?: BlockScores;
}

export interface DatasetRun {
  dataset: Dataset;
  /** The ids that were run (all pages, or those of the `lang` asked for). */
  ids: string[];
  predictions: Partial<Record<MethodName, Predictions>>;
  rows: EvalRow[];
  /** What the set's gold does with the headline (conventions.json), and whether the title was put
   *  before each body for it. */
  convention: HeadlineConvention;
  titleLine: boolean;
}

export interface EvalSettings {
  methods: readonly MethodName[];
  /** Only pages whose gold `lang` is this. */
  lang?: string;
  /** Options for every method (the method itself is set per run). */
  options?: ResearchOptions;
  /** Extra metrics besides shingle F1 (character LCS: lcs.ts). */
  scoring?: ScoreSettings;
  /** Put the extracted title before the body on sets whose gold includes the headline (`auto`,
   *  from conventions.json beside the sets), on every set, or never. Default auto. */
  titleLine?: TitleLine;
  /** Also score blocks (blocks.ts): the methods run with `images: true`, and with the page's
   *  url on pages that have structure gold, so that their images resolve as the gold's do. */
  blocks?: boolean;
  /** Only these pages (a sample); every group is then scored on its pages among them. */
  ids?: readonly string[];
  /** Called after each page, for progress display. */
  onPage?: (done: number, total: number, dataset: string) => void;
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The options with the page's url, when it is one the option takes (http or https). */
function withUrl(options: ResolvedOptions, url: string): ResolvedOptions {
  try {
    return withPageOptions(options, { url });
  } catch {
    return options;
  }
}

/** A group's block scores, when some of its pages were scored as blocks. */
function blockScores(group: readonly string[], pages: ReadonlyMap<string, PageBlocks>): { blocks?: BlockScores } {
  const scored = group.flatMap((id) => pages.get(id) ?? []);
  return scored.length ? { blocks: aggregateBlocks(scored) } : {};
}

/** Run `settings.methods` over one dataset folder and score them per language. */
export function evaluateDataset(dir: string, settings: EvalSettings): DatasetRun {
  const dataset = loadDataset(dir);
  const only = settings.ids ? new Set(settings.ids) : undefined;
  const inRun = (xs: string[]): string[] => (only ? xs.filter((id) => only.has(id)) : xs);
  const ids = inRun(idsForLang(dataset, settings.lang));
  const convention = headlineConvention(dataset.dir, dataset.name);
  const titleLine = addsTitleLine(convention, settings.titleLine);
  const resolved = settings.methods.map((method) => resolveOptions({ ...settings.options, method, explain: false, ...(settings.blocks ? { images: true } : {}) }));
  const predictions: Partial<Record<MethodName, Predictions>> = {};
  const times = new Map<MethodName, Map<string, number>>();
  const errors = new Map<MethodName, Set<string>>();
  const pageBlocks = new Map<MethodName, Map<string, PageBlocks>>();
  for (const m of settings.methods) {
    pageBlocks.set(m, new Map());
    predictions[m] = {};
    times.set(m, new Map());
    errors.set(m, new Set());
  }

  ids.forEach((id, i) => {
    let html = '';
    try {
      html = decodeHtml(readFileSync(pagePath(dataset, id)));
    } catch {
      // A missing page scores as an empty prediction for every method, like a failed extraction.
    }
    const t0 = performance.now();
    const doc = parseDocument(html);
    const parseMs = performance.now() - t0;
    const gold = settings.blocks ? goldStructure(dataset, id) : undefined;
    const base = gold?.structure ? pageBase(dataset, id) : undefined;
    for (const resolvedOptions of resolved) {
      const options = base ? withUrl(resolvedOptions, base) : resolvedOptions;
      const m = options.method;
      const t1 = performance.now();
      let text = '';
      let out = extractionStructure({ title: '', paragraphs: [] }, false);
      try {
        const x = extractPage(createPage(html, options.lang, doc, { hanForm: options.hanForm }), options);
        text = scoredText(x.title, x.text, titleLine);
        if (gold) out = extractionStructure(x, titleLine);
      } catch {
        errors.get(m)!.add(id);
      }
      if (gold) pageBlocks.get(m)!.set(id, scorePageBlocks(gold.record, out, gold.structure));
      times.get(m)!.set(id, parseMs + performance.now() - t1);
      predictions[m]![id] = { articleBody: text };
    }
    settings.onPage?.(i + 1, ids.length, dataset.name);
  });

  const langs = settings.lang ? [settings.lang] : languages(dataset).filter((l) => l !== 'unknown');
  const groups: [string, string[]][] = langs.map((l): [string, string[]] => [l, inRun(idsForLang(dataset, l))]).filter(([, g]) => !only || g.length > 0);
  // The whole set, when it holds more than one language (or pages without a language).
  if (!settings.lang && (langs.length > 1 || groups.reduce((n, [, g]) => n + g.length, 0) < ids.length)) groups.push(['all', ids]);
  const rows: EvalRow[] = [];
  for (const [lang, group] of groups) {
    for (const m of settings.methods) {
      const { scores } = score(dataset.gold, predictions[m]!, group, settings.scoring);
      const t = times.get(m)!;
      rows.push({
        dataset: dataset.name,
        lang,
        method: m,
        ...scores,
        medianMs: median(group.map((id) => t.get(id) ?? 0)),
        errors: group.filter((id) => errors.get(m)!.has(id)).length,
        scored: titleLine ? 'title+body' : 'body',
        ...blockScores(group, pageBlocks.get(m)!),
      });
    }
  }
  return { dataset, ids, predictions, rows, convention, titleLine };
}
