// `--method louvan` and its modes through extract, inspect and the options: the article
// a small hand-written page gives with the shipped model and with the thesis's printed trees, every
// mode on every fixture and on an empty page, the evidence inspect shows, and a bad model option.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract, METHODS, OptionsError } from '../../src/research.js';
import { FEATURE_NAMES } from '../../src/methods/louvan/features.js';
import { louvanModel } from '../../src/methods/louvan/load.js';
import type { Extraction, LouvanMode } from '../../src/core/types.js';
import { cedst, ROOT } from '../support/cli.js';
import { articleFixtures } from '../support/fixtures.js';

const MODES: readonly LouvanMode[] = ['louvan', 'louvan-plain', 'louvan-sls', 'louvan-tp', 'louvan-1-lbs', 'louvan-1-sls', 'louvan-1-tp'];

const ARTICLE = [
  'Harbour ferry returns after repairs',
  "The harbour ferry returned to service on Monday morning after six weeks in dry dock, the port authority said, and the first crossing left the north pier at seven o'clock with more than eighty passengers on board.",
  "Engineers replaced both of the vessel's propeller shafts and rebuilt the steering gear, which had failed during a storm in early spring and left the ferry drifting for almost an hour before a tug could reach it.",
  'The authority said that the repairs had cost about half of what was first feared, and that the timetable would return to its summer pattern from the start of next month, with crossings every thirty minutes.',
  'Commuters who had been driving around the bay for weeks said they were glad to be back on the water, although several of them complained that the ticket office was still closed and that they had to pay on board.',
];

/** A small news page: a long navigation list, the story, a list of related links and a footer. */
const PAGE = `<!doctype html>
<html><head><title>Harbour ferry returns after repairs - The Bay Times</title></head>
<body>
<div id="top"><ul class="nav">${Array.from({ length: 20 }, (_, i) => `<li><a href="/s${i}">Section ${i} news and more</a></li>`).join('')}</ul></div>
<div id="main">
<div class="story">
<h1>${ARTICLE[0]}</h1>
${ARTICLE.slice(1)
  .map((p) => `<p>${p}</p>`)
  .join('\n')}
</div>
</div>
<div id="side"><ul>${Array.from({ length: 15 }, (_, i) => `<li><a href="/r${i}">Related story number ${i} about the bay area and its people</a></li>`).join('')}</ul></div>
<div id="foot"><span>Copyright 2024 The Bay Times</span> <a href="/privacy">Privacy</a> <a href="/terms">Terms</a></div>
</body></html>`;

describe('--method louvan on a hand-written page', () => {
  it('gives the article with the shipped model and with the thesis trees', () => {
    for (const model of ['news', 'thesis-news']) {
      const r = extract(PAGE, { method: 'louvan', louvan: { model } });
      expect(r.paragraphs, model).toEqual(ARTICLE);
      expect(r.text).toBe(ARTICLE.join('\n'));
      expect(r.method).toBe('louvan');
      expect(r.lang).toBe('en');
      expect(r.threshold).toBe(0.2);
      expect(r.segments).toBeUndefined();
    }
  });

  it("plain and SLS also take the footer's copyright line, which the shipped model calls main; the thesis trees do not", () => {
    expect(extract(PAGE, { method: 'louvan-plain' }).paragraphs).toEqual([...ARTICLE, 'Copyright 2024 The Bay Times']);
    expect(extract(PAGE, { method: 'louvan-sls' }).paragraphs).toEqual([...ARTICLE, 'Copyright 2024 The Bay Times']);
    expect(extract(PAGE, { method: 'louvan-plain', louvan: { model: 'thesis-news' } }).paragraphs).toEqual(ARTICLE);
    expect(extract(PAGE, { method: 'louvan-1-lbs' }).paragraphs).toEqual(ARTICLE);
    // TP looks for tables; the page has none.
    expect(extract(PAGE, { method: 'louvan-tp' }).paragraphs).toEqual([]);
  });

  it('explains every candidate segment: path, 16 features, the trees, the choice', () => {
    const r = extract(PAGE, { method: 'louvan', explain: true });
    const segments = r.segments ?? [];
    // div+ul+20 li, the story's two divs, div+ul+15 li, the footer's div and span.
    expect(segments).toHaveLength(43);
    for (const s of segments) expect(Object.keys(s.features)).toEqual([...FEATURE_NAMES]);
    const story = segments.find((s) => s.chosen)!;
    expect(story.path).toBe('html.body.div');
    expect(story.index).toBe(22);
    expect(story.main && story.root).toBe(true);
    expect(story.features.paraNum).toBe(1);
    expect(story.decisions.map((d) => [d.tree, d.label, d.delta])).toEqual([
      ['segment', 'good', false],
      ['content', 'main', false],
    ]);
    expect(segments.filter((s) => s.main).map((s) => s.index)).toEqual([22, 23, 42]);
    expect(r.louvan).toMatchObject({ model: 'news', classifier: 'two-phase', heuristic: 'lbs', by: 'trees', delta: 0.2 });
    expect(r.louvan?.choice).toBe('root #22: block of 5 node(s) under html.body.div.div, 875 chars');
  });
});

