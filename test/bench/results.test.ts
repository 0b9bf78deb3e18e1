// The Readability.js figure each row of docs/results.md is compared with.
import { describe, expect, it } from 'vitest';
import { baselineFor, headline } from '../../bench/src/baseline.js';
import { renderResults } from '../../bench/src/results.js';
import type { EvalRow } from '../../src/eval/evaluate.js';

const daniel = { all: 0.908, byLang: { zh: 0.924, en: 0.911 } };
const wcxb = { all: 0.926, byLang: {}, snippets: 0.958 };
const traf = { byLang: {}, snippets: 0.882 };

describe('baselineFor', () => {
  it('takes the per-language figure, or the whole-set one only when the language is the set', () => {
    expect(baselineFor(daniel, 'zh', 401 / 1176, false)).toBe(0.924);
    expect(baselineFor(daniel, 'el', 100 / 1176, false)).toBeUndefined();
    expect(baselineFor(daniel, 'all', 1, false)).toBe(0.908);
    expect(baselineFor({ all: 0.905, byLang: {} }, 'en', 239 / 240, false)).toBe(0.905);
    expect(baselineFor(wcxb, 'en', 1, false)).toBe(0.926);
  });
  it('compares snippets-only sets with the snippet figure, and only as a whole', () => {
    expect(baselineFor(traf, 'all', 1, true)).toBe(0.882);
    expect(baselineFor(traf, 'de', 65 / 106, true)).toBeUndefined();
    expect(baselineFor(undefined, 'en', 1, false)).toBeUndefined();
  });
});

describe('renderResults', () => {
  const row = (dataset: string, lang: string, method: 'cedst' | 'cedst-nc', pages: number, f1: number): EvalRow => ({ dataset, lang, method, pages, f1, medianMs: 10, errors: 0, scored: 'body' });
  it('prints whole-set and per-language tables with means, beside Readability.js', () => {
    const rows = [
      row('a', 'zh', 'cedst', 40, 0.9),
      row('a', 'zh', 'cedst-nc', 40, 0.8),
      row('a', 'en', 'cedst', 60, 0.7),
      row('a', 'en', 'cedst-nc', 60, 0.6),
      row('a', 'all', 'cedst', 100, 0.78),
      row('a', 'all', 'cedst-nc', 100, 0.68),
      row('b', 'en', 'cedst', 20, 0.5),
      row('b', 'en', 'cedst-nc', 20, 0.4),
    ];
    const md = renderResults(rows, { a: { all: 0.85, byLang: { zh: 0.95 } }, b: { all: 0.6, byLang: {} } }, ['cedst', 'cedst-nc'], 10);
    expect(md).toContain('| a | all | 100 | 0.780 | 0.680 | 0.850 |');
    expect(md).toContain('| b | en | 20 | 0.500 | 0.400 | 0.600 |');
    // Whole-set macro mean: (0.78 + 0.5) / 2 = 0.64, (0.68 + 0.4) / 2 = 0.54; Readability.js (0.85 + 0.6) / 2 = 0.725.
    expect(md).toContain('| **mean** | | | **0.640** | **0.540** | **0.725** |');
    expect(md).toContain('| a | zh | 40 | 0.900 | 0.800 | 0.950 |');
    // a/en has no Readability.js figure: the mean is also given over the rows that have one.
    expect(md).toContain('| a | en | 60 | 0.700 | 0.600 | – |');
    expect(md).toContain('| **mean where Readability.js has a figure** (1) | | | 0.500 | 0.400 | 0.600 |');
  });
  it('scores snippets-only rows by snippet F1', () => {
    expect(headline({ dataset: 't', lang: 'all', method: 'cedst', pages: 3, snippetF1: 0.5, medianMs: 1, errors: 0, scored: 'body' })).toBe(0.5);
  });
});
