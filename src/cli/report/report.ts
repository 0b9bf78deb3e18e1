// `cedst inspect --report`: one self-contained HTML file (inline CSS, script and SVG, no network).
// For the CEDST methods it shows the fusion values before and after smoothing with t* (and
// cedst+'s article region), every unit coloured by its fused news mass with why it was kept or
// dropped and its evidence on hover (all of it when printed), the extracted article beside the
// units, and the topics. For the Louvan modes (louvan.ts) it shows every candidate segment with its
// 16 features and the trees' decisions, whether the Δ fallback fired, the heuristic's choice, and
// the article beside them.
import type { Extraction } from '../../core/types.js';
import { escapeHtml } from '../../output/html.js';
import { REPORT_CLIENT } from './client-script.js';
import { reportData } from './data.js';
import { LOUVAN_SECTIONS, louvanReportData } from './louvan.js';
import { REPORT_CSS } from './style.js';

/** JSON that is safe inside a <script> element: no `<` (so no `</script>` or `<!--`), no `>` or
 *  `&`, and no U+2028/2029, which older JavaScript parsers take for line ends. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** What a report's page holds besides the header every report shares. */
interface ReportPage {
  lang: string;
  title: string;
  /** The body's class: the stylesheet's hook for one kind of report, and which renderer the
   *  page's script runs (client.ts). */
  kind: 'cedst' | 'louvan';
  /** What the renderer draws, for the notice shown without JavaScript. */
  draws: string;
  /** The sections the renderer fills, as markup without page text. */
  sections: string;
  data: unknown;
}

/** The page around a report: head, styles, the shared header, its sections, the data as JSON and
 *  the script that draws it (client.ts, bundled by the build). */
function reportPage({ lang, title, kind, draws, sections, data }: ReportPage): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>cedst report: ${escapeHtml(title)}</title>
<style>${REPORT_CSS}</style>
</head>
<body class="${kind}">
<header>
<p class="kicker">cedst inspect report</p>
<h1 id="title"></h1>
<dl id="facts"></dl>
<div id="warnings"></div>
</header>
<noscript><p class="warning">This report draws its ${draws} with JavaScript; please enable it.</p></noscript>
${sections}
<script type="application/json" id="cedst-data">${scriptJson(data)}</script>
<script>${REPORT_CLIENT}</script>
</body>
</html>
`;
}

/** The CEDST report's sections: the places render.ts fills. */
const CEDST_SECTIONS = `<section id="fusion">
<h2>Fusion values per unit</h2>
<p class="note">Fused m({news}) of every unit before smoothing, after Gaussian smoothing, and the Otsu threshold t*; the green band marks the units kept as content.</p>
<p id="decision" class="decision"></p>
<div id="chart-box"></div>
<p class="legend"><span class="key key-fused"></span> fused m({news}) <span class="key key-smoothed"></span> smoothed <span class="key key-threshold"></span> threshold t* <span class="key key-kept"></span> kept <span class="key key-region"></span> article region (cedst+)</p>
<p id="readout" class="note">Point at the chart to read a unit; click to go to it and pin its evidence (the link <code>#u&lt;index&gt;</code> does the same).</p>
</section>
<section id="units-section">
<h2>Units in reading order, and the extracted article</h2>
<p class="note">Background: fused news mass. A green bar on the left: kept as content; a blue bar on the right: inside the article region. Under each unit: why it was kept or dropped. Point at a unit for the masses of every evidence source (a printed report shows them all).</p>
<p id="scale"></p>
<div id="compare">
<div id="units"></div>
<aside id="article-box"><h3>Extracted article</h3><ol id="article"></ol></aside>
</div>
</section>
<section id="sources-section">
<h2>Evidence sources</h2>
<p class="note">Each source's value h of a unit becomes a mass function: m({news}) = w·h for a source for news, m({¬news}) = w·h against; the masses are fused by Dempster's rule in this order.</p>
<table id="sources-table"><thead><tr><th>source</th><th>speaks</th><th>what h measures</th></tr></thead><tbody id="sources"></tbody></table>
</section>
<section id="readings-section" hidden>
<h2>Readings</h2>
<p class="note">cedst+ reads the page several ways and takes the reading a learned model predicts better than its own by at least plus.readingMargin, once each gain is lessened by how far the confidence model rates the reading below its own (plus.readingDoubt); confidence is the predicted F1 of the reading taken, calibrated on pages the model did not see.</p>
<table id="readings-table"><thead><tr><th>reading</th><th>predicted gain over cedst+</th><th>predicted F1</th><th></th></tr></thead><tbody id="readings"></tbody></table>
</section>
<section id="topics-section">
<h2>Topics</h2>
<p id="topics-empty" class="note" hidden>No topics: the method does not use the topic feature, or the page has none.</p>
<table id="topics-table"><thead><tr><th>#</th><th>weight</th><th>keywords</th></tr></thead><tbody id="topics"></tbody></table>
</section>
`;

export function buildReport(result: Extraction, source = ''): string {
  if (result.segments && result.louvan) {
    const data = louvanReportData(result, source);
    return reportPage({ lang: data.lang, title: data.title || source || 'page', kind: 'louvan', draws: 'candidate table and article', sections: LOUVAN_SECTIONS, data });
  }
  const data = reportData(result, source);
  return reportPage({ lang: data.lang, title: data.title || source || 'page', kind: 'cedst', draws: 'chart, units and topics', sections: CEDST_SECTIONS, data });
}