describe('every louvan mode', () => {
  const fixtures = articleFixtures();

  it('is a method name', () => {
    for (const m of MODES) expect(METHODS).toContain(m);
  });

  it('runs on every fixture and on empty pages without throwing', () => {
    expect(fixtures.length).toBeGreaterThan(0);
    const pages = [...fixtures.map((f) => readFileSync(join(ROOT, 'fixtures', f, 'page.html'), 'utf8')), '', '<html><body></body></html>', '<p>only a paragraph</p>'];
    for (const method of MODES) {
      for (const html of pages) {
        const r: Extraction = extract(html, { method });
        expect(r.method).toBe(method);
        expect(r.text).toBe(r.paragraphs.join('\n'));
      }
      expect(extract('', { method }).paragraphs).toEqual([]);
    }
  });

  it('finds most of a fixture article with the default mode', () => {
    const dir = join(ROOT, 'fixtures', 'en-city-council');
    const expected = readFileSync(join(dir, 'expected.txt'), 'utf8').trim().split('\n');
    const got = extract(readFileSync(join(dir, 'page.html'), 'utf8'), { method: 'louvan' }).paragraphs;
    expect(got[0]).toBe(expected[0]);
    expect(got.length).toBeGreaterThan(expected.length / 2);
  });
});

describe('louvan.model', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cedst-louvan-'));

  it('rejects what is not a model, as an OptionsError that names the option', () => {
    expect(() => extract(PAGE, { method: 'louvan', louvan: { model: 42 as unknown as string } })).toThrow(OptionsError);
    expect(() => extract(PAGE, { method: 'louvan', louvan: { model: join(dir, 'missing.json') } })).toThrow(/^louvan\.model: cannot read .*missing\.json: no such file/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format": "louvan-tree/1",');
    expect(() => extract(PAGE, { method: 'louvan', louvan: { model: bad } })).toThrow(/^louvan\.model: .*bad\.json is not JSON/);
    const wrong = join(dir, 'wrong.json');
    writeFileSync(wrong, '{"format": "something-else"}');
    expect(() => extract(PAGE, { method: 'louvan', louvan: { model: wrong } })).toThrow(OptionsError);
    expect(() => extract(PAGE, { method: 'louvan-1-lbs', louvan: { model: 'thesis-news' } })).toThrow(/needs a single-phase tree/);
  });

  it('loads a model file, once', () => {
    const file = join(dir, 'copy.json');
    writeFileSync(file, readFileSync(join(ROOT, 'models', 'louvan-news.json')));
    expect(louvanModel(file)).toBe(louvanModel(file));
    expect(louvanModel('news')).toBe(louvanModel('news'));
    expect(louvanModel(file)).not.toBe(louvanModel('news'));
    expect(extract(PAGE, { method: 'louvan', louvan: { model: file } }).paragraphs).toEqual(ARTICLE);
  });
});

describe('cedst inspect --method louvan', { tags: ['slow'] }, () => {
  it('--json lists the segments with their features', () => {
    const r = cedst(['inspect', '-', '--method', 'louvan', '--louvan-model', 'thesis-news', '--json'], PAGE);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Extraction;
    expect(out.segments).toHaveLength(43);
    expect(Object.keys(out.segments![0]!.features)).toEqual([...FEATURE_NAMES]);
    expect(out.louvan?.model).toBe('thesis-news');
    expect(out.paragraphs).toEqual(ARTICLE);
  });

  it('prints the segment table, and a bad model as an error', () => {
    const r = cedst(['inspect', '-', '--method', 'louvan'], PAGE);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\s*#\s+path\s+txt\s+html\s+img/);
    expect(r.stdout).toContain('heuristic: root #22: block of 5 node(s)');
    const bad = cedst(['extract', '-', '--method', 'louvan', '--louvan-model', 'no-such-model.json'], PAGE);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('louvan.model: cannot read');
  });
});
