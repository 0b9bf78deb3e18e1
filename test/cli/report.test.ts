// @module-tag slow
// `cedst inspect --report`: the report is rendered by headless Chromium (Debian's package) and the
// test reads back what the browser built: the chart, one element per unit, the evidence tooltips
// and the topics. Page text must come out as text, never as markup or script. Without Chromium
// the browser tests skip with one line saying how to install it; with CI=true they are required.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { reportData, ReportError } from '../../src/cli/report/data.js';
import { scriptJson } from '../../src/cli/report/report.js';
import type { Extraction } from '../../src/core/types.js';
import { cedst } from '../support/cli.js';
import { browserTests } from '../support/chromium.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-report-'));
const FIXTURE = 'fixtures/en-school-budget/page.html';
/** cedst+ keeps units below t* and drops units above it on this page (its region decides). */
const PLUS_FIXTURE = 'fixtures/en-city-council/page.html';
/** Louvan with the thesis's printed trees: the Δ fallback fires on this page (report-louvan.test.ts). */
const LOUVAN_FIXTURE = 'fixtures/en-ferry-terminal/page.html';
/** A hang guard only (a browser that never exits), far beyond what a busy machine needs: the outcome never depends on the time taken. */
const BROWSER_TIMEOUT = 600_000;

const browser = browserTests('the report tests rendered in Chromium');

