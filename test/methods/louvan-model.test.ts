// The committed news model (models/louvan-news.json, trained by `npm run train:louvan`): it loads,
// stays small, holds only numbers and names, and runs on a page.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { louvanExtract } from '../../src/methods/louvan/apply.js';
import { loadLouvanModel } from '../../src/methods/louvan/model.js';

const FILE = new URL('../../models/louvan-news.json', import.meta.url);

describe('models/louvan-news.json', () => {
  it('is under 50 KB and loads', () => {
    expect(statSync(FILE).size).toBeLessThan(50 * 1024);
    const model = loadLouvanModel(JSON.parse(readFileSync(FILE, 'utf8')));
    expect(model.name).toBe('news');
    expect(model.trees.single).toBeDefined();
    expect(model.trees.segment.classes).toEqual(['bad', 'good']);
  });

  it('runs every mode on a small page', () => {
    const model = loadLouvanModel(JSON.parse(readFileSync(FILE, 'utf8')));
    const sentence = 'The council voted on the budget after a long debate about the schools and the roads. ';
    const html =
      '<html><body><div class="nav"><ul><li><a href="/">Home</a></li><li><a href="/n">News</a></li></ul></div>' +
      `<div class="article"><h1>Budget vote</h1><div class="body"><p>${sentence.repeat(3)}</p><p>${sentence.repeat(2)}</p></div></div>` +
      '<div class="footer"><a href="/c">Contact</a></div></body></html>';
    for (const heuristic of ['plain', 'lbs', 'sls', 'tp'] as const) {
      for (const classifier of ['two-phase', 'single-phase'] as const) {
        const r = louvanExtract(parseDocument(html), model, { classifier, heuristic });
        expect(typeof r.text).toBe('string');
        expect(r.classification.decisions).toHaveLength(r.page.segments.length);
      }
    }
  });
});
