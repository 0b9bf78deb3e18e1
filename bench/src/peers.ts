// The peers a user already has, run on the same pages as cedst: Readability.js 0.6 and defuddle,
// each on linkedom (the parser cedst uses). Their outputs are cached, one file per peer and set,
// under bench/.cache/blocks-peers/ (gitignored): defuddle takes a few hundred ms on some pages,
// and the scores are recomputed far more often than the peers change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { decodeHtml } from '../../dist/input/decode.js';
import { pagePath, type Dataset } from '../../dist/eval/dataset.js';

export const PEERS = ['Readability.js', 'defuddle'] as const;
export type Peer = (typeof PEERS)[number];

/** What a peer returned for a page: its title and its article's HTML; `error` when it threw or
 *  found no article (the page then scores as an empty output). */
export interface PeerOutput {
  title?: string;
  content: string;
  error?: string;
}

const CACHE = join(fileURLToPath(new URL('../..', import.meta.url)), 'bench', '.cache', 'blocks-peers');

/** One peer on one page, on linkedom. */
export async function runPeer(peer: Peer, html: string, url: string | undefined): Promise<PeerOutput> {
  const { document } = parseHTML(html);
  if (peer === 'Readability.js') {
    const { Readability } = await import('@mozilla/readability');
    const r = new Readability(document as unknown as Document).parse();
    return r ? { title: r.title ?? undefined, content: r.content ?? '' } : { content: '', error: 'no article' };
  }
  const { Defuddle } = await import('defuddle/node');
  const r = await Defuddle(document as unknown as Document, url);
  return { title: r.title, content: r.content ?? '' };
}

/** The peer's outputs for `ids` of a set: from the cache, the missing ones run and added. */
export async function peerOutputs(peer: Peer, ds: Dataset, ids: readonly string[], baseOf: (id: string) => string | undefined, onPage?: () => void): Promise<Record<string, PeerOutput>> {
  const file = join(CACHE, peer, `${ds.name}.json`);
  const cache = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, PeerOutput>;
  let added = 0;
  const save = (): void => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(cache));
  };
  for (const id of ids) {
    if (!cache[id]) {
      try {
        cache[id] = await runPeer(peer, decodeHtml(readFileSync(pagePath(ds, id))), baseOf(id));
      } catch (err) {
        cache[id] = { content: '', error: String((err as Error).message ?? err).slice(0, 200) };
      }
      // Saved as it goes, so that a run stopped half-way keeps what it did.
      if (++added % 100 === 0) save();
    }
    onPage?.();
  }
  if (added) save();
  return cache;
}
