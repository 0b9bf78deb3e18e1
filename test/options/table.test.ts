// The option table drives the defaults, the types and resolveOptions: each derived artifact checked.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { optionLeaves, OPTION_TABLE, weightOptions } from '../../src/options/table.js';
import { EVIDENCE_SOURCES } from '../../src/pipeline/evidence/sources.js';
import { DEFAULT_OPTIONS, OptionsError, resolveOptions, type ResolvedOptions, type ExtractOptions, type ResearchOptions } from '../../src/options/resolve.js';
import type { MethodName } from '../../src/core/types.js';
import type { KMeansInit } from '../../src/signal/kmeans.js';

/** The defaults as they were written by hand before the table existed. */
const HAND_WRITTEN_DEFAULTS = {
  method: 'cedst+',
  lang: 'auto',
  focus: 'balanced',
  explain: false,
  // Added with the library's input options: unset unless given; links on.
  url: undefined,
  // What relative dates count from; unset unless given.
  crawlDate: undefined,
  contentType: undefined,
  format: undefined,
  links: true,
  captions: true,
  authorPicker: 'rules',
  // Every metadata field unless a caller asks for the head's alone.
  metadataFields: 'all',
  fetch: { timeoutMs: 30_000, maxRedirects: 5, userAgent: 'cedst/0.1.0 (news article extractor)', allowPrivateAddresses: false },
  followPages: 0,
  images: false,
  withComments: false,
  tables: true,
  htmlDocument: false,
  excerpt: false,
  pageType: true,
  timeoutMs: 0,
  maxElements: 50_000,
  // Text, which the markup limit cannot see (20 MB of plain words took 1.1 GB).
  maxTextChars: 1_000_000,
  // The library's input size limit, the CLI's --max-bytes default.
  maxBytes: 20 * 1024 * 1024,
  gamma: 2,
  // The paper's "more than γ" for the faithful methods; cedst+ keeps ≥ (plus.gammaCompare).
  gammaCompare: 'gt',
  units: 'block',
  textrank: 'jieba',
  // Han text segmented as written unless asked.
  hanForm: 'as-written',
  kernel: '2sigma',
  topicMembership: 'any',
  topK: 10,
  window: 5,
  damping: 0.85,
  alpha: { topic: 0.9, cluster: 0.9, variance: 0.9 },
  beta: { href: 0.9 },
  sigma: 1,
  limits: { maxKeywords: 400, maxTopics: 2000, maxCliqueSteps: 200_000 },
  cetr: { sigma: 1, lambda: 1, clusters: 3, alpha: 3, init: 'farthest', lineWidth: 65 },
  ttr: { radius: 2, lambda: 1, lineWidth: 65 },
  coreex: { textRatio: 0.9, weight: 0.99 },
  louvan: { model: 'news', delta: 'model', fallback: 'none', lbsPick: 'block', slsRadius: 2, slsCompare: 'gt', tpExpand: false },
  plus: {
    gammaCompare: 'ge',
    weights: { structure: 0.6, punctuation: 0.5, stopwords: 0, repetition: 0.7, length: 0.5, about: 0.8, code: 0.9, distance: 0.7 },
    lengthWords: 40,
    reach: 10,
    region: true,
    regionFloor: 0.5,
    bigUnitWords: 100,
    unmarkedBigUnitWords: 70,
    regionSiblings: true,
    headline: true,
    headlineInBody: false,
    readings: true,
    readingMargin: 0.02,
    readingDoubt: 0.02,
    readingModel: 'shipped',
    sections: true,
    readingBlocks: false,
    blockChoice: false,
    blockChoiceThreshold: 0.8,
    blockChoiceModel: 'shipped',
    linkedEntries: true,
    maxLinkShare: 0.5,
    edgeWords: 30,
    edgeGroupWords: 60,
    edgeMaxShare: 0.25,
    legal: true,
    furnitureLines: true,
    hidden: true,
  },
};

function at(o: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], o);
}

