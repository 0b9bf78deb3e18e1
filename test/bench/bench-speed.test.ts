// bench:speed rewrites only its generated block of docs/performance.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collect, generatedBlock, median, spliceGenerated, verdicts } from '../../bench/src/bench-speed.js';

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

describe('collect', () => {
  it('takes every k-th page of the chosen sets, in set and id order, with the gold language', () => {
    const root = mkdtempSync(join(tmpdir(), 'cedst-bench-sets-'));
    try {
      for (const [set, langs] of [
        ['a', { p1: 'en', p2: 'zh', p3: 'de' }],
        ['b', { q1: 'en', q2: 'en' }],
      ] as const) {
        mkdirSync(join(root, set, 'html'), { recursive: true });
        writeFileSync(join(root, set, 'ground-truth.json'), JSON.stringify(Object.fromEntries(Object.entries(langs).map(([id, lang]) => [id, { lang, articleBody: '' }]))));
        for (const id of Object.keys(langs)) writeFileSync(join(root, set, 'html', `${id}.html`), '<p>x</p>');
      }
      const ids = (every: number, sets?: string[]) => collect(root, every, sets).map((p) => `${p.path.split('/').at(-1)}:${p.lang}`);
      expect(ids(1)).toEqual(['p1.html:en', 'p2.html:zh', 'p3.html:de', 'q1.html:en', 'q2.html:en']);
      expect(ids(2)).toEqual(['p1.html:en', 'p3.html:de', 'q2.html:en']);
      expect(ids(1, ['b'])).toEqual(['q1.html:en', 'q2.html:en']);
      expect(() => collect(root, 1, ['c'])).toThrow(/no set c/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('verdicts', () => {
  const row = (group: 'en' | 'zh', ours: number, theirs: number) => ({
    group,
    n: 10,
    ours: ours * 2,
    theirs,
    perPage: 0,
    oursCpu: ours,
    theirsCpu: theirs,
    perPageCpu: ours / theirs,
    failed: 0,
    loopCpu: 0,
  });
  const run = (name: string, cpuMs: number, peakMb: number) => ({ name, pages: 10, cpuMs, wallMs: 1, peakMb, errors: 0, output: '' });
  it('judges each speed target against the run, in CPU time', () => {
    const lines = verdicts([row('en', 10, 10), row('zh', 11, 10)], [run('loop', 1000, 300), run('batch -w2', 1160, 390)], true);
    expect(lines).toContain("- cedst+ median CPU ms/page (whole process) ≤ 1.0× Readability.js's, en: 1.00 — met (wall: 2.00)");
    expect(lines).toContain("- cedst+ median CPU ms/page (whole process) ≤ 1.0× Readability.js's, zh: 1.10 — **missed** (wall: 2.20)");
    expect(lines).toContain("- batch -w2 CPU per page ≤ 1.15× the loop's: 1.16 — **missed**");
    expect(lines).toContain('- peak RSS of batch -w2 ≤ 400 MB: 390.0 MB — met');
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
