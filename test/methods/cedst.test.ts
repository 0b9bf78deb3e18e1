import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, extract, OptionsError, resolveOptions } from '../../src/research.js';
import { METHOD_FEATURES } from '../../src/methods/cedst.js';
import { featureMasses } from '../../src/pipeline/analyse.js';
import { mulberry32 } from '../support/random.js';

// A small page: five article paragraphs about one subject under one parent, a navigation list of
// short links, and a footer. Written so that each feature can be checked by hand.
const para = (s: string) => `<p>${s}</p>`;
const PAGE = `<html><head><title>Harbor bridge reopens - Daily Example</title></head><body>
<ul class="menu"><li><a href="/">Home</a></li><li><a href="/world">World news</a></li><li><a href="/sport">Sport</a></li><li><a href="/tech">Technology</a></li></ul>
<div class="story">
${para('The harbor bridge reopened on Monday after engineers finished repairs to the steel cables that had been damaged by the winter storm.')}
${para('City engineers said the bridge repairs took eleven weeks and cost the harbor authority more than four million dollars in steel and labor.')}
${para('Commuters who had used ferries during the bridge closure welcomed the reopening, although the harbor authority warned of lane closures at night.')}
${para('The harbor authority will inspect the steel cables again in the spring, and engineers expect the bridge to need no further repairs this year.')}
${para('Traffic on the bridge returned to normal levels by Monday evening, according to the harbor authority and city engineers.')}
</div>
<div class="footer"><a href="/about">About us</a> <a href="/contact">Contact</a> <a href="/privacy">Privacy policy</a></div>
</body></html>`;

describe('extract (cedst)', () => {
  it('picks the article paragraphs and drops menu and footer', () => {
    const r = extract(PAGE, { method: 'cedst' });
    expect(r.method).toBe('cedst');
    expect(r.lang).toBe('en');
    // The metadata title: the <title> without its site part.
    expect(r.title).toBe('Harbor bridge reopens');
    expect(r.paragraphs).toHaveLength(5);
    expect(r.paragraphs[0]).toMatch(/^The harbor bridge reopened on Monday/);
    expect(r.paragraphs[4]).toMatch(/^Traffic on the bridge returned/);
    expect(r.text).toBe(r.paragraphs.join('\n'));
    expect(r.units).toBeUndefined();
  });

  it('explains every unit with features, masses and the topics', () => {
    // γ = 2 compared by ≥: keywords shared by two units relate (the default, >, needs three).
    const r = extract(PAGE, { method: 'cedst', gammaCompare: 'ge', explain: true });
    const units = r.units!;
    expect(units.map((u) => u.text.slice(0, 12))).toEqual([
      'Home',
      'World news',
      'Sport',
      'Technology',
      'The harbor b',
      'City enginee',
      'Commuters wh',
      'The harbor a',
      'Traffic on t',
      'About us Con',
    ]);
    // Hyperlink feature: link words / words. The menu items are all link; the story has none.
    expect(units.slice(0, 4).map((u) => u.features.href)).toEqual([1, 1, 1, 1]);
    expect(units[4]!.features.href).toBe(0);
    expect(units[9]!.features.href).toBe(1);
    // Cluster feature: the four menu items (1 + 2 + 1 + 1 = 5 words) share a parent.
    const total = units.reduce((s, u) => s + u.words, 0);
    expect(units[0]!.features.cluster).toBeCloseTo(5 / total, 12);
    // Topics: keywords shared by ≥ 2 units of the story form the heaviest block.
    const topics = r.topics!;
    expect(topics.length).toBeGreaterThan(0);
    expect(topics[0]!.keywords).toEqual(expect.arrayContaining(['bridg', 'engin', 'author']));
    // The menu has no keyword of any topic.
    expect(units[0]!.features.topic).toBe(0);
    // Everything in the story is content, nothing else.
    expect(units.map((u) => u.content)).toEqual([false, false, false, false, true, true, true, true, true, false]);
  });

  it('returns an empty article for empty and text-free pages', () => {
    for (const html of ['', '   ', '<html><body></body></html>', '<html><body><img src="a.png"><script>x()</script></body></html>']) {
      const r = extract(html, { method: 'cedst', explain: true });
      expect(r.paragraphs).toEqual([]);
      expect(r.text).toBe('');
      expect(r.units).toEqual([]);
    }
  });

  it('returns the lone paragraph of a one-unit page', () => {
    expect(extract('<p>Only this sentence is here.</p>').paragraphs).toEqual(['Only this sentence is here.']);
  });

  it('processes Chinese pages as zh and can be forced', () => {
    const zh = '<html><body><p>国家统计局今天发布数据，十月份全国居民消费价格同比上涨百分之二点一。</p><p>统计局表示，食品价格上涨是主要原因，居民消费价格涨幅比上月有所回落。</p></body></html>';
    expect(extract(zh).lang).toBe('zh');
    expect(extract(zh, { lang: 'en' }).lang).toBe('en');
  });

  it('survives a page nested 100,000 levels deep', { tags: ['slow'] }, () => {
    const n = 100_000;
    // Over the default limits on purpose (maxElements, and the time budget on a loaded machine):
    // this is about the depth, which those limits would refuse before it is reached.
    const r = extract('<html><body>' + '<div>'.repeat(n) + '<p>deep text</p>' + '</div>'.repeat(n) + '</body></html>', { maxElements: 1_000_000, timeoutMs: 0 });
    expect(r.paragraphs).toEqual(['deep text']);
  });
});

