// cedst+, the default method: its fused masses, its region, and its output on the fixtures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract, DEFAULT_OPTIONS } from '../../src/research.js';
import { closedForm, type WeightedValue } from '../../src/pipeline/evidence/dempster.js';
import { ROOT } from '../support/cli.js';
import { HARBOR_PAGE } from '../support/pages.js';
import { articleFixtures } from '../support/fixtures.js';

const para = (s: string) => `<p>${s}</p>`;
const PAGE = HARBOR_PAGE;

describe('cedst+', () => {
  it('is the default method', () => {
    expect(DEFAULT_OPTIONS.method).toBe('cedst+');
    expect(extract(PAGE).method).toBe('cedst+');
  });

  it('keeps the article paragraphs and its subheading, and drops the headline (title holds it), menu, share links and footer', () => {
    expect(extract(PAGE).title).toBe('Harbor bridge reopens');
    expect(extract(PAGE, { plus: { headlineInBody: true } }).paragraphs[0]).toBe('Harbor bridge reopens');
    expect(extract(PAGE).paragraphs).toEqual([
      expect.stringMatching(/^The harbor bridge reopened/),
      expect.stringMatching(/^City engineers said/),
      'Lane closures',
      expect.stringMatching(/^Commuters who had used/),
      expect.stringMatching(/^The harbor authority will inspect/),
    ]);
  });

  it('fuses every evidence source by Dempster: the masses agree with the closed form of §1.6', () => {
    const r = extract(PAGE, { explain: true });
    const w = DEFAULT_OPTIONS.plus.weights;
    for (const u of r.units!) {
      const f = u.features;
      const pos: WeightedValue[] = [
        { h: f.topic, w: DEFAULT_OPTIONS.alpha.topic },
        { h: f.cluster, w: DEFAULT_OPTIONS.alpha.cluster },
        { h: f.variance, w: DEFAULT_OPTIONS.alpha.variance },
        { h: f.punctuation!, w: w.punctuation },
        { h: f.stopwords!, w: w.stopwords },
        { h: f.length!, w: w.length },
        { h: Math.max(0, f.structure!), w: w.structure },
      ];
      const neg: WeightedValue[] = [
        { h: f.href, w: DEFAULT_OPTIONS.beta.href },
        { h: f.repetition!, w: w.repetition },
        { h: f.distance!, w: w.distance },
        { h: Math.max(0, -f.structure!), w: w.structure },
      ];
      const oracle = closedForm(pos, neg);
      expect(u.fused.news).toBeCloseTo(oracle.news, 12);
      expect(u.fused.notNews).toBeCloseTo(oracle.notNews, 12);
      expect(Object.keys(u.masses).sort()).toEqual(['cluster', 'distance', 'href', 'length', 'punctuation', 'repetition', 'structure', 'topic', 'variance']);
    }
  });

  it('says why each unit was kept or dropped', () => {
    const r = extract(PAGE, { explain: true });
    const why = (start: string) => r.units!.find((u) => u.text.startsWith(start))!;
    // The menu sits outside the story; the share links sit inside it but are furniture.
    expect(why('Home').reason).toBe('outside the region');
    expect(why('Home').features.structure).toBe(-1);
    expect(why('Facebook').reason).toBe('mostly links');
    expect(why('About us').reason).toBe('outside the region');
    // The headline is left to title by default: outside the region, not added.
    expect(why('Harbor bridge reopens').content).toBe(false);
    expect(extract(PAGE, { explain: true, plus: { headlineInBody: true } }).units!.find((u) => u.text.startsWith('Harbor bridge reopens'))!.reason).toBe('headline');
    expect(why('Lane closures').reason).toBe('in the region');
    // "story" marks the article container: +1 on its paragraphs.
    expect(why('The harbor bridge').features.structure).toBe(1);
    expect(why('The harbor bridge').inRegion).toBe(true);
  });

  it('takes the link text of an <a> wrapped around whole paragraphs as text, not as links', () => {
    const sentence = 'This paragraph of an article sits inside a link that its writer left open, which a browser would repair and this parser does not.';
    const body = Array.from({ length: 3 }, (_, i) => para(`Paragraph ${i}. ${sentence} ${sentence}`)).join('');
    const r = extract(`<html><body><a href="/x"><div class="story">${body}</div></a></body></html>`, { explain: true });
    expect(r.units!.every((u) => u.linkWords === 0)).toBe(true);
    expect(r.paragraphs).toHaveLength(3);
  });

  it('a "Read more" that would take most of the article with it opens no related section', () => {
    const lead = 'The harbor bridge reopened on Monday after engineers finished repairs to the steel cables that had been damaged by the winter storm last year.';
    const rest = Array.from({ length: 5 }, (_, i) => para(`Part ${i}: city engineers said the bridge repairs took eleven weeks and cost the harbor authority more than four million dollars.`)).join(
      '',
    );
    const r = extract(`<html><body><div class="story">${para(lead)}<div>Read more</div>${rest}</div></body></html>`, { explain: true });
    expect(r.paragraphs.filter((p) => p.startsWith('Part '))).toHaveLength(5);
  });

  it('a "Comments" link in a toolbar opens no comment thread', () => {
    const lead = 'The harbor bridge reopened on Monday after engineers finished repairs to the steel cables that had been damaged by the winter storm last year.';
    const rest = Array.from({ length: 3 }, (_, i) => para(`Part ${i}: city engineers said the bridge repairs took eleven weeks and cost the harbor authority more than four million dollars.`)).join(
      '',
    );
    const r = extract(`<html><body><div class="story">${para(lead)}<div><a href="#c">Comments</a></div>${rest}</div></body></html>`, { explain: true });
    expect(r.paragraphs.filter((p) => p.startsWith('Part '))).toHaveLength(3);
  });

  it('drops hidden text and legal notices', () => {
    const page = PAGE.replace(
      '<h1>',
      '<div style="display:none"><p>By using this site you agree to our terms of service, which this hidden box sets out in a long paragraph that reads like an article.</p></div><h1>',
    ).replace('<div class="share">', `${para('Copyright 2012 Example News. This material may not be published, broadcast, rewritten or redistributed.')}<div class="share">`);
    const r = extract(page, { explain: true });
    const why = (start: string) => r.units!.find((u) => u.text.startsWith(start))!;
    expect(why('By using').reason).toBe('outside the region');
    expect(why('Copyright').reason).toBe('legal notice');
    expect(r.paragraphs).toEqual(extract(PAGE).paragraphs);
    const off = extract(page, { plus: { hidden: false, legal: false } }).paragraphs;
    expect(off.some((p) => p.startsWith('Copyright 2012'))).toBe(true);
  });

  it('ends a "Related" list set inside the article body where the article paragraphs resume', () => {
    const s = 'Commuters who had used ferries during the bridge closure welcomed the reopening, and the harbor authority warned of lane closures.';
    const html = `<html><body><div class="story">${para('The harbor bridge reopened on Monday after engineers finished repairs to the steel cables damaged by the storm. Traffic was light at first.')}<p>Related news:</p><p><a href="/a">Bridge closed by storm</a></p><p><a href="/b">Ferries add crossings</a></p>${[1, 2, 3, 4].map((i) => para(`Part ${i}. ${s}`)).join('')}</div></body></html>`;
    const r = extract(html);
    expect(r.paragraphs.filter((p) => p.includes('Commuters'))).toHaveLength(4);
    expect(r.paragraphs.some((p) => p.includes('Ferries add'))).toBe(false);
  });

  it('paper options it does not use leave the paper methods as they were', () => {
    expect(extract(PAGE, { method: 'cedst' }).method).toBe('cedst');
    expect(extract(PAGE, { method: 'cedst', explain: true }).units!.every((u) => u.reason === undefined)).toBe(true);
  });
});

