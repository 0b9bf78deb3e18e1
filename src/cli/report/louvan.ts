// The Louvan report's data and page (docs/spec/louvan.md §8 as HTML): what `inspect --method louvan` returns
// (every candidate segment with its 16 features and the trees' decisions, how the main segments
// were found, the heuristic's choice) and the article, passed to louvan-render.ts as they are.
import { FEATURE_NAMES } from '../../methods/louvan/features.js';
import type { Extraction, LouvanEvidence, LouvanSegmentEvidence, LouvanTreeDecision } from '../../core/types.js';
import { SHORT } from '../inspect/feature-names.js';

/** What each feature measures of a candidate n (docs/spec/louvan.md §2), as the report's legend says it. */
const FEATURE_DOCS: Readonly<Record<(typeof FEATURE_NAMES)[number], string>> = {
  innerTxtLength: "n's visible text length / the page root's",
  innerHtmlLength: "length of n's innerHTML / the page root's",
  imgNum: 'img elements in n / in the page',
  interactionNum: 'input and select elements in n / in the page',
  formNum: 'form elements in n / in the page',
  optionNum: 'option elements in n / in the page',
  tableNum: 'table, tr and td elements in n / in the page',
  paraNum: 'p elements in n / in the page',
  linkNum: 'links (a with href) in n / in the page',
  divNum: 'div elements in n / in the page',
  linkToTextRatio: "anchor text length / n's text length",
  stopWordRatio: "stop words of n, discounted by its anchored share, / the page's stop words (thesis Eq. 4.1)",
  tagName: "n's tag (a nominal feature; the table shows the tag)",
  domHeight: "n's height in elements / the page root's",
  headerAround: '1 when the parent, a sibling or a child is h1–h5',
  stringMax: "n's longest text node / the page's longest",
};

export interface LouvanReportFeature {
  name: string;
  short: string;
  doc: string;
}

export interface LouvanReportData {
  title: string;
  method: string;
  lang: string;
  /** Where the page came from (the file path), for the header. */
  source: string;
  warnings: string[];
  /** How the page was decided: model, classifier, heuristic, how R was found, Δ, the choice. */
  evidence: LouvanEvidence;
  /** The trees that decide, in order: the candidate table's decision columns. */
  trees: LouvanTreeDecision['tree'][];
  /** The 16 features in FEATURE_NAMES order: the candidate table's feature columns. */
  features: LouvanReportFeature[];
  /** Every candidate segment in pre-order, as `inspect --json` gives it. */
  segments: LouvanSegmentEvidence[];
  /** The article's paragraphs. */
  article: string[];
}

export function louvanReportData(result: Extraction, source = ''): LouvanReportData {
  const evidence = result.louvan!;
  return {
    title: result.title,
    method: result.method,
    lang: result.lang,
    source,
    warnings: result.warnings ?? [],
    evidence,
    trees: evidence.classifier === 'single-phase' ? ['single'] : ['segment', 'content'],
    features: FEATURE_NAMES.map((name) => ({ name, short: SHORT[name] ?? name, doc: FEATURE_DOCS[name] })),
    segments: result.segments ?? [],
    article: result.paragraphs,
  };
}

/** The Louvan report's sections: the places louvan-render.ts fills. */
export const LOUVAN_SECTIONS = `<section id="decision-section">
<h2>How the page was decided</h2>
<p class="note">Louvan's Content Seeker: every candidate segment goes through the decision trees, which say which segments are main content; a text heuristic then takes the article from the main segments.</p>
<p id="decision" class="decision"></p>
<p id="choice" class="decision"></p>
</section>
<section id="candidates-section">
<h2>Candidate segments, and the extracted article</h2>
<p class="note">One row per candidate segment, in document order, with the start of its text and its tag path. Feature cells are coloured by value. A green bar on the left: main content (returned by the trees); a blue bar on the right: the heuristic took its text from the segment; R*: an outermost main segment. A tree cell gives the class the tree gave and the class weights (training instances) of the node that decided, positive / negative, with a bar for the positive share; Δ marks a node where the Δ fallback stopped. Point at a cell for its full name or node.</p>
<p id="scale"></p>
<p><label class="filter"><input type="checkbox" id="main-only"> show main segments only</label></p>
<div id="compare">
<div class="table-scroll"><table id="candidates"><thead id="candidates-head"></thead><tbody id="candidates-body"></tbody></table></div>
<aside id="article-box"><h3>Extracted article</h3><p id="article-from" class="note"></p><ol id="article"></ol></aside>
</div>
</section>
<section id="features-section">
<h2>Features</h2>
<p class="note">Every count and length is divided by the same quantity for the page root (docs/spec/louvan.md §2), so values lie between 0 and 1.</p>
<table id="features-table"><thead><tr><th>column</th><th>feature</th><th>what it measures of a segment n</th></tr></thead><tbody id="features"></tbody></table>
</section>
`;