describe('guards', () => {
  // 600 units of 12 words drawn from 120 made-up words: nearly every keyword pair co-occurs in two
  // units or more, so the compatibility graph is dense and its maximal cliques are countless.
  function densePage(): string {
    const rand = mulberry32(7);
    const syl = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vo', 'zi', 'pe', 'qu', 'ba'];
    const vocab = Array.from({ length: 120 }, (_, i) => `${syl[i % 12]}${syl[Math.floor(i / 12) % 12]}ton`);
    let body = '';
    for (let u = 0; u < 600; u++) body += `<p>${Array.from({ length: 12 }, () => vocab[Math.floor(rand() * vocab.length)]).join(' ')}</p>`;
    return `<html><body>${body}</body></html>`;
  }

  it('stop the topic search at the limit and say so', () => {
    const r = extract(densePage(), { method: 'cedst', explain: true, limits: { maxTopics: 500 } });
    expect(r.topics).toHaveLength(500);
    expect(r.warnings).toEqual(['topic search stopped at its limit (500 topics or 200000 search steps); h_topic uses the topics found so far']);
    expect(r.paragraphs).toHaveLength(600);
  });

  it('leave no warning on an ordinary page', () => {
    expect(extract(PAGE, { method: 'cedst' }).warnings).toBeUndefined();
  });
});

describe('ablations', () => {
  it('fuse the features the paper names', () => {
    expect(METHOD_FEATURES.cedst).toEqual(['topic', 'cluster', 'variance', 'href']);
    expect(METHOD_FEATURES['cedst-nc']).toEqual(['cluster', 'variance', 'href']);
    expect(METHOD_FEATURES['cedst-tf']).toEqual(['topic']);
  });

  it('assign positive masses to topic, cluster, variance and a negative one to href', () => {
    const h = { topic: 0.5, cluster: 0.2, variance: 1, href: 0.25 };
    const m = featureMasses(h, METHOD_FEATURES.cedst, resolveOptions());
    expect(m.topic).toEqual({ news: 0.45, notNews: 0, theta: 0.55 });
    expect(m.cluster!.news).toBeCloseTo(0.18, 15);
    expect(m.variance!.news).toBeCloseTo(0.9, 15);
    expect(m.href).toEqual({ news: 0, notNews: 0.225, theta: 0.775 });
    expect(Object.keys(featureMasses(h, METHOD_FEATURES['cedst-tf'], resolveOptions()))).toEqual(['topic']);
  });

  it('run from the library with their own evidence', () => {
    const nc = extract(PAGE, { method: 'cedst-nc', explain: true });
    expect(nc.topics).toEqual([]);
    expect(Object.keys(nc.units![0]!.masses)).toEqual(['cluster', 'variance', 'href']);
    const tf = extract(PAGE, { method: 'cedst-tf', explain: true });
    expect(Object.keys(tf.units![0]!.masses)).toEqual(['topic']);
  });
});