describe('DEFAULT_OPTIONS from the table', () => {
  it('holds the same values, in the same nested shape, as the hand-written defaults did', () => {
    expect(DEFAULT_OPTIONS).toEqual(HAND_WRITTEN_DEFAULTS);
  });

  it("has each table entry's default at its path", () => {
    const leaves = optionLeaves();
    expect(leaves).toHaveLength(98);
    for (const { path, spec } of leaves) expect(at(DEFAULT_OPTIONS, path)).toBe(spec.default);
    expect(at(DEFAULT_OPTIONS, ['plus', 'edgeWords'])).toBe(30);
    expect(at(DEFAULT_OPTIONS, ['cetr', 'init'])).toBe('farthest');
  });

  it('is frozen at every level', () => {
    expect(Object.isFrozen(DEFAULT_OPTIONS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_OPTIONS.plus)).toBe(true);
    expect(Object.isFrozen(DEFAULT_OPTIONS.plus.weights)).toBe(true);
    expect(Object.isFrozen(DEFAULT_OPTIONS.cetr)).toBe(true);
  });

  it('resolves to the defaults when nothing is given, as a fresh object', () => {
    const r = resolveOptions();
    expect(r).toEqual(HAND_WRITTEN_DEFAULTS);
    expect(Object.isFrozen(r.plus)).toBe(false);
    expect(r.plus).not.toBe(DEFAULT_OPTIONS.plus);
  });
});

describe('plus.weights from the evidence-source registry', () => {
  it("has one weight option per source, in the list's order, with its default and range", () => {
    expect(EVIDENCE_SOURCES.map((s) => [s.name, s.defaultWeight])).toEqual([
      ['structure', 0.6],
      ['punctuation', 0.5],
      ['stopwords', 0],
      ['repetition', 0.7],
      ['length', 0.5],
      ['about', 0.8],
      ['code', 0.9],
      ['distance', 0.7],
    ]);
    expect(Object.keys(OPTION_TABLE.plus.weights)).toEqual(['structure', 'punctuation', 'stopwords', 'repetition', 'length', 'about', 'code', 'distance']);
    expect(OPTION_TABLE.plus.weights.repetition).toMatchObject({ kind: 'number', default: 0.7, min: 0, max: 0.999999, integer: false, group: 'cedst+' });
  });

  it('makes one weight option per registry line: a new source gets its option from its line', () => {
    const w = weightOptions([{ name: 'novelty', defaultWeight: 0.25, weightDoc: 'weight of h_novelty' }]);
    expect(Object.keys(w)).toEqual(['novelty']);
    expect(w.novelty).toMatchObject({ kind: 'number', default: 0.25, doc: 'weight of h_novelty' });
  });
});

