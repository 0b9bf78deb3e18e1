// The fixtures as a corpus: which expected files of fixtures/ are the extractor's exact output, and
// how each is made (the options, the rendering). test/fixtures/golden.test.ts checks every one of
// them against the output of today's code; `npm run fixtures:update` rewrites those that differ
// and shows the diff to review (git diff -- fixtures). Every other expected file is a hand-written
// truth (the article's paragraphs as a reader marks them, the metadata a page states), which the
// extractor is scored or checked against, and which no update may rewrite: HAND_WRITTEN says which.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { extract, toHtml, toMarkdown, type Extraction, type ResearchOptions } from '../../src/research.js';
import { formatArticle } from '../../src/output/index.js';
import { FIXTURES } from './fixtures.js';

/** The address of each page of fixtures/page-type/, from its expected.json. */
const PAGE_TYPE_URLS: Record<string, ResearchOptions> = Object.fromEntries(
  readdirSync(join(FIXTURES, 'page-type'))
    .filter((d) => existsSync(join(FIXTURES, 'page-type', d, 'expected.json')))
    .map((d) => [d, { url: (JSON.parse(readFileSync(join(FIXTURES, 'page-type', d, 'expected.json'), 'utf8')) as { url: string }).url }]),
);

/** One kind of expected file: `file` in every folder of fixtures/`under`/ that has a page.html. */
export interface GoldenRule {
  /** The folder of fixtures/ whose page folders hold the file ('' for the top-level articles). */
  under: string;
  file: string;
  /** text: compared byte for byte; json: compared as parsed, written with two-space indent. */
  kind: 'text' | 'json';
  /** The options besides the defaults, by fixture name (or for every fixture: `*`). */
  options?: Readonly<Record<string, ResearchOptions>>;
  /** Only these fixtures (default: every folder that has the file). */
  only?: readonly string[];
  /** The file's content, from the result. */
  output: (r: Extraction) => unknown;
  /** Fixtures whose file is the output wanted but not yet given, and why (their own test marks them
   *  with it.fails): checked to differ, never rewritten. */
  notYet?: Readonly<Record<string, string>>;
}

const text = (r: Extraction): string => formatArticle(r, 'text');
const markdownWithLinks = (r: Extraction): string => toMarkdown(r, { links: true });
const htmlWithLinks = (r: Extraction): string => toHtml(r, { links: true });
const paragraphs = (r: Extraction): string => r.paragraphs.join('\n') + '\n';

export const GOLDEN: readonly GoldenRule[] = [
  // Structure kept (test/fixtures/structure.test.ts): the three formats, links on.
  ...(['structure', 'article-lines'] as const).flatMap((under): GoldenRule[] => {
    const options: Readonly<Record<string, ResearchOptions>> = under === 'structure' ? { 'en-figures-images': { images: true } } : {};
    return [
      { under, file: 'expected.txt', kind: 'text', options, output: text },
      { under, file: 'expected.md', kind: 'text', options, output: markdownWithLinks },
      { under, file: 'expected.html', kind: 'text', options, output: htmlWithLinks },
    ];
  }),
  // The structured formats' pages (test/output/format-output.test.ts): expected.html is a document.
  { under: 'output', file: 'expected.md', kind: 'text', output: (r) => formatArticle(r, 'markdown', { document: true }) },
  { under: 'output', file: 'expected.html', kind: 'text', output: (r) => formatArticle(r, 'html', { document: true }) },
  // Live blogs (test/output/live-posts.test.ts).
  { under: 'live', file: 'expected-posts.json', kind: 'json', output: (r) => r.posts },
  { under: 'live', file: 'expected.md', kind: 'text', output: (r) => toMarkdown(r) },
  // Pages that are not articles (test/page-type/page-parts.test.ts), each read with the address
  // its expected.json gives (the page type reads it).
  { under: 'page-type', file: 'expected-items.json', kind: 'json', options: PAGE_TYPE_URLS, output: (r) => r.items },
  { under: 'page-type', file: 'expected-posts.json', kind: 'json', options: PAGE_TYPE_URLS, output: (r) => r.posts },
  { under: 'page-type', file: 'expected.md', kind: 'text', options: PAGE_TYPE_URLS, output: (r) => toMarkdown(r) },
  // The content options (test/output/content-options.test.ts, comment-shapes.test.ts).
  { under: 'content', file: 'expected-comments.json', kind: 'json', options: { '*': { withComments: true } }, output: (r) => r.comments },
  { under: 'content', file: 'expected-images.json', kind: 'json', options: { '*': { images: true } }, output: (r) => r.images },
  { under: 'content', file: 'expected-images.md', kind: 'text', options: { '*': { images: true } }, output: (r) => toMarkdown(r) },
  { under: 'content', file: 'expected-no-tables.txt', kind: 'text', options: { '*': { tables: false } }, output: paragraphs },
  // Pages that carry several articles (test/fixtures/about.test.ts): the default cedst+'s paragraphs.
  {
    under: 'about',
    file: 'expected.txt',
    kind: 'text',
    output: paragraphs,
    notYet: {
      'en-slideshow': 'slides hidden by a class and aria-hidden (not by style) are taken, and the intro paragraph is dropped',
    },
  },
  // The headline and caption page (test/methods/headline-captions.test.ts): markdown without the
  // byline, whose format is not its subject.
  {
    under: '',
    file: 'expected.md',
    kind: 'text',
    only: ['en-ferry-terminal'],
    options: { 'en-ferry-terminal': { plus: { headlineInBody: true } } },
    output: (r) => formatArticle({ ...r, author: undefined, date: undefined, siteName: undefined }, 'markdown'),
  },
];

