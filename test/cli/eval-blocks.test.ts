// @module-tag slow
// `cedst eval --blocks --json` on a made-up dataset folder (test/eval/blocks-set): the block
// scores it prints are the ones worked out by hand in test/eval/blocks.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cedst, ROOT } from '../support/cli.js';

describe('cedst eval --blocks --json', () => {
  it('carries line P/R/F1 and the structure recalls', () => {
    const r = cedst(['eval', '--blocks', '--json', join(ROOT, 'test/eval/blocks-set/tiny')]);
    expect(r.status).toBe(0);
    const [row] = JSON.parse(r.stdout) as { dataset: string; blocks: Record<string, number | undefined> }[];
    expect(row!.dataset).toBe('tiny');
    const b = row!.blocks;
    expect(b.blockPages).toBe(1);
    expect(b.lineP).toBe(1);
    expect(b.lineR).toBeCloseTo(11 / 13, 10);
    expect(b.lineF1).toBeCloseTo(11 / 12, 10);
    expect(b.headingR).toBeCloseTo(2 / 3, 10);
    expect(b.listItemR).toBe(0.75);
    expect(b.tableCellR).toBeUndefined();
  });

  it('prints the block columns in the table, and none without --blocks', () => {
    const dir = join(ROOT, 'test/eval/blocks-set/tiny');
    const withBlocks = cedst(['eval', '--blocks', dir]).stdout.split('\n');
    expect(withBlocks[0]).toMatch(/line P +line R +line F1 +heading R +list R +cell R +image R/);
    expect(withBlocks[1]).toMatch(/ 1\.000 +0\.846 +0\.917 +0\.667 +0\.750 +– +– /);
    expect(cedst(['eval', dir]).stdout).not.toMatch(/line F1/);
  });
});
