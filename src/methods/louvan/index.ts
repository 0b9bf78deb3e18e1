// `--method louvan` and its modes (docs/spec/louvan.md §3.4–§4): the page's candidate segments through the
// model's trees, then the mode's text heuristic. The model is loaded once per process (load.ts).
import type { ResolvedOptions } from '../../options/resolve.js';
import { OptionsError } from '../../options/resolve.js';
import type { Article, LouvanEvidence, LouvanMode, LouvanSegmentEvidence, LouvanTreeDecision, Page } from '../../core/types.js';
import { louvanExtract, LOUVAN_MODES, type CandidateDecision, type LouvanResult, type TreeDecision } from './apply.js';
import { FEATURE_NAMES } from './features.js';
import { louvanModel } from './load.js';
import type { LouvanModel } from './model.js';
import { segmentPreviews, tagOf } from './segments.js';

/** Dotted tag path from the document element down to `el`. */
function pathOf(el: Element): string {
  const tags: string[] = [];
  for (let e: Element | null = el; e !== null; e = e.parentElement) tags.push(tagOf(e));
  return tags.reverse().join('.');
}

function treeDecision(model: LouvanModel, tree: LouvanTreeDecision['tree'], d: TreeDecision | undefined): LouvanTreeDecision[] {
  if (d === undefined) return [];
  const t = model.trees[tree]!;
  return [{ tree, label: t.classes[d.cls] ?? String(d.cls), dist: d.dist, node: d.node, delta: d.delta }];
}

function decisionsOf(model: LouvanModel, c: CandidateDecision): LouvanTreeDecision[] {
  return [...treeDecision(model, 'segment', c.segment), ...treeDecision(model, 'content', c.content), ...treeDecision(model, 'single', c.single)];
}

/** The segments the heuristic took its text from, and the choice in words. */
function choiceOf(r: LouvanResult): { chosen: number[]; roots: number[]; choice: string } {
  const h = r.heuristic;
  switch (h.kind) {
    case 'plain':
      return { chosen: h.roots, roots: h.roots, choice: `all text of ${h.roots.length} root(s)` };
    case 'lbs': {
      const pick = h.chosen >= 0 ? h.roots[h.chosen]! : -1;
      const choice = h.block ? `root #${pick}: block of ${h.block.nodes.length} node(s) under ${pathOf(h.block.parent)}, ${h.block.length} chars` : 'no block with text';
      return { chosen: pick >= 0 ? [pick] : [], roots: h.roots, choice };
    }
    case 'sls':
      return { chosen: h.roots, roots: h.roots, choice: `τ ${h.threshold.toFixed(2)} over ${h.stringArray.length} string(s)` };
    case 'tp':
      return { chosen: h.group, roots: h.group, choice: h.signature === '' ? 'no table group' : `table signature ${h.signature} (${h.group.length} segment(s))` };
  }
}

export function louvan(page: Page, options: ResolvedOptions): Article {
  const method = options.method as LouvanMode;
  const mode = LOUVAN_MODES[method]!;
  const o = options.louvan;
  const model = louvanModel(o.model);
  if (mode.classifier === 'single-phase' && !model.trees.single) {
    throw new OptionsError(`method ${method} needs a single-phase tree, which louvan.model ${o.model} does not have (use news or a model file with one)`);
  }
  const r = louvanExtract(
    page.doc,
    model,
    {
      ...mode,
      fallback: o.fallback,
      lbsPick: o.lbsPick,
      sls: { radius: o.slsRadius, compare: o.slsCompare },
      tpExpand: o.tpExpand,
      ...(o.delta === 'model' ? {} : { delta: o.delta }),
    },
    page.deadline,
  );
  const delta = o.delta === 'model' ? model.params.delta : o.delta;
  const paragraphs = r.text.split('\n').filter((p) => p.trim() !== '');
  const threshold = r.heuristic.kind === 'sls' ? r.heuristic.threshold : delta;
  const article: Article = { text: paragraphs.join('\n'), paragraphs, lang: page.lang, method, threshold };
  if (!options.explain) return article;
  const { chosen, roots, choice } = choiceOf(r);
  const chosenSet = new Set(chosen);
  const rootSet = new Set(roots);
  const previews = segmentPreviews(r.page.root, r.page.segments);
  const segments: LouvanSegmentEvidence[] = r.page.segments.map((s, i) => {
    const decision = r.classification.decisions[i]!;
    return {
      index: s.index,
      path: pathOf(s.element),
      preview: previews[i]!,
      features: Object.fromEntries(FEATURE_NAMES.map((f, k) => [f, r.page.features[i]![k]!])),
      decisions: decisionsOf(model, decision),
      main: decision.main,
      root: rootSet.has(i),
      chosen: chosenSet.has(i),
    };
  });
  const evidence: LouvanEvidence = { model: model.name, classifier: mode.classifier, heuristic: mode.heuristic, by: r.classification.by, delta, choice };
  return { ...article, segments, louvan: evidence };
}
