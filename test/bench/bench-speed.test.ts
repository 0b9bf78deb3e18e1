// bench:speed rewrites only its generated block of docs/PERFORMANCE.md.
import { describe, expect, it } from 'vitest';
import { generatedBlock, spliceGenerated } from '../../bench/src/bench-speed.js';

describe('spliceGenerated', () => {
  const block = generatedBlock('| table |', '2026-01-02', '--limit 9');
  it('replaces the block between the markers and keeps the hand-written text around it', () => {
    const old = generatedBlock('| old |', '2025-01-01', '');
    const doc = `# Performance\n\nWhat is measured.\n\n${old}\n\nWhy it is slow (by hand).\n`;
    const next = spliceGenerated(doc, block);
    expect(next).toBe(`# Performance\n\nWhat is measured.\n\n${block}\n\nWhy it is slow (by hand).\n`);
    expect(next).toContain('`npm run bench:speed -- --limit 9` (bench/src/bench-speed.ts) on 2026-01-02.');
    expect(next).not.toContain('| old |');
  });
  it('appends the block to a doc without markers', () => {
    expect(spliceGenerated('# Performance\n', block)).toBe(`# Performance\n\n${block}\n`);
  });
});
