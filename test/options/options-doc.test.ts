// The options table of docs/options.md is generated from the option table; this fails when they
// disagree. Fix: `npm run docs:options`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPublic, optionLeaves } from '../../src/options/table.js';
import { OPTIONS_BEGIN, OPTIONS_DOC, OPTIONS_END, optionsMarkdown, PUBLIC_HEADING, RESEARCH_HEADING, withOptionsTable } from '../../bench/src/docs/options-doc.js';
import { ROOT } from '../support/cli.js';

const DOC = readFileSync(`${ROOT}${OPTIONS_DOC}`, 'utf8');

describe('the options table of docs/options.md', () => {
  it('is the table rendered from src/options/table.ts (run npm run docs:options)', () => {
    const section = DOC.slice(DOC.indexOf(OPTIONS_BEGIN) + OPTIONS_BEGIN.length, DOC.indexOf(OPTIONS_END)).trim();
    expect(DOC.indexOf(OPTIONS_BEGIN)).toBeGreaterThan(0);
    expect(section).toBe(optionsMarkdown());
    expect(withOptionsTable(DOC)).toBe(DOC);
  });

  it('has one row per option with its flag, range and default: the public options first, then the research ones', () => {
    const [publicHeading, publicTable, researchHeading, researchTable, ...after] = optionsMarkdown().split('\n\n');
    expect([publicHeading, researchHeading]).toEqual([PUBLIC_HEADING, RESEARCH_HEADING]);
    const presets = after.join('\n\n');
    const publicRows = publicTable!.split('\n').slice(2);
    const rows = [...publicRows, ...researchTable!.split('\n').slice(2)];
    expect(rows).toHaveLength(optionLeaves().length);
    expect(publicRows.map((r) => r.split(' | ')[0]!.slice(2))).toEqual(
      optionLeaves()
        .filter((l) => isPublic(l.spec))
        .map((l) => '`' + l.name + '`'),
    );
    // The public table: the options a user of the extractor sets, about twenty of them.
    expect(publicRows).toHaveLength(26);
    expect(rows.slice(0, 26).some((r) => r.startsWith('| `plus.') || r.startsWith('| `cetr.'))).toBe(false);
    // Then what --precision and --recall set, each option's default beside the presets' values.
    expect(presets).toContain('| option | balanced (default) | precision | recall |');
    expect(presets).toContain('| `plus.edgeWords` | `30` | `50` | `0` |');
    expect(presets).toContain('| `plus.regionFloor` | `0.5` | `0.6` | `0.4` |');
    expect(rows).toContain(
      "| `plus.edgeWords` | `--plus-edge-words` | number 0–100000 | `30` | trim short non-prose units (captions, bylines, sign-up lines) at the article's edges: a prose group has a unit of this many words (0: off) |",
    );
    expect(rows.find((r) => r.startsWith('| `cetr.sigma` '))).toContain("| `--cetr-sigma` | number 0–100 or `'std'` | `1` |");
    expect(rows.find((r) => r.startsWith('| `cetr.clusters` '))).toContain('| `--cetr-clusters` (also `--clusters`) | integer 2–100 | `3` |');
    expect(rows.find((r) => r.startsWith('| `plus.headline` '))).toContain('| `--no-plus-headline` | boolean | `true` |');
    expect(rows.find((r) => r.startsWith('| `gammaCompare` '))).toContain("| `'ge'` \\| `'gt'` | `'gt'` |");
  });

  it('notices a table that has drifted', () => {
    const drifted = DOC.replace('| `plus.edgeWords` | `--plus-edge-words` | number 0–100000 | `30` |', '| `plus.edgeWords` | `--plus-edge-words` | number 0–100000 | `25` |');
    expect(drifted).not.toBe(DOC);
    expect(withOptionsTable(drifted)).toBe(DOC);
  });

  it('lives in docs/options.md, which the README links to instead of holding the table', () => {
    const readme = readFileSync(`${ROOT}README.md`, 'utf8');
    expect(readme).not.toContain(OPTIONS_BEGIN);
    expect(readme).toContain('docs/options.md');
  });
});