/** The DOM of `file` after its scripts ran, as Chromium serialises it. */
function renderedDom(file: string): Document {
  const r = spawnSync(
    browser.chromium(),
    ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--user-data-dir=${mkdtempSync(join(tmp, 'profile-'))}`, '--dump-dom', pathToFileURL(file).href],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: BROWSER_TIMEOUT,
    },
  );
  if (r.status !== 0 || !r.stdout) throw new Error(`chromium failed (status ${r.status}): ${r.stderr.slice(-2000)}`);
  return parseHTML(r.stdout).document as unknown as Document;
}

function report(page: string, args: string[] = []): { file: string; result: Extraction } {
  const file = join(tmp, `report-${Math.random().toString(36).slice(2)}.html`);
  const r = cedst(['inspect', page, '-m', 'cedst', '--report', file, ...args]);
  expect(r.stderr).toBe(`cedst: report written to ${file}\n`);
  expect(r.status).toBe(0);
  expect(r.stdout).toBe('');
  const json = cedst(['inspect', page, '-m', 'cedst', '--json', ...args]);
  return { file, result: JSON.parse(json.stdout) as Extraction };
}

/** The (x, y) points of a polyline. */
function points(el: Element | null): [number, number][] {
  expect(el).not.toBeNull();
  return el!
    .getAttribute('points')!
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as [number, number]);
}

describe.skipIf(!browser.run)('cedst inspect --report, rendered by Chromium', () => {
  it(
    'draws the fusion values before and after smoothing, the threshold, and every unit',
    () => {
      const { file, result } = report(FIXTURE);
      const units = result.units!;
      const dom = renderedDom(file);
      expect(dom.documentElement.getAttribute('data-rendered')).toBe(String(units.length));

      // The chart: two series with one point per unit, left to right, and the threshold line.
      const chart = dom.querySelector('svg#chart')!;
      const fused = points(chart.querySelector('polyline.series-fused'));
      const smoothed = points(chart.querySelector('polyline.series-smoothed'));
      expect(fused).toHaveLength(units.length);
      expect(smoothed).toHaveLength(units.length);
      for (let i = 1; i < units.length; i++) expect(smoothed[i]![0]).toBeGreaterThan(smoothed[i - 1]![0]);
      expect(fused.map((p) => p[0])).toEqual(smoothed.map((p) => p[0]));
      const line = chart.querySelector('line.threshold')!;
      const yT = Number(line.getAttribute('y1'));
      expect(Number(line.getAttribute('y2'))).toBe(yT);
      expect(chart.querySelector('.threshold-label')!.textContent).toBe(`t* = ${result.threshold.toFixed(3)}`);
      // y grows downwards: a kept unit's smoothed point lies on or above the threshold line, and a
      // higher fused mass lies higher. 0.01 is the rounding of the coordinates.
      units.forEach((u, i) => {
        if (u.content) expect(smoothed[i]![1]).toBeLessThanOrEqual(yT + 0.01);
        else expect(smoothed[i]![1]).toBeGreaterThan(yT - 0.01);
      });
      const top = units.reduce((best, u, i) => (u.fused.news > units[best]!.fused.news ? i : best), 0);
      expect(Math.min(...fused.map((p) => p[1]))).toBe(fused[top]![1]);
      expect(chart.querySelectorAll('.kept-band rect')).toHaveLength(units.filter((u) => u.content).length);

      // One element per unit, in order, with its text, its decision and a tooltip row per source.
      const rows = Array.from(dom.querySelectorAll('#units > .unit'));
      expect(rows).toHaveLength(units.length);
      rows.forEach((row, i) => {
        const u = units[i]!;
        expect(row.querySelector('.text')!.textContent).toBe(u.text);
        expect(row.classList.contains('kept')).toBe(u.content);
        expect(row.getAttribute('style')).toMatch(/background: rgb\(\d+, \d+, \d+\)/);
        const sources = Array.from(row.querySelectorAll('.tip tr.source')).map((tr) => Array.from(tr.children).map((td) => td.textContent));
        expect(sources).toEqual(Object.entries(u.masses).map(([name, m]) => [name, u.features[name as 'topic'].toFixed(3), m!.news.toFixed(3), m!.notNews.toFixed(3), m!.theta.toFixed(3)]));
        expect(row.querySelector('.tip tr.fused')!.textContent).toBe(`fused${u.fused.news.toFixed(3)}${u.fused.notNews.toFixed(3)}${u.fused.theta.toFixed(3)}`);
        // Why, beside the text: the paper's methods decide by t* alone.
        const why = u.content ? `kept: smoothed ${u.smoothed.toFixed(3)} ≥ t* ${result.threshold.toFixed(3)}` : `dropped: smoothed ${u.smoothed.toFixed(3)} < t* ${result.threshold.toFixed(3)}`;
        expect(row.querySelector('.why b')!.textContent).toBe(why);
        expect(row.querySelector('.why')!.classList.contains('why-against-t')).toBe(false);
      });
      // No region for the paper's method: nothing shaded, nothing marked.
      expect(chart.querySelectorAll('rect.region')).toHaveLength(0);
      expect(dom.querySelectorAll('.region-mark')).toHaveLength(0);
      // The heaviest topic comes first with its keywords and weight.
      const topics = Array.from(dom.querySelectorAll('#topics > tr'));
      expect(topics).toHaveLength(result.topics!.length);
      expect(Array.from(topics[0]!.querySelectorAll('.kw')).map((k) => k.textContent)).toEqual(result.topics![0]!.keywords);
      expect(topics[0]!.querySelectorAll('td')[1]!.textContent).toBe(result.topics![0]!.weight.toFixed(3));
      const facts = Array.from(dom.querySelectorAll('#facts dd')).map((d) => d.textContent);
      expect(facts).toEqual([
        FIXTURE,
        'cedst',
        'en',
        result.threshold.toFixed(3),
        String(units.length),
        String(units.filter((u) => u.content).length),
        String(result.topics!.length),
        'topic, cluster, variance, href',
      ]);
    },
    BROWSER_TIMEOUT,
  );

  it(
    'lists only the sources the method used (cedst-tf: the topic feature)',
    () => {
      const { file, result } = report(FIXTURE, ['--method', 'cedst-tf']);
      const dom = renderedDom(file);
      const rows = Array.from(dom.querySelectorAll('#units > .unit'));
      expect(rows).toHaveLength(result.units!.length);
      for (const row of rows) expect(Array.from(row.querySelectorAll('.tip tr.source td:first-child')).map((td) => td.textContent)).toEqual(['topic']);
      // The legend of sources comes from the registry: the topic feature alone, speaking for news.
      expect(
        Array.from(dom.querySelectorAll('#sources > tr')).map((tr) =>
          Array.from(tr.children)
            .slice(0, 2)
            .map((td) => td.textContent),
        ),
      ).toEqual([['topic', 'for news']]);
    },
    BROWSER_TIMEOUT,
  );

  it(
    'renders page text that looks like markup or script as text',
    () => {
      const attacks = [
        '<script>alert(1)</script> appears here as text in a paragraph',
        "</script><script>document.documentElement.setAttribute('data-pwned','1')</script>",
        "<img src=x onerror=\"document.documentElement.setAttribute('data-pwned','2')\"> and <!-- a comment",
        'line\u2028separator and paragraph\u2029separator in the text',
      ];
      const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const page = join(tmp, 'attack.html');
      writeFileSync(
        page,
        `<!DOCTYPE html><html><head><title>${escapeHtml('</title><script>alert(2)</script>')}</title></head><body><article>${attacks.map((a) => `<p>${escapeHtml(a)}</p>`).join('')}</article></body></html>`,
      );
      const { file, result } = report(page);
      const raw = readFileSync(file, 'utf8');
      expect(raw.match(/<script/g)).toHaveLength(2);
      const dom = renderedDom(file);
      expect(dom.documentElement.getAttribute('data-pwned')).toBeNull();
      expect(dom.querySelectorAll('script')).toHaveLength(2);
      expect(dom.querySelectorAll('img')).toHaveLength(0);
      const texts = Array.from(dom.querySelectorAll('#units > .unit .text')).map((t) => t.textContent);
      expect(texts).toEqual(result.units!.map((u) => u.text));
      // Unit text has its whitespace collapsed, U+2028/2029 included; the embedding test above covers them raw.
      for (const a of attacks) expect(texts).toContain(a.replace(/\s+/g, ' '));
      expect(dom.querySelector('#title')!.textContent).toBe('</title><script>alert(2)</script>');
    },
    BROWSER_TIMEOUT,
  );
});

describe.skipIf(!browser.run)('cedst inspect --report for cedst+, rendered by Chromium', () => {
  it(
    'says why every unit was kept or dropped, marks the region on the chart and in the list, and shows the article beside the units',
    () => {
      const file = join(tmp, 'plus.html');
      expect(cedst(['inspect', PLUS_FIXTURE, '--report', file]).status).toBe(0);
      const result = JSON.parse(cedst(['inspect', PLUS_FIXTURE, '--json']).stdout) as Extraction;
      const units = result.units!;
      const t = result.threshold;
      const dom = renderedDom(file);
      expect(dom.documentElement.getAttribute('data-rendered')).toBe(String(units.length));

      // The contradiction the report used to show without a word: units above t* that are dropped,
      // and units below it that are kept. Each now carries the region's reason, in bold.
      const against = units.filter((u) => u.smoothed >= t - 1e-12 !== u.content);
      expect(against.length).toBeGreaterThan(0);
      const rows = Array.from(dom.querySelectorAll('#units > .unit'));
      expect(rows).toHaveLength(units.length);
      rows.forEach((row, i) => {
        const u = units[i]!;
        expect(u.reason).toBeDefined();
        expect(row.querySelector('.why b')!.textContent).toBe(`${u.content ? 'kept' : 'dropped'}: ${u.reason}`);
        expect(row.querySelector('.why')!.classList.contains('why-against-t')).toBe(against.includes(u));
        expect(row.classList.contains('in-region')).toBe(u.inRegion === true);
        expect(row.querySelector('.tip-smoothed')!.textContent).toContain(`the region decided: ${u.content ? 'kept' : 'dropped'}: ${u.reason}`);
        // The evidence a printed report shows: sources across, then the fused masses.
        const printed = Array.from(row.querySelectorAll('.print-evidence tr')).map((tr) => Array.from(tr.children).map((c) => c.textContent));
        expect(printed[0]).toEqual(['', ...Object.keys(u.masses), 'fused']);
        expect(printed[2]).toEqual(['m(N)', ...Object.values(u.masses).map((m) => m!.news.toFixed(3)), u.fused.news.toFixed(3)]);
      });

      // The region: its runs of units, shaded on the chart and opened and closed in the list.
      const runs: [number, number][] = [];
      units.forEach((u, i) => {
        if (!u.inRegion) return;
        const last = runs[runs.length - 1];
        if (last && last[1] === i - 1) last[1] = i;
        else runs.push([i, i]);
      });
      expect(runs.length).toBeGreaterThan(0);
      const shaded = Array.from(dom.querySelectorAll('svg#chart rect.region')).map((r) => [Number(r.getAttribute('data-first')), Number(r.getAttribute('data-last'))]);
      expect(shaded).toEqual(runs);
      const xs = points(dom.querySelector('polyline.series-smoothed')).map((p) => p[0]);
      const rect = dom.querySelector('svg#chart rect.region')!;
      const x = Number(rect.getAttribute('x'));
      expect(x).toBeLessThan(xs[runs[0]![0]]!);
      expect(x + Number(rect.getAttribute('width'))).toBeGreaterThan(xs[runs[0]![1]]!);
      const starts = Array.from(dom.querySelectorAll('#units > .region-mark.start'));
      expect(starts).toHaveLength(runs.length);
      expect(starts[0]!.nextElementSibling!.id).toBe(`u${runs[0]![0]}`);
      expect(dom.querySelector(`#u${runs[0]![1]}`)!.nextElementSibling!.classList.contains('end')).toBe(true);
      const facts = Array.from(dom.querySelectorAll('#facts dt')).map((d) => [d.textContent, d.nextElementSibling!.textContent]);
      const inRegion = units.filter((u) => u.inRegion).length;
      expect(facts).toContainEqual(['article region', `${runs.map(([a, b]) => (a === b ? `unit ${a}` : `units ${a}–${b}`)).join(', ')} (${inRegion} units)`]);

      // The extracted article beside the units, each paragraph linked to the unit it came from.
      const items = Array.from(dom.querySelectorAll('#article > li'));
      expect(items.map((li) => li.querySelector('.text')!.textContent)).toEqual(result.paragraphs);
      for (const li of items) {
        const unit = units[Number(li.querySelector('a.unit-link')!.getAttribute('href')!.slice(2))]!;
        expect(unit.content).toBe(true);
        expect(unit.text).toBe(li.querySelector('.text')!.textContent);
      }

      // The readings: each with its predicted gain and F1, the one taken marked; the confidence.
      const reading = result.reading!;
      expect(facts).toContainEqual(['confidence', `${reading.confidence.toFixed(3)} (reading taken: ${reading.chosen})`]);
      expect(dom.querySelector('#readings-section')!.hasAttribute('hidden')).toBe(false);
      const readings = Array.from(dom.querySelectorAll('#readings > tr')).map((tr) => Array.from(tr.children).map((td) => td.textContent));
      expect(readings).toEqual(
        Object.entries(reading.gains).map(([kind, gain]) => [kind, (gain >= 0 ? '+' : '') + gain.toFixed(3), reading.predicted[kind]!.toFixed(3), kind === reading.chosen ? 'taken' : '']),
      );
      expect(readings.filter((r) => r[3] === 'taken')).toHaveLength(1);
    },
    BROWSER_TIMEOUT,
  );

  it(
    'shows the evidence when printed, not only on hover',
    () => {
      const file = join(tmp, 'print.html');
      expect(cedst(['inspect', PLUS_FIXTURE, '--report', file]).status).toBe(0);
      // What the browser computes for the first unit's hover tip and printed table, on screen and
      // with the print rules applied (Chromium's --dump-dom renders for the screen).
      const probe = `<script>{const s=(q)=>getComputedStyle(document.querySelector(q)).display;document.documentElement.setAttribute('data-display',s('#u0 .tip')+' '+s('#u0 .print-evidence')+' '+s('#u0 .why'));}</script></body>`;
      const html = readFileSync(file, 'utf8');
      const screen = join(tmp, 'screen-probe.html');
      const print = join(tmp, 'print-probe.html');
      writeFileSync(screen, html.replace('</body>', probe));
      writeFileSync(print, html.replace('@media print {', '@media all {').replace('</body>', probe));
      expect(html).toContain('@media print {');
      expect(renderedDom(screen).documentElement.getAttribute('data-display')).toBe('none none block');
      expect(renderedDom(print).documentElement.getAttribute('data-display')).toBe('none table block');
    },
    BROWSER_TIMEOUT,
  );
});

