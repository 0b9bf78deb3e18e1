// The extractors a TypeScript user already has, scored beside cedst on the same pages (`cedst eval
// --peers`): Readability.js and defuddle, each on linkedom (the parser cedst uses), their article
// HTML read one block a line by the same rules as the gold's (structure-html.ts). Both are
// development dependencies of cedst, loaded only when asked for: an installed cedst without them
// says how to add them.
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { decodeHtml } from '../input/decode.js';
import { InputError } from '../input/read.js';
import { idsForLang, pagePath, type Dataset } from './dataset.js';
import { score } from './score.js';
import { aggregateBlocks, scorePageBlocks, type PageBlocks } from './blocks.js';
import { goldStructure, pageBase } from './block-gold.js';
import { htmlStructure } from './structure-html.js';
import { withTitleLine } from './structure-blocks.js';
import { PEERS, type PeerName } from './peer-names.js';
import type { DatasetRun, EvalRow } from './evaluate.js';

export { PEERS, type PeerName } from './peer-names.js';

/** What a peer returned for a page: its title and its article's HTML; `error` when it threw or
 *  found no article (the page then scores as an empty output). */
export interface PeerOutput {
  title?: string;
  content: string;
  error?: string;
}

/** The package each peer comes from, for the message when it is missing. */
const PACKAGE: Record<PeerName, string> = { 'Readability.js': '@mozilla/readability', defuddle: 'defuddle' };

async function load<T>(peer: PeerName, spec: string): Promise<T> {
  try {
    return (await import(spec)) as T;
  } catch {
    throw new InputError(`${peer} is not installed: npm install ${PACKAGE[peer]} (cedst's development dependencies hold it)`, 'usage');
  }
}

/** One peer on one page, on linkedom. */
export async function runPeer(peer: PeerName, html: string, url: string | undefined): Promise<PeerOutput> {
  const { document } = parseHTML(html);
  if (peer === 'Readability.js') {
    const { Readability } = await load<typeof import('@mozilla/readability')>(peer, '@mozilla/readability');
    const r = new Readability(document as unknown as Document).parse();
    return r ? { title: r.title ?? undefined, content: r.content ?? '' } : { content: '', error: 'no article' };
  }
  const { Defuddle } = await load<typeof import('defuddle/node')>(peer, 'defuddle/node');
  const r = await Defuddle(document as unknown as Document, url);
  return { title: r.title, content: r.content ?? '' };
}

/** A peer's output on a page of a set, an error as an empty output. */
export async function peerOnPage(peer: PeerName, ds: Dataset, id: string): Promise<PeerOutput> {
  try {
    return await runPeer(peer, decodeHtml(readFileSync(pagePath(ds, id))), pageBase(ds, id));
  } catch (err) {
    if (err instanceof InputError) throw err;
    return { content: '', error: String((err as Error).message ?? err).slice(0, 200) };
  }
}

/** The peers' rows beside a run of cedst's on the same pages and groups: shingle P/R/F1 of their
 *  HTML read one block a line (the title line as the run put it), and with `blocks` the block
 *  scores. `outputs` gives a peer's output on a page (peerOnPage, or a cache of it). */
export async function peerRows(
  run: DatasetRun,
  blocks: boolean,
  outputs: (peer: PeerName, id: string) => Promise<PeerOutput> = (peer, id) => peerOnPage(peer, run.dataset, id),
  onPage?: () => void,
): Promise<EvalRow[]> {
  const ds = run.dataset;
  const groups = [...new Set(run.rows.map((r) => r.lang))].map((lang): [string, string[]] => {
    if (lang === 'all') return [lang, run.ids];
    const inLang = new Set(idsForLang(ds, lang));
    return [lang, run.ids.filter((id) => inLang.has(id))];
  });
  const rows: EvalRow[] = [];
  for (const peer of PEERS) {
    const predictions: Record<string, { articleBody: string }> = {};
    const pages = new Map<string, PageBlocks>();
    const times = new Map<string, number>();
    const errors = new Set<string>();
    for (const id of run.ids) {
      const t0 = performance.now();
      const o = await outputs(peer, id);
      times.set(id, performance.now() - t0);
      if (o.error && o.error !== 'no article') errors.add(id);
      const record = withTitleLine(htmlStructure(o.content, pageBase(ds, id)), o.title, run.titleLine);
      predictions[id] = { articleBody: record.lines.join('\n') };
      const gold = blocks ? goldStructure(ds, id) : undefined;
      if (gold) pages.set(id, scorePageBlocks(gold.record, record, gold.structure));
      onPage?.();
    }
    for (const [lang, group] of groups) {
      const { scores } = score(ds.gold, predictions, group);
      const scored = group.flatMap((id) => pages.get(id) ?? []);
      const sorted = group.map((id) => times.get(id) ?? 0).sort((a, b) => a - b);
      const m = sorted.length >> 1;
      rows.push({
        dataset: ds.name,
        lang,
        method: peer,
        ...scores,
        medianMs: !sorted.length ? 0 : sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2,
        errors: group.filter((id) => errors.has(id)).length,
        scored: run.titleLine ? 'title+body' : 'body',
        ...(scored.length ? { blocks: aggregateBlocks(scored) } : {}),
      });
    }
  }
  return rows;
}
