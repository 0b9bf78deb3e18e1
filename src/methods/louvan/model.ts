// A Louvan model file (docs/spec/louvan.md §10.3): the three trees (segment, content, single-phase), the
// feature options they were trained with, and where they came from. Loaded at start-up; nothing is
// trained at run time.
import { loadTree } from '../../classifiers/tree.js';
import type { C45Params, LabelRule, Tree } from '../../classifiers/types.js';
import { FEATURE_INDEX, FEATURE_NAMES, type FeatureName, type FeatureOptions } from './features.js';

export const LOUVAN_MODEL_FORMAT = 'louvan-tree/1';

/** The thesis's top-10 information-gain features for news (docs/spec/louvan.md §3.3, Tables B.5 and B.7),
 *  the default feature subset of each tree (docs/spec/louvan.md §9.10). */
export const THESIS_NEWS_FEATURES: Readonly<Record<'segment' | 'content' | 'single', readonly FeatureName[]>> = {
  segment: ['innerHtmlLength', 'domHeight', 'innerTxtLength', 'linkNum', 'divNum', 'tagName', 'linkToTextRatio', 'imgNum', 'stopWordRatio', 'stringMax'],
  content: ['stopWordRatio', 'stringMax', 'innerTxtLength', 'paraNum', 'linkToTextRatio', 'domHeight', 'innerHtmlLength', 'divNum', 'tagName', 'imgNum'],
  single: ['stopWordRatio', 'innerTxtLength', 'stringMax', 'paraNum', 'linkToTextRatio', 'domHeight', 'innerHtmlLength', 'divNum', 'imgNum', 'tagName'],
};

/** Δ of docs/spec/louvan.md §3.5 (thesis §6.6.2: "we used Δ = 0.2"). */
export const THESIS_DELTA = 0.2;

export interface LouvanModel {
  format: typeof LOUVAN_MODEL_FORMAT;
  /** e.g. `news` (trained here) or `thesis-news` (the printed trees). */
  name: string;
  /** The feature options the trees expect (the same must be used at run time). */
  featureOptions: Partial<FeatureOptions>;
  params: Partial<C45Params> & { delta: number; cfn?: number };
  labelRule?: Partial<LabelRule>;
  /** Provenance: sets, split, page and instance counts. Free-form, never read by apply. */
  trainedOn?: Record<string, unknown>;
  /** Class 1 is the positive class: good segment, main content. Attribute names are feature names.
   *  `single` is absent from the thesis's printed model (the thesis prints no single-phase tree). */
  trees: { segment: Tree; content: Tree; single?: Tree };
}

/** A 16-feature vector cut down to a tree's attributes, by name. */
export function project(tree: Tree, features: readonly number[]): number[] {
  return tree.attributes.map((a) => {
    const i = FEATURE_INDEX[a.name as FeatureName];
    if (i === undefined) throw new Error(`louvan model: unknown feature ${a.name}`);
    return features[i]!;
  });
}

/** A model from parsed JSON, checked: known format, three valid trees over known features. */
export function loadLouvanModel(raw: unknown): LouvanModel {
  const m = raw as Partial<LouvanModel>;
  if (m?.format !== LOUVAN_MODEL_FORMAT) throw new Error(`louvan model: format ${String(m?.format)}`);
  if (!m.trees) throw new Error('louvan model: no trees');
  const trees = {
    segment: loadTree(m.trees.segment),
    content: loadTree(m.trees.content),
    ...(m.trees.single ? { single: loadTree(m.trees.single) } : {}),
  };
  for (const t of Object.values(trees)) {
    for (const a of t.attributes) {
      if (!(FEATURE_NAMES as readonly string[]).includes(a.name)) throw new Error(`louvan model: unknown feature ${a.name}`);
    }
  }
  return {
    format: LOUVAN_MODEL_FORMAT,
    name: String(m.name ?? 'unnamed'),
    featureOptions: m.featureOptions ?? {},
    params: { delta: THESIS_DELTA, ...m.params },
    ...(m.labelRule ? { labelRule: m.labelRule } : {}),
    ...(m.trainedOn ? { trainedOn: m.trainedOn } : {}),
    trees,
  };
}