describe('the types from the table', () => {
  it('are the types the hand-written interfaces declared', () => {
    expectTypeOf<ResolvedOptions>().toEqualTypeOf<{
      method: MethodName;
      lang: string;
      focus: 'balanced' | 'precision' | 'recall';
      explain: boolean;
      url: string | undefined;
      crawlDate: string | undefined;
      contentType: string | undefined;
      format: 'text' | 'markdown' | 'html' | undefined;
      links: boolean;
      captions: boolean;
      authorPicker: 'rules' | 'learned';
      metadataFields: 'all' | 'head';
      fetch: { timeoutMs: number; maxRedirects: number; userAgent: string; allowPrivateAddresses: boolean };
      followPages: number;
      images: boolean;
      withComments: boolean;
      tables: boolean;
      htmlDocument: boolean;
      excerpt: boolean;
      pageType: boolean;
      timeoutMs: number;
      maxElements: number;
      maxTextChars: number;
      maxBytes: number;
      gamma: number;
      gammaCompare: 'ge' | 'gt';
      units: 'block' | 'leaf';
      textrank: 'jieba' | 'mihalcea-tarau';
      hanForm: 'simplified' | 'as-written';
      kernel: '2sigma' | 'cetr';
      topicMembership: 'any' | 'partial';
      topK: number;
      window: number;
      damping: number;
      alpha: { topic: number; cluster: number; variance: number };
      beta: { href: number };
      sigma: number;
      limits: { maxKeywords: number; maxTopics: number; maxCliqueSteps: number };
      cetr: { sigma: number | 'std'; lambda: number; clusters: number; alpha: number; init: KMeansInit; lineWidth: number };
      ttr: { radius: number; lambda: number; lineWidth: number };
      coreex: { textRatio: number; weight: number };
      louvan: { model: string; delta: number | 'model'; fallback: 'none' | 'best'; lbsPick: 'block' | 'longest-string'; slsRadius: number; slsCompare: 'gt' | 'ge'; tpExpand: boolean };
      plus: {
        gammaCompare: 'ge' | 'gt';
        weights: { structure: number; punctuation: number; stopwords: number; repetition: number; length: number; about: number; code: number; distance: number };
        lengthWords: number;
        reach: number;
        region: boolean;
        regionFloor: number;
        bigUnitWords: number;
        unmarkedBigUnitWords: number;
        regionSiblings: boolean;
        sections: boolean;
        headline: boolean;
        headlineInBody: boolean;
        readings: boolean;
        readingMargin: number;
        readingDoubt: number;
        readingModel: string;
        readingBlocks: boolean;
        blockChoice: boolean;
        blockChoiceThreshold: number;
        blockChoiceModel: string;
        linkedEntries: boolean;
        maxLinkShare: number;
        edgeWords: number;
        edgeGroupWords: number;
        edgeMaxShare: number;
        legal: boolean;
        furnitureLines: boolean;
        hidden: boolean;
      };
    }>();
    expectTypeOf<ResearchOptions['plus']>().toEqualTypeOf<
      | {
          gammaCompare?: 'ge' | 'gt';
          weights?: { structure?: number; punctuation?: number; stopwords?: number; repetition?: number; length?: number; about?: number; code?: number; distance?: number };
          lengthWords?: number;
          reach?: number;
          region?: boolean;
          regionFloor?: number;
          bigUnitWords?: number;
          unmarkedBigUnitWords?: number;
          regionSiblings?: boolean;
          sections?: boolean;
          headline?: boolean;
          headlineInBody?: boolean;
          readings?: boolean;
          readingMargin?: number;
          readingDoubt?: number;
          readingModel?: string;
          readingBlocks?: boolean;
          blockChoice?: boolean;
          blockChoiceThreshold?: number;
          blockChoiceModel?: string;
          linkedEntries?: boolean;
          maxLinkShare?: number;
          edgeWords?: number;
          edgeGroupWords?: number;
          edgeMaxShare?: number;
          legal?: boolean;
          furnitureLines?: boolean;
          hidden?: boolean;
        }
      | undefined
    >();
    expectTypeOf<ResearchOptions['method']>().toEqualTypeOf<MethodName | undefined>();
    expectTypeOf<ResearchOptions['cetr']>().toEqualTypeOf<{ sigma?: number | 'std'; lambda?: number; clusters?: number; alpha?: number; init?: KMeansInit; lineWidth?: number } | undefined>();
    // A value the table does not allow does not compile.
    // @ts-expect-error 'median' is not a cetr.sigma
    const bad: ResearchOptions = { cetr: { sigma: 'median' } };
    expect(bad).toBeDefined();
  });

  it("ExtractOptions, the main entry's, holds the public options alone and the product's methods", () => {
    expectTypeOf<keyof ExtractOptions>().toEqualTypeOf<
      | 'method'
      | 'lang'
      | 'focus'
      | 'timeoutMs'
      | 'maxElements'
      | 'maxTextChars'
      | 'maxBytes'
      | 'explain'
      | 'url'
      | 'crawlDate'
      | 'contentType'
      | 'format'
      | 'links'
      | 'captions'
      | 'metadataFields'
      | 'fetch'
      | 'followPages'
      | 'images'
      | 'withComments'
      | 'tables'
      | 'htmlDocument'
      | 'excerpt'
      | 'pageType'
    >();
    expectTypeOf<ExtractOptions['method']>().toEqualTypeOf<'cedst+' | 'cedst' | undefined>();
    expectTypeOf<ExtractOptions['fetch']>().toEqualTypeOf<{ timeoutMs?: number; maxRedirects?: number; userAgent?: string; allowPrivateAddresses?: boolean } | undefined>();
    // A research option or method is ResearchOptions' (cedst/research), not the main entry's.
    // @ts-expect-error plus is a research option
    const tuning: ExtractOptions = { plus: { edgeWords: 0 } };
    // @ts-expect-error cetr is a comparison method
    const comparison: ExtractOptions = { method: 'cetr' };
    // Every public option is a research option too: the research entry's extract takes them.
    const both: ResearchOptions = {} as ExtractOptions;
    expect([tuning, comparison, both]).toHaveLength(3);
  });
});

