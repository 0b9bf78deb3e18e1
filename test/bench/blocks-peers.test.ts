// The peers of `npm run results:blocks` run on a made-up page and are scored by cedst's own block
// functions: both keep every block of this simple article, so both find 11 of its 13 gold lines
// (the gold has a heading and a list item the page does not), as cedst+ does (test/eval/blocks.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PEERS, peerRows, runPeer } from '../../src/eval/peers.js';
import { evaluateDataset } from '../../src/eval/evaluate.js';
import { scorePageBlocks } from '../../src/eval/blocks.js';
import { goldStructure } from '../../src/eval/block-gold.js';
import { loadDataset } from '../../src/eval/dataset.js';
import { htmlStructure } from '../../src/eval/structure-html.js';
import { withTitleLine } from '../../src/eval/structure-blocks.js';
import { ROOT } from '../support/cli.js';

describe('the peers, read one block a line', () => {
  const ds = loadDataset(join(ROOT, 'test/eval/blocks-set/tiny'));
  const gold = goldStructure(ds, 'story')!;
  const html = readFileSync(join(ds.dir, 'html', 'story.html'), 'utf8');
  for (const peer of PEERS) {
    it(`${peer}: 11 of 13 lines, 2 of 3 headings, 3 of 4 list items`, async () => {
      const o = await runPeer(peer, html, 'https://bayledger.example/2026/03/ferry.html');
      expect(o.title).toBe('Harbor ferry returns after winter repairs');
      const s = scorePageBlocks(gold.record, withTitleLine(htmlStructure(o.content), o.title, false), true);
      expect(s.lines).toEqual({ matched: 11, gold: 13, out: 11 });
      expect(s.structure!.headings).toEqual({ matched: 2, gold: 3 });
      expect(s.structure!.listItems).toEqual({ matched: 3, gold: 4 });
      expect(s.structure!.tableCells).toEqual({ matched: 0, gold: 0 });
    });
  }
});

describe('cedst eval --peers: the peers scored beside a run on its pages', () => {
  it("gives each peer a row of the run's group with the same block scores", async () => {
    const run = evaluateDataset(join(ROOT, 'test/eval/blocks-set/tiny'), { methods: ['cedst+'], blocks: true });
    const rows = await peerRows(run, true);
    expect(rows.map((r) => [r.method, r.lang, r.pages])).toEqual(PEERS.map((p) => [p, 'en', 1]));
    for (const r of rows) {
      // 11 of its 13 gold lines and 11 lines out (above): recall 11/13, precision 1.
      expect(r.blocks!.lineR).toBeCloseTo(11 / 13, 12);
      expect(r.blocks!.lineP).toBe(1);
      expect(r.blocks!.headingR).toBeCloseTo(2 / 3, 12);
    }
  });
});