const DIR = join(ROOT, 'fixtures');
const names = articleFixtures();
const load = (name: string) => ({
  html: readFileSync(join(DIR, name, 'page.html'), 'utf8'),
  expected: readFileSync(join(DIR, name, 'expected.txt'), 'utf8')
    .split('\n')
    .filter(Boolean),
  title: (JSON.parse(readFileSync(join(DIR, name, 'expected-metadata.json'), 'utf8')) as { title: string }).title,
});

describe('cedst+ on the fixtures', () => {
  for (const name of names) {
    it(`${name}: every article paragraph in order; the headline only with plus.headlineInBody`, () => {
      const { html, expected, title } = load(name);
      const r = extract(html);
      expect(r.paragraphs.filter((p) => expected.includes(p))).toEqual(expected);
      const names = (p: string) => title.includes(p) || p.endsWith(title);
      expect(r.paragraphs.slice(0, r.paragraphs.indexOf(expected[0]!)).some(names)).toBe(false);
      const withHeadline = extract(html, { plus: { headlineInBody: true } });
      expect(withHeadline.paragraphs.filter((p) => expected.includes(p))).toEqual(expected);
      expect(withHeadline.paragraphs.slice(0, withHeadline.paragraphs.indexOf(expected[0]!)).some(names)).toBe(true);
    });
  }

  it('zh-local-traffic: drops the related list and the comment thread that the paper method admits', () => {
    const r = extract(load('zh-local-traffic').html, { explain: true });
    // Dropped either by their sections' headings or by being outside the region, but dropped.
    const unit = (text: string) => r.units!.find((u) => u.text === text)!;
    for (const heading of ['网友评论（共5条）', '相关新闻']) {
      expect(unit(heading).content).toBe(false);
      expect(['comment thread', 'related links', 'outside the region']).toContain(unit(heading).reason);
    }
    expect(r.paragraphs.some((p) => p.includes('2023-08-14 10:05'))).toBe(false);
    expect(r.paragraphs.some((p) => p.startsWith('地铁3号线桐溪大道站主体工程开工'))).toBe(false);
  });

  it('en-wire-storm: drops the related coverage and the reader comments', () => {
    const r = extract(load('en-wire-storm').html);
    expect(r.paragraphs.some((p) => /READER COMMENTS|wrote on Jan|RELATED COVERAGE|Route 14 closure: what drivers/.test(p))).toBe(false);
  });
});