describe('resolveOptions from the table', () => {
  const rejects = (input: unknown, message: string) => expect(() => resolveOptions(input as ExtractOptions)).toThrow(new OptionsError(message));

  it('takes valid values at their paths', () => {
    const r = resolveOptions({ gamma: 0, cetr: { sigma: 'std', init: 'quantile' }, plus: { edgeWords: 0, headline: false, weights: { stopwords: 0.3 } } });
    expect(r.gamma).toBe(0);
    expect(r.cetr).toEqual({ sigma: 'std', lambda: 1, clusters: 3, alpha: 3, init: 'quantile', lineWidth: 65 });
    expect(r.plus.edgeWords).toBe(0);
    expect(r.plus.headline).toBe(false);
    expect(r.plus.weights).toEqual({ structure: 0.6, punctuation: 0.5, stopwords: 0.3, repetition: 0.7, length: 0.5, about: 0.8, code: 0.9, distance: 0.7 });
    expect(r.plus.region).toBe(true);
  });

  it('takes the bounds themselves', () => {
    expect(resolveOptions({ coreex: { textRatio: 0.999999 } }).coreex.textRatio).toBe(0.999999);
    expect(resolveOptions({ limits: { maxTopics: 1e9 } }).limits.maxTopics).toBe(1e9);
    expect(resolveOptions({ window: 2 }).window).toBe(2);
  });

  it('rejects values out of range, with the messages it always gave', () => {
    rejects({ sigma: -1 }, 'sigma must be a number from 0 to 100 (got -1)');
    rejects({ alpha: { topic: 1.5 } }, 'alpha.topic must be a number from 0 to 0.999999 (got 1.5)');
    rejects({ limits: { maxTopics: 0 } }, 'limits.maxTopics must be an integer from 1 to 1000000000 (got 0)');
    rejects({ cetr: { clusters: 1 } }, 'cetr.clusters must be an integer from 2 to 100 (got 1)');
    rejects({ plus: { edgeMaxShare: 1.01 } }, 'plus.edgeMaxShare must be a number from 0 to 1 (got 1.01)');
    rejects({ plus: { weights: { structure: 1 } } }, 'plus.weights.structure must be a number from 0 to 0.999999 (got 1)');
    rejects({ ttr: { lineWidth: 9 } }, 'ttr.lineWidth must be an integer from 10 to 1000000 (got 9)');
  });

  it('rejects a user agent that is not a valid HTTP header value, up front, naming the flag', () => {
    const why = 'must be a valid HTTP header value (--fetch-user-agent: printable text, no CR, LF or other control characters)';
    for (const ua of ['bot\r\nX-Injected: 1', 'bot\nx', 'bot\u0000', 'bot\u007f', 'bot 中文']) rejects({ fetch: { userAgent: ua } }, `fetch.userAgent ${why} (got ${JSON.stringify(ua)})`);
    expect(resolveOptions({ fetch: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)\tcedst Zürich' } }).fetch.userAgent).toBe('Mozilla/5.0 (X11; Linux x86_64)\tcedst Zürich');
  });

  it('rejects values of the wrong type', () => {
    rejects({ topK: 2.5 }, 'topK must be an integer from 1 to 1000 (got 2.5)');
    rejects({ gamma: '2' }, 'gamma must be an integer from 0 to 1000 (got "2")');
    rejects({ damping: Number.NaN }, 'damping must be a number from 0 to 1 (got null)');
    rejects(
      { method: 'magic' },
      'method must be one of cedst+, cedst, cedst-nc, cedst-tf, cetr, cetr-tm, cetr-km, ttr, coreex, louvan, louvan-plain, louvan-sls, louvan-tp, louvan-1-lbs, louvan-1-sls, louvan-1-tp (got "magic")',
    );
    rejects({ louvan: { model: 7 } }, 'louvan.model must be a non-empty string (got 7)');
    rejects({ louvan: { model: '' } }, 'louvan.model must be a non-empty string (got "")');
    rejects({ louvan: { delta: 'auto' } }, 'louvan.delta (a number or "model") must be a number from 0 to 1 (got "auto")');
    rejects({ cetr: { init: 'random' } }, 'cetr.init must be one of farthest, range, quantile (got "random")');
    rejects({ cetr: { sigma: 'median' } }, 'cetr.sigma (a number or "std") must be a number from 0 to 100 (got "median")');
    rejects({ explain: 'yes' }, 'explain must be true or false');
    rejects({ plus: { headline: 1 } }, 'plus.headline must be true or false');
    rejects({ plus: { hidden: null } }, 'plus.hidden must be true or false');
    rejects({ plus: 5 }, 'plus must be an object');
    rejects({ plus: { weights: null } }, 'plus.weights must be an object');
    rejects({ alpha: null }, 'alpha must be an object');
    rejects(7, 'options must be an object');
  });

  it('rejects unknown keys at every level', () => {
    rejects({ colour: 'red' }, 'unknown option colour');
    rejects({ plus: { edgeWord: 30 } }, 'unknown option plus.edgeWord');
    rejects({ plus: { weights: { topic: 0.5 } } }, 'unknown option plus.weights.topic');
    rejects({ cetr: { radius: 2 } }, 'unknown option cetr.radius');
    rejects({ toString: 1 }, 'unknown option toString');
  });

  it('reads a top-level null as the default, as it always has', () => {
    expect(resolveOptions({ gamma: null, method: null } as never)).toMatchObject({ gamma: 2, method: 'cedst+' });
  });
});