describe('options', () => {
  it('has documented defaults', () => {
    expect(DEFAULT_OPTIONS.gamma).toBe(2);
    expect(DEFAULT_OPTIONS.sigma).toBe(1);
    expect(DEFAULT_OPTIONS.alpha).toEqual({ topic: 0.9, cluster: 0.9, variance: 0.9 });
  });

  it('rejects bad values with a clear message', () => {
    expect(() => extract('<p>x</p>', { method: 'magic' as never })).toThrow(
      new OptionsError(
        'method must be one of cedst+, cedst, cedst-nc, cedst-tf, cetr, cetr-tm, cetr-km, ttr, coreex, louvan, louvan-plain, louvan-sls, louvan-tp, louvan-1-lbs, louvan-1-sls, louvan-1-tp (got "magic")',
      ),
    );
    expect(() => extract('<p>x</p>', { sigma: -1 })).toThrow('sigma must be a number from 0 to 100 (got -1)');
    expect(() => extract('<p>x</p>', { alpha: { topic: 1.5 } })).toThrow('alpha.topic must be a number from 0 to 0.999999 (got 1.5)');
    expect(() => extract('<p>x</p>', { topK: 2.5 })).toThrow('topK must be an integer from 1 to 1000 (got 2.5)');
    expect(() => extract('<p>x</p>', { colour: 'red' } as never)).toThrow('unknown option colour');
    expect(() => extract('<p>x</p>', { limits: { maxTopics: 0 } })).toThrow('limits.maxTopics must be an integer from 1 to 1000000000 (got 0)');
    expect(() => extract(42 as never)).toThrow(TypeError);
  });
});

describe('cedst, kernel option', () => {
  it("smooths with CETR's radius ⌈σ⌉ under kernel: cetr, and ⌈2σ⌉ by default", () => {
    const fused = (r: ReturnType<typeof extract>) => r.units!.map((u) => u.fused.news);
    const cetr = extract(PAGE, { method: 'cedst', kernel: 'cetr', explain: true });
    const f = fused(cetr);
    // σ = 1, radius 1: weights e^{-1/2}, 1, e^{-1/2} over 1 + 2e^{-1/2} = 0.27407, 0.45186, 0.27407.
    const side = Math.exp(-0.5) / (1 + 2 * Math.exp(-0.5));
    expect(side).toBeCloseTo(0.274069, 6);
    expect(cetr.units![5]!.smoothed).toBeCloseTo(side * f[4]! + (1 - 2 * side) * f[5]! + side * f[6]!, 12);
    // At the first unit only the taps inside count, renormalised.
    expect(cetr.units![0]!.smoothed).toBeCloseTo(((1 - 2 * side) * f[0]! + side * f[1]!) / (1 - side), 12);
    // Radius 2: e^{-2} taps join, and unit 5 sees units 3 and 7.
    const wide = extract(PAGE, { method: 'cedst', explain: true });
    const k = [Math.exp(-2), Math.exp(-0.5), 1, Math.exp(-0.5), Math.exp(-2)];
    const sum = k.reduce((a, b) => a + b, 0);
    expect(wide.units![5]!.smoothed).toBeCloseTo(
      k.reduce((a, w, j) => a + (w / sum) * f[3 + j]!, 0),
      12,
    );
  });
});
