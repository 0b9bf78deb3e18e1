// What kind of page a page is: an article, a live blog, a listing (section, tag, author and search
// pages, collections), a forum thread or Q&A page, a product page, or other (service,
// documentation, home, error and login pages). One boosted-trees model per kind except the live
// blog (models/page-type.json, trained by `npm run train:pagetype`) scores the page's row
// (features.ts); the scores, clipped and normalised, are the kinds' probabilities. The page is an
// article when the article's probability reaches the model's `articleAt` (chosen on host-disjoint
// folds so that articles stay articles), else the likeliest other kind. An article whose page
// declares a schema.org LiveBlogPosting is a live blog: no shared page is one to learn from.
import { fileURLToPath } from 'node:url';
import type { Article, Page, PageType } from '../../core/types.js';
import { asBoostedTrees, predictBoosted, type BoostedTrees } from '../../classifiers/boosted-trees.js';
import { loadModel } from '../../classifiers/load-model.js';
import { PAGE_TYPE_FEATURES, pageTypeRow } from './features.js';

export { PAGE_TYPE_FEATURES, pageTypeRow } from './features.js';

export const PAGE_TYPE_MODEL_PATH = fileURLToPath(new URL('../../../models/page-type.json', import.meta.url));

/** The kinds the model scores, in the order of its models. */
export const MODEL_KINDS = ['article', 'listing', 'forum', 'product', 'other'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

export interface PageTypeModel {
  readonly format: 'cedst-page-type-1';
  readonly features: readonly string[];
  /** One model per kind, MODEL_KINDS' order: a score near 1 for its kind, near 0 for the others. */
  readonly kinds: Readonly<Record<ModelKind, BoostedTrees>>;
  /** The article's probability at which a page is an article. */
  readonly articleAt: number;
}

/** The shipped model, loaded once per process. */
export function pageTypeModel(): PageTypeModel {
  return loadModel('shipped', {
    shippedPath: PAGE_TYPE_MODEL_PATH,
    option: 'pageType',
    what: 'page-type',
    check: (json) => {
      const m = json as Partial<PageTypeModel> | null;
      if (m?.format !== 'cedst-page-type-1' || typeof m.articleAt !== 'number' || !m.kinds) throw new Error('not a cedst page-type model');
      for (const k of MODEL_KINDS) asBoostedTrees(m.kinds[k], PAGE_TYPE_FEATURES);
      return m as PageTypeModel;
    },
  });
}

/** A floor under every kind's score, so that a page no model claims still has a distribution. */
const FLOOR = 0.01;

/** Every kind's probability for a row: the models' scores clipped to [FLOOR, 1] and normalised. */
export function kindProbabilities(model: Pick<PageTypeModel, 'kinds'>, row: readonly number[]): Record<ModelKind, number> {
  const raw = MODEL_KINDS.map((k) => Math.min(1, Math.max(FLOOR, predictBoosted(model.kinds[k], row))));
  const sum = raw.reduce((s, v) => s + v, 0);
  return Object.fromEntries(MODEL_KINDS.map((k, i) => [k, raw[i]! / sum])) as Record<ModelKind, number>;
}

/** The kind a page's probabilities decide: article at `articleAt` or above, else the likeliest
 *  of the others. */
export function decideKind(p: Readonly<Record<ModelKind, number>>, articleAt: number): ModelKind {
  if (p.article >= articleAt) return 'article';
  let best: ModelKind = 'listing';
  for (const k of MODEL_KINDS) if (k !== 'article' && p[k] > p[best]) best = k;
  return best;
}

export interface PageTypeVerdict {
  readonly pageType: PageType;
  /** The probability of the kind given (the article's for a live blog). */
  readonly pageTypeConfidence: number;
  /** The article's probability: what `confidence` is capped at on a page that is not one. */
  readonly articleProbability: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The page type of `page`, given the article a method found on it and the page's address. */
export function pageTypeOf(page: Page, article: Pick<Article, 'paragraphs' | 'blocks' | 'confidence'>, address: string | undefined): PageTypeVerdict {
  const model = pageTypeModel();
  const p = kindProbabilities(model, pageTypeRow(page, article, address));
  const kind = decideKind(p, model.articleAt);
  const pageType: PageType = kind === 'article' && page.head.about.liveBlog ? 'liveblog' : kind;
  return { pageType, pageTypeConfidence: round3(p[kind]), articleProbability: round3(p.article) };
}