describe.skipIf(!browser.run)('cedst inspect --report for the Louvan modes, rendered by Chromium', () => {
  it(
    'renders without a console error, with the candidate table visible and the picked segment in it',
    () => {
      const file = join(tmp, 'louvan.html');
      const args = ['inspect', LOUVAN_FIXTURE, '--method', 'louvan', '--louvan-model', 'thesis-news'];
      const r = cedst([...args, '--report', file]);
      expect(r.stderr).toBe(`cedst: report written to ${file}\n`);
      expect(r.status).toBe(0);
      const result = JSON.parse(cedst([...args, '--json']).stdout) as Extraction;
      const segments = result.segments!;
      // Probes: one before anything runs records errors (uncaught, console.error, CSP refusals);
      // one after the renderer writes them and what the browser laid out for the table.
      const catcher = `<script>window.errs=[];addEventListener('error',(e)=>errs.push('error: '+e.message));addEventListener('securitypolicyviolation',(e)=>errs.push('csp: '+e.violatedDirective));const ce=console.error;console.error=(...a)=>{errs.push('console: '+a.join(' '));ce(...a);};</script></head>`;
      const probe = `<script>{const t=document.querySelector('#candidates');const b=t.getBoundingClientRect();const p=document.querySelector('#candidates tr.chosen').getBoundingClientRect();const h=document.documentElement;h.setAttribute('data-errors',JSON.stringify(errs));h.setAttribute('data-table',[getComputedStyle(t).display,b.width>300,b.height>100,p.height>0].join(' '));document.querySelector('#main-only').click();h.setAttribute('data-main-only',Array.from(t.querySelectorAll('tbody tr')).filter((r)=>r.getBoundingClientRect().height>0).map((r)=>r.id).join(' '));}</script></body>`;
      const html = readFileSync(file, 'utf8');
      const probed = join(tmp, 'louvan-probe.html');
      writeFileSync(probed, html.replace('</head>', catcher).replace('</body>', probe));
      const dom = renderedDom(probed);
      expect(dom.documentElement.getAttribute('data-errors')).toBe('[]');
      expect(dom.documentElement.getAttribute('data-rendered')).toBe(String(segments.length));
      expect(dom.documentElement.getAttribute('data-table')).toBe('table true true true');
      // "show main segments only" leaves the main rows laid out.
      expect(dom.documentElement.getAttribute('data-main-only')).toBe(
        segments
          .filter((s) => s.main)
          .map((s) => `s${s.index}`)
          .join(' '),
      );
      const rows = Array.from(dom.querySelectorAll('#candidates-body > tr'));
      expect(rows.map((tr) => tr.id)).toEqual(segments.map((s) => `s${s.index}`));
      const picked = segments.filter((s) => s.chosen);
      expect(picked.map((s) => s.index)).toEqual([13]);
      expect(rows.filter((tr) => tr.classList.contains('chosen')).map((tr) => tr.id)).toEqual(['s13']);
      // Its features as the JSON gives them, three decimals (integers as they are).
      const show = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(3));
      const featureCells = Array.from(dom.querySelectorAll('#s13 td.feature')).map((td) => td.textContent);
      expect(featureCells).toEqual(Object.entries(picked[0]!.features).map(([name, v]) => (name === 'tagName' ? 'div' : show(v))));
      expect(result.louvan!.by).toBe('delta');
      expect(dom.querySelector('#decision')!.classList.contains('fired')).toBe(true);
      expect(Array.from(dom.querySelectorAll('#article > li')).map((li) => li.textContent)).toEqual(result.paragraphs);
    },
    BROWSER_TIMEOUT,
  );
});

