// The peers a user already has, run on the same pages as cedst (src/eval/peers.ts runs them, as
// `cedst eval --peers` does). Their outputs are cached, one file per peer and set,
// under bench/.cache/blocks-peers/ (gitignored): defuddle takes a few hundred ms on some pages,
// and the scores are recomputed far more often than the peers change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPeer, type PeerName as Peer, type PeerOutput } from '../../dist/eval/peers.js';
import { decodeHtml } from '../../dist/input/decode.js';
import { pagePath, type Dataset } from '../../dist/eval/dataset.js';

export { PEERS } from '../../dist/eval/peers.js';
export type { PeerName as Peer, PeerOutput } from '../../dist/eval/peers.js';

const CACHE = join(fileURLToPath(new URL('../..', import.meta.url)), 'bench', '.cache', 'blocks-peers');

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
