// The CEDST report's renderer. It runs in the browser, in the report page's script (client.ts,
// bundled by the build), with the shared helpers as `kit` (kit.ts); nothing from Node may reach it
// but types. Page text only ever reaches the DOM through textContent and attribute values, never
// through markup, so no page can inject script into its report.
import type { ReportData } from './data.js';
import type { ReportKit } from './kit.js';

export function renderReport(data: ReportData, kit: ReportKit): void {
  const SVG = 'http://www.w3.org/2000/svg';
  const { doc, el, colour, byId, fmt } = kit;
  const units = data.units;
  const n = units.length;

  function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
    const e = doc.createElementNS(SVG, tag) as SVGElement;
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // Header: what ran and what it decided.
  const kept = units.filter((u) => u.content).length;
  const sources = Array.from(new Set(units.flatMap((u) => Object.keys(u.masses))));
  byId('title').textContent = data.title || '(page without a title)';
  const facts: [string, string][] = [
    ['method', data.method],
    ['language', data.lang],
    ['threshold t*', fmt(data.threshold)],
    ['units', String(n)],
    ['content units', String(kept)],
    ['topics', String(data.topics.length)],
    ['evidence sources', sources.join(', ') || '—'],
  ];
  // cedst+: the region decides, not t* alone; say where it lies.
  const region = data.region;
  const inRegion = units.filter((u) => u.inRegion).length;
  if (region.length) facts.push(['article region', `${region.map((r) => (r.first === r.last ? `unit ${r.first}` : `units ${r.first}–${r.last}`)).join(', ')} (${inRegion} units)`]);
  if (data.reading) facts.push(['confidence', `${fmt(data.reading.confidence)} (reading taken: ${data.reading.chosen})`]);
  if (data.source) facts.unshift(['page', data.source]);
  const dl = byId('facts');
  for (const [k, v] of facts) {
    dl.append(el('dt', '', k), el('dd', '', v));
  }
  for (const w of data.warnings) byId('warnings').append(el('p', 'warning', w));
  byId('decision').textContent = region.length
    ? `${data.method} keeps what its article region holds (shaded on the chart, a blue bar in the list): a unit above t* outside the region is dropped, and one below t* inside it is kept unless its own evidence is against it. Every unit says why it was kept or dropped.`
    : 'A unit is kept when its smoothed value is at least t*. Every unit says so beside its text.';

  // The chart (the CEDST paper's Fig. 4): fused m({news}) per unit before and after smoothing,
  // with the Otsu threshold t*.
  const W = 1000;
  const H = 320;
  const L = 52;
  const R = 16;
  const T = 14;
  const B = 50;
  const px = (i: number) => L + (n > 1 ? i / (n - 1) : 0.5) * (W - L - R);
  const py = (v: number) => T + (1 - Math.min(1, Math.max(0, v))) * (H - T - B);
  const chart = svg('svg', { id: 'chart', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': 'fusion values per unit before and after smoothing, with the threshold' });
  chart.append(svg('rect', { class: 'plot', x: L, y: T, width: W - L - R, height: H - T - B }));
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    chart.append(svg('line', { class: 'grid', x1: L, x2: W - R, y1: py(v), y2: py(v) }));
    chart.append(svg('text', { class: 'tick', x: L - 6, y: py(v) + 4, 'text-anchor': 'end' }, String(v)));
  }
  // x ticks every 1, 2 or 5 × 10^k units, about ten of them.
  const raw = Math.max(1, n / 10);
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw)!;
  for (let i = 0; i < n; i += step) {
    chart.append(svg('line', { class: 'axis', x1: px(i), x2: px(i), y1: H - B, y2: H - B + 5 }));
    chart.append(svg('text', { class: 'tick', x: px(i), y: H - B + 18, 'text-anchor': 'middle' }, String(i)));
  }
  chart.append(svg('line', { class: 'axis', x1: L, x2: W - R, y1: H - B, y2: H - B }));
  chart.append(svg('line', { class: 'axis', x1: L, x2: L, y1: T, y2: H - B }));
  chart.append(svg('text', { class: 'label', x: (L + W - R) / 2, y: H - 8, 'text-anchor': 'middle' }, 'unit index'));
  chart.append(svg('text', { class: 'label', x: 14, y: (T + H - B) / 2, 'text-anchor': 'middle', transform: `rotate(-90 14 ${(T + H - B) / 2})` }, 'm({news})'));
  const slot = n > 1 ? (W - L - R) / (n - 1) : W - L - R;
  // The article region (cedst+): a shaded span per run of its units, behind the series.
  const spans = svg('g', { class: 'region-spans' });
  for (const r of region) {
    const x1 = Math.max(L, px(r.first) - slot / 2);
    const x2 = Math.min(W - R, px(r.last) + slot / 2);
    spans.append(svg('rect', { class: 'region', x: x1, y: T, width: Math.max(1, x2 - x1), height: H - T - B, 'data-first': r.first, 'data-last': r.last }));
    spans.append(svg('text', { class: 'region-label', x: (x1 + x2) / 2, y: H - B - 10, 'text-anchor': 'middle' }, r.first === r.last ? `region ${r.first}` : `region ${r.first}–${r.last}`));
  }
  chart.append(spans);
  // The kept units as a band along the x axis.
  const band = svg('g', { class: 'kept-band' });
  units.forEach((u, i) => {
    if (u.content) band.append(svg('rect', { x: px(i) - slot / 2, y: H - B - 6, width: Math.max(1, slot), height: 6 }));
  });
  chart.append(band);
  const points = (values: number[]) => values.map((v, i) => `${px(i).toFixed(2)},${py(v).toFixed(2)}`).join(' ');
  chart.append(svg('polyline', { class: 'series-fused', points: points(units.map((u) => u.fused.news)) }));
  chart.append(svg('polyline', { class: 'series-smoothed', points: points(units.map((u) => u.smoothed)) }));
  chart.append(svg('line', { class: 'threshold', x1: L, x2: W - R, y1: py(data.threshold), y2: py(data.threshold) }));
  chart.append(svg('text', { class: 'threshold-label', x: W - R - 4, y: py(data.threshold) - 5, 'text-anchor': 'end' }, `t* = ${fmt(data.threshold)}`));
  const cursor = svg('line', { class: 'cursor', x1: 0, x2: 0, y1: T, y2: H - B, visibility: 'hidden' });
  chart.append(cursor);
  byId('chart-box').append(chart);

  // Hovering the chart names the unit under the pointer; a click goes to it.
  const readout = byId('readout');
  const unitAt = (ev: MouseEvent): number => {
    const box = chart.getBoundingClientRect();
    const x = ((ev.clientX - box.left) / box.width) * W;
    return n > 1 ? Math.round(((x - L) / (W - L - R)) * (n - 1)) : 0;
  };
  chart.addEventListener('mousemove', (ev) => {
    const i = unitAt(ev);
    const u = units[i];
    if (!u) return;
    cursor.setAttribute('x1', String(px(i)));
    cursor.setAttribute('x2', String(px(i)));
    cursor.setAttribute('visibility', 'visible');
    readout.textContent = `unit ${u.index}: fused ${fmt(u.fused.news)}, smoothed ${fmt(u.smoothed)}; ${u.why} · ${u.text.slice(0, 80)}`;
  });
  // The unit's id as the fragment: the page scrolls to it and pins its evidence open (CSS :target).
  chart.addEventListener('click', (ev) => {
    if (units[unitAt(ev)]) location.hash = `u${unitAt(ev)}`;
  });

  // The evidence sources: what each measures and which way it speaks.
  const SAYS: Record<string, string> = { for: 'for news', against: 'against news', both: 'for or against, by its sign' };
  const about = new Map(data.sources.map((s) => [s.name, `${SAYS[s.polarity]}: ${s.doc}`] as const));
  const sourceRows = byId('sources');
  for (const s of data.sources) {
    const tr = el('tr');
    tr.append(el('td', 'name', s.name), el('td', '', SAYS[s.polarity] ?? s.polarity), el('td', '', s.doc));
    sourceRows.append(tr);
  }

  // The units in reading order, coloured by fused news mass, each with why it was kept or dropped
  // beside its text and its evidence table on hover (always, when printed); the region's bounds
  // stand between the rows.
  const list = byId('units');
  const mark = (cls: string, text: string) => list.append(el('div', `region-mark ${cls}`, text));
  units.forEach((u, i) => {
    const opens = region.find((r) => r.first === i);
    if (opens) mark('start', `▼ article region ${opens.first === opens.last ? `(unit ${opens.first})` : `(units ${opens.first}–${opens.last})`} begins`);
    const row = el('div', ['unit', u.content ? 'kept' : '', u.inRegion ? 'in-region' : ''].filter(Boolean).join(' '));
    row.id = `u${i}`;
    row.style.background = colour(u.fused.news);
    const body = el('div', 'body');
    // A decision that t* alone would not make (the region's) stands out.
    const above = u.smoothed >= data.threshold - 1e-12;
    const why = el('div', ['why', u.content ? 'why-kept' : 'why-dropped', above !== u.content ? 'why-against-t' : ''].filter(Boolean).join(' '));
    why.append(el('b', '', u.why), doc.createTextNode(` · fused ${fmt(u.fused.news)} · smoothed ${fmt(u.smoothed)} ${above ? '≥' : '<'} t*`));
    body.append(el('span', 'text', u.text), why);
    row.append(el('span', 'idx', String(u.index)), body);
    const tip = el('div', 'tip');
    tip.append(el('div', 'tip-path', `${u.path} · ${u.words} words, ${u.linkWords} in links`));
    const table = el('table');
    const head = el('tr');
    for (const c of ['source', 'h', 'm(N)', 'm(¬N)', 'm(Θ)']) head.append(el('th', '', c));
    table.append(head);
    const line = (name: string, h: string, m: { news: number; notNews: number; theta: number }, { cls, title }: { cls: string; title?: string | undefined }) => {
      const tr = el('tr', cls);
      if (title) tr.title = title;
      for (const c of [name, h, fmt(m.news), fmt(m.notNews), fmt(m.theta)]) tr.append(el('td', '', c));
      table.append(tr);
    };
    for (const [name, m] of Object.entries(u.masses)) line(name, name in u.h ? fmt(u.h[name]!) : '—', m, { cls: 'source', title: about.get(name) });
    line('fused', '', u.fused, { cls: 'fused' });
    tip.append(table);
    const side = `smoothed ${fmt(u.smoothed)} ${above ? '≥' : '<'} t* ${fmt(data.threshold)}`;
    tip.append(el('div', 'tip-smoothed', region.length ? `${side}; the region decided: ${u.why}` : `${side}: ${u.content ? 'content' : 'not content'}`));
    row.append(tip);
    // The same evidence for print, sources across: four lines a unit instead of a tall table.
    const printed = el('table', 'print-evidence');
    const cells = (label: string, values: string[], cls = '') => {
      const tr = el('tr', cls);
      tr.append(el('th', '', label));
      for (const v of values) tr.append(el('td', '', v));
      printed.append(tr);
    };
    const names = Object.keys(u.masses);
    cells('', [...names, 'fused'], 'names');
    cells('h', [...names.map((k) => (k in u.h ? fmt(u.h[k]!) : '—')), '']);
    cells('m(N)', [...names.map((k) => fmt(u.masses[k]!.news)), fmt(u.fused.news)]);
    cells('m(¬N)', [...names.map((k) => fmt(u.masses[k]!.notNews)), fmt(u.fused.notNews)]);
    body.append(printed);
    list.append(row);
    if (region.some((r) => r.last === i)) mark('end', '▲ article region ends');
  });

  // The extracted article beside the units: each paragraph links to the unit it came from.
  const article = byId('article');
  for (const p of data.article) {
    const li = el('li');
    if (p.unit >= 0) {
      const a = el('a', 'unit-link', String(p.unit));
      a.href = `#u${p.unit}`;
      li.append(a);
    }
    li.append(el('span', 'text', p.text));
    article.append(li);
  }
  if (data.article.length === 0) article.append(el('li', 'note', 'The method kept nothing.'));

  // The colour legend: a gradient over [0, 1].
  const scale = byId('scale');
  const bar = el('span', 'scale-bar');
  bar.style.background = kit.gradient();
  scale.append(el('span', '', 'fused m({news}): 0'), bar, el('span', '', '1'));

  // Topics, heaviest first.
  const topics = byId('topics');
  data.topics.forEach((t, i) => {
    const tr = el('tr');
    tr.append(el('td', 'num', String(i + 1)), el('td', 'num', fmt(t.weight)));
    const kw = el('td', 'keywords');
    for (const k of t.keywords) kw.append(el('span', 'kw', k), doc.createTextNode(' '));
    tr.append(kw);
    topics.append(tr);
  });
  if (data.topics.length === 0) byId('topics-empty').hidden = false;

  // cedst+'s readings: each with its predicted gain and F1, the one taken marked.
  const reading = data.reading;
  if (reading) {
    byId('readings-section').hidden = false;
    const rows = byId('readings');
    for (const [kind, gain] of Object.entries(reading.gains)) {
      const tr = el('tr', kind === reading.chosen ? 'taken' : '');
      tr.append(
        el('td', 'name', kind),
        el('td', 'num', (gain >= 0 ? '+' : '') + fmt(gain)),
        el('td', 'num', fmt(reading.predicted[kind] ?? NaN)),
        el('td', '', kind === reading.chosen ? 'taken' : ''),
      );
      rows.append(tr);
    }
  }
  doc.documentElement.setAttribute('data-rendered', String(n));
}