describe('report data', () => {
  it('embeds JSON that cannot close its script element', () => {
    const s = scriptJson({ t: '</script><!-- & \u2028\u2029' });
    expect(s).toBe('{"t":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}');
    expect(JSON.parse(s)).toEqual({ t: '</script><!-- & \u2028\u2029' });
  });

  it(
    'needs per-unit or per-segment evidence: other methods get a clear error',
    () => {
      const noUnits: Extraction = { title: '', text: '', paragraphs: [], lang: 'en', method: 'ttr', threshold: 0 };
      expect(() => reportData(noUnits)).toThrow(ReportError);
      expect(() => reportData(noUnits)).toThrow('--report needs a CEDST or Louvan method');
      const r = cedst(['inspect', FIXTURE, '--method', 'ttr', '--report', join(tmp, 'ttr.html')]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe('cedst: --report needs a CEDST or Louvan method (the ttr result has no per-unit or per-segment evidence)\n');
    },
    BROWSER_TIMEOUT,
  );

  it(
    'fails with one line when the report cannot be written',
    () => {
      const r = cedst(['inspect', FIXTURE, '--report', join(tmp, 'missing-dir', 'r.html')]);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(`cedst: cannot write report ${join(tmp, 'missing-dir', 'r.html')}: no such directory\n`);
    },
    BROWSER_TIMEOUT,
  );
});
