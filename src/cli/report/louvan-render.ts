// The Louvan report's renderer (docs/spec/louvan.md §8). Like render.ts it runs in the browser, in
// the report page's script (client.ts, bundled by the build), with the shared helpers as `kit`
// (kit.ts). Page text reaches the DOM only through textContent and attribute values.
import type { LouvanReportData } from './louvan.js';
import type { ReportKit } from './kit.js';

export function renderLouvanReport(data: LouvanReportData, kit: ReportKit): void {
  const { doc, el, colour, byId } = kit;
  const segments = data.segments;
  const e = data.evidence;
  // Class names of each tree, [negative, positive] (types.ts, LouvanTreeDecision).
  const CLASSES: Record<string, [string, string]> = { segment: ['bad', 'good'], content: ['noisy', 'main'], single: ['noisy', 'main'] };
  const TREE_NAMES: Record<string, string> = { segment: 'segment tree', content: 'content tree', single: 'single tree' };
  const HEURISTICS: Record<string, string> = {
    plain: 'CS+plain (all text of the outermost main segments)',
    lbs: 'LBS (the largest block of strings)',
    sls: 'SLS (string length smoothing)',
    tp: 'TP (table pattern)',
  };
  const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(3));
  const weight = (x: number | undefined): string => (x === undefined ? '0' : Number.isInteger(x) ? String(x) : x.toFixed(1));
  const tagOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1);
  const link = (i: number): HTMLAnchorElement => {
    const a = el('a', 'seg-link', `#${i}`);
    a.href = `#s${i}`;
    return a;
  };
  const main = segments.filter((s) => s.main);
  const chosen = segments.filter((s) => s.chosen);
  const deltaStops = segments.filter((s) => s.decisions.some((d) => d.delta)).length;

  // Header: what ran and what it found.
  byId('title').textContent = data.title || '(page without a title)';
  const facts: [string, string][] = [
    ['method', data.method],
    ['language', data.lang],
    ['model', e.model],
    ['classifier', e.classifier === 'single-phase' ? 'single-phase: one tree says main or noisy' : 'two-phase: the segment tree says good or bad, then the content tree main or noisy'],
    ['heuristic', HEURISTICS[e.heuristic] ?? e.heuristic],
    ['candidate segments', String(segments.length)],
    ['main segments', String(main.length)],
    ['Δ fallback', e.by === 'trees' ? `did not fire (Δ = ${e.delta})` : `fired (Δ = ${e.delta})`],
    ['picked segments', chosen.map((s) => `#${s.index}`).join(', ') || '—'],
    ['paragraphs', String(data.article.length)],
  ];
  if (data.source) facts.unshift(['page', data.source]);
  const dl = byId('facts');
  for (const [k, v] of facts) dl.append(el('dt', '', k), el('dd', '', v));
  for (const w of data.warnings) byId('warnings').append(el('p', 'warning', w));

  // How the main segments were found, and what the heuristic took from them.
  const which = e.classifier === 'single-phase' ? 'the tree' : 'the content tree, then the segment tree as well,';
  const decided: Record<string, string> = {
    trees: `The trees found ${main.length} main segment(s) at their leaves, so the Δ fallback did not fire.`,
    delta: `No candidate was main at the trees' leaves, so the Δ fallback fired: ${which} stopped at the first node on each path whose training error rate is at most Δ = ${e.delta} (the ${deltaStops} row(s) with a Δ cell). It found ${main.length} main segment(s).`,
    best: `Neither the trees nor the Δ fallback (Δ = ${e.delta}) found a main segment, so the best-P(main) fallback took the candidate with the highest share of main weight at its node.`,
    none: `Neither the trees nor the Δ fallback (Δ = ${e.delta}) found a main segment: the article is empty.`,
  };
  const decision = byId('decision');
  decision.textContent = decided[e.by] ?? e.by;
  if (e.by !== 'trees') decision.classList.add('fired');
  const choice = byId('choice');
  choice.append(el('b', '', `Heuristic ${HEURISTICS[e.heuristic] ?? e.heuristic}: `), doc.createTextNode(e.choice));
  if (chosen.length) {
    choice.append(doc.createTextNode('. Text taken from segment '));
    chosen.forEach((s, k) => {
      if (k) choice.append(doc.createTextNode(', '));
      choice.append(link(s.index));
    });
  }
  choice.append(doc.createTextNode('.'));

  // The candidate table: one row per segment, features coloured by value, the trees' decisions.
  const head = el('tr');
  const th = (text: string, title?: string, cls = ''): void => {
    const c = el('th', cls, text);
    if (title) c.title = title;
    head.append(c);
  };
  th('#', 'pre-order index', 'num');
  th('segment', 'the start of its text, and its tag path', 'segment');
  for (const f of data.features) th(f.short, `${f.name}: ${f.doc}`, 'num');
  for (const t of data.trees) th(TREE_NAMES[t] ?? t, `${t}: ${CLASSES[t]?.[1]} or ${CLASSES[t]?.[0]}, with the class weights of the deciding node`, 'tree');
  th('', 'main / R* / picked', 'flags');
  byId('candidates-head').append(head);
  const body = byId('candidates-body');
  for (const s of segments) {
    const tr = el('tr', ['seg', s.main ? 'main' : '', s.root ? 'root' : '', s.chosen ? 'chosen' : '', s.decisions.some((d) => d.delta) ? 'delta' : ''].filter(Boolean).join(' '));
    tr.id = `s${s.index}`;
    tr.append(el('td', 'num idx', String(s.index)));
    const cell = el('td', 'segment');
    cell.append(el('div', 'preview', s.preview || '(no text)'), el('div', 'path', s.path));
    tr.append(cell);
    for (const f of data.features) {
      const v = s.features[f.name] ?? 0;
      if (f.name === 'tagName') {
        const td = el('td', 'feature tag', tagOf(s.path));
        td.title = `tagName = ${v}`;
        tr.append(td);
        continue;
      }
      const td = el('td', 'feature num', num(v));
      td.style.background = colour(v);
      td.title = `${f.name} = ${v}`;
      tr.append(td);
    }
    for (const t of data.trees) {
      const d = s.decisions.find((x) => x.tree === t);
      const td = el('td', 'tree');
      if (!d) {
        td.textContent = '—';
        td.title = `the ${TREE_NAMES[t]} was not asked: the segment tree said bad`;
        td.classList.add('not-asked');
        tr.append(td);
        continue;
      }
      const names = CLASSES[t] ?? ['negative', 'positive'];
      const pos = d.dist[1] ?? 0;
      const neg = d.dist[0] ?? 0;
      td.classList.add(d.label === names[1] ? 'positive' : 'negative');
      td.append(el('b', 'label', d.label), el('span', 'weights', ` ${weight(pos)}/${weight(neg)}`));
      if (d.delta) td.append(el('span', 'delta-mark', ' Δ'));
      const bar = el('span', 'dist-bar');
      const share = el('span', 'dist-pos');
      share.style.width = `${pos + neg > 0 ? (100 * pos) / (pos + neg) : 0}%`;
      bar.append(share);
      td.append(bar);
      td.title = `node ${d.node} of the ${TREE_NAMES[t]}${d.delta ? ', where the Δ fallback stopped' : ', a leaf'}: class weights ${names[1]} ${weight(pos)}, ${names[0]} ${weight(neg)}`;
      tr.append(td);
    }
    tr.append(el('td', 'flags', [s.main ? 'main' : '', s.root ? 'R*' : '', s.chosen ? 'picked' : ''].filter(Boolean).join(' · ')));
    body.append(tr);
  }
  const table = byId('candidates');
  const only = byId('main-only') as HTMLInputElement;
  only.addEventListener('change', () => table.classList.toggle('main-only', only.checked));

  // The colour legend of the feature cells.
  const bar = el('span', 'scale-bar');
  bar.style.background = kit.gradient();
  byId('scale').append(el('span', '', 'feature value: 0'), bar, el('span', '', '1'));

  // The extracted article beside the table, and the segments it came from.
  const from = byId('article-from');
  if (chosen.length) {
    from.append(doc.createTextNode('From segment '));
    chosen.forEach((s, k) => {
      if (k) from.append(doc.createTextNode(', '));
      from.append(link(s.index));
    });
  }
  const article = byId('article');
  for (const p of data.article) {
    const li = el('li');
    li.append(el('span', 'text', p));
    article.append(li);
  }
  if (data.article.length === 0) article.append(el('li', 'note', 'The method kept nothing.'));

  // The feature legend.
  const features = byId('features');
  for (const f of data.features) {
    const tr = el('tr');
    tr.append(el('td', 'name', f.short), el('td', '', f.name), el('td', '', f.doc));
    features.append(tr);
  }
  doc.documentElement.setAttribute('data-rendered', String(segments.length));
}