/** The expected files that are hand-written truths, not output: `under/file` (or `under/name/file`)
 *  and what checks them. */
export const HAND_WRITTEN: Readonly<Record<string, string>> = {
  '/expected.txt': "the article's paragraphs as a reader marks them, scored by F1 (test/fixtures/fixtures.test.ts)",
  '/expected-metadata.json': 'the metadata the page states (test/metadata/fixtures.test.ts)',
  'noise/expected.txt': 'the article under the noise, checked by containment (test/fixtures/noise.test.ts)',
  'noise/expected-metadata.json': 'the metadata the page states (test/fixtures/noise.test.ts)',
  'noise/expected-captions.txt': 'the article with its gallery captions (test/fixtures/noise.test.ts)',
  'content/expected.txt': "the article's paragraphs, checked by containment (test/output/content-options.test.ts)",
  'content/expected-metadata.json': 'the metadata the page states (test/output/content-options.test.ts)',
  'metadata/expected.json': 'the fields a metadata rule must read, a few per page (test/metadata/values.test.ts, relative.test.ts)',
  'page-type/expected.json': "the page's address and its type (test/page-type)",
  'input/expected.html': 'the page decoded back from its double encoding: an input, not an extraction (test/input/decode.test.ts)',
  'input/en-noscript-shell/expected.txt': "the thread's posts, read out of the <noscript> of a page a script builds, checked by containment (test/input/noscript-page.test.ts)",
  'input/en-script-run-on/expected.txt': "the article's paragraphs of a page whose head <script> ran on past its </script> (test/input/script-run-on.test.ts)",
  'input/en-title-run-on/expected.txt': "the article's paragraphs of a page whose <title> ran on into its markup (test/input/title-run-on.test.ts)",
};

/** A page folder of fixtures/: its place under fixtures/ (`under`), its name and path. */
export interface FixtureFolder {
  under: string;
  name: string;
  dir: string;
}

/** Every folder of fixtures/ that holds a page.html, at most two levels down. */
export function fixtureFolders(): FixtureFolder[] {
  const out: FixtureFolder[] = [];
  const walk = (dir: string, depth: number): void => {
    for (const d of readdirSync(dir, { withFileTypes: true })
      .filter((x) => x.isDirectory())
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, d.name);
      if (existsSync(join(path, 'page.html'))) {
        const rel = relative(FIXTURES, dir);
        out.push({ under: rel, name: d.name, dir: path });
      } else if (depth < 2) walk(path, depth + 1);
    }
  };
  walk(FIXTURES, 1);
  return out;
}

/** The expected files of a folder. */
export function expectedFiles(folder: FixtureFolder): string[] {
  return readdirSync(folder.dir)
    .filter((f) => f.startsWith('expected'))
    .sort();
}

/** The rule that makes `file` of `folder`, if it is output. */
export function ruleOf(folder: FixtureFolder, file: string): GoldenRule | undefined {
  return GOLDEN.find((r) => r.under === folder.under && r.file === file && (!r.only || r.only.includes(folder.name)));
}

/** Why `file` of `folder` is hand-written, if it is. */
export function handWritten(folder: FixtureFolder, file: string): string | undefined {
  return HAND_WRITTEN[`${folder.under}/${folder.name}/${file}`] ?? HAND_WRITTEN[`${folder.under}/${file}`];
}

/** The options a rule extracts `name` with. */
export function optionsOf(rule: GoldenRule, name: string): ResearchOptions {
  return rule.options?.[name] ?? rule.options?.['*'] ?? {};
}

/** The file's content as the rule writes it. */
export function render(rule: GoldenRule, result: Extraction): string {
  const value = rule.output(result);
  return rule.kind === 'json' ? JSON.stringify(value, null, 2) + '\n' : (value as string);
}

/** The extraction of a folder's page with `options`, once per folder and options. */
export function extractor(): (folder: FixtureFolder, options: ResearchOptions, html: string) => Extraction {
  const seen = new Map<string, Extraction>();
  return (folder, options, html) => {
    const key = folder.dir + '\0' + JSON.stringify(options);
    let r = seen.get(key);
    if (!r) seen.set(key, (r = extract(html, options)));
    return r;
  };
}
