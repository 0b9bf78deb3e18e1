// The research entry of the cedst package (`cedst/research`): the main entry and the laboratory
// beside it. extract() typed with every option (ResearchOptions: the methods' tuning, `plus.*`, the
// comparison methods' settings) and every method (METHODS: cetr*, ttr, coreex, louvan*); the
// comparison methods' evidence types; the option table, its presets and defaults; and the engine's
// parts that `cedst eval` and the experiments use (resolveOptions, extractResolved, extractPage).
export * from './index.js';
export { excerptOf, extract, extractPage, extractResolved, toHtml, toMarkdown } from './extract.js';
export { joinPages } from './output/join-pages.js';
export type { Article, Extraction, MethodName } from './core/types.js';
export type { ClusterEvidence, LineEvidence, LouvanEvidence, LouvanMode, LouvanSegmentEvidence, LouvanTreeDecision, NodeEvidence, Page, PageAbout, PageHead } from './core/types.js';
export { DEFAULT_OPTIONS, METHODS, OPTION_TABLE, PRESETS, resolveOptions, withPageOptions } from './options/resolve.js';
export type { PageOptions, ResearchOptions, ResolvedOptions } from './options/resolve.js';
