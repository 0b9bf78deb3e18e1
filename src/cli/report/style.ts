// The report's stylesheet, inlined so that the file needs nothing from the network.

/** The report's fonts: the system's, then the CJK fonts of each platform by name (macOS, Windows,
 *  Linux's Noto, Source Han and WenQuanYi; simplified, then traditional), so that a Chinese page's
 *  text finds a font that has its characters wherever one is installed, rather than boxes. */
export const REPORT_FONTS =
  'system-ui, -apple-system, "Segoe UI", "Noto Sans", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Source Han Sans TC", sans-serif';

export const REPORT_CSS = `
:root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d0d7de; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1100px; padding: 20px 28px 60px; font: 14px/1.5 ${REPORT_FONTS}; color: var(--ink); background: #fff; }
h1 { font-size: 22px; margin: 0 0 8px; }
h2 { font-size: 17px; margin: 28px 0 6px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.kicker { margin: 0; color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .06em; }
.note { color: var(--muted); margin: 4px 0 8px; }
.warning { background: #fff4e5; border: 1px solid #f0b429; padding: 6px 10px; margin: 8px 0; }
#facts { display: grid; grid-template-columns: max-content 1fr max-content 1fr; gap: 2px 14px; margin: 0; }
#facts dt { color: var(--muted); }
#facts dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
#chart-box svg { width: 100%; height: auto; display: block; }
#chart .plot { fill: #fcfcfd; stroke: none; }
#chart .grid { stroke: #e6e9ed; }
#chart .axis { stroke: #57606a; }
#chart .tick { font-size: 11px; fill: var(--muted); }
#chart .label { font-size: 12px; fill: var(--ink); }
#chart .series-fused { fill: none; stroke: #8c959f; stroke-width: 1; stroke-linejoin: round; }
#chart .series-smoothed { fill: none; stroke: #0969da; stroke-width: 2; stroke-linejoin: round; }
#chart .threshold { stroke: #cf222e; stroke-width: 1.5; stroke-dasharray: 6 4; }
#chart .threshold-label { font-size: 12px; fill: #cf222e; }
#chart .kept-band rect { fill: #2da44e; }
#chart .cursor { stroke: #6e7781; stroke-dasharray: 2 2; }
.legend .key { display: inline-block; width: 22px; height: 0; vertical-align: middle; margin: 0 4px 0 14px; border-top: 2px solid; }
.legend .key-fused { border-top: 1px solid #8c959f; }
.legend .key-smoothed { border-color: #0969da; }
.legend .key-threshold { border-top: 2px dashed #cf222e; }
.legend .key-kept { border-top: 6px solid #2da44e; }
#scale { display: flex; align-items: center; gap: 8px; color: var(--muted); }
.scale-bar { display: inline-block; width: 240px; height: 14px; border: 1px solid var(--line); }
#units { border-top: 1px solid var(--line); }
.unit { position: relative; display: flex; gap: 10px; padding: 3px 8px 3px 12px; border-bottom: 1px solid #eef0f2; border-left: 6px solid transparent; }
.unit.kept { border-left-color: #2da44e; }
.unit:hover { outline: 2px solid #0969da; outline-offset: -2px; z-index: 2; }
.unit .idx { flex: 0 0 3.2em; text-align: right; color: var(--muted); font-variant-numeric: tabular-nums; }
.unit .text { white-space: pre-wrap; overflow-wrap: anywhere; }
.unit .tip { display: none; position: absolute; left: 4em; top: 100%; z-index: 10; background: #fff; border: 1px solid #8c959f; box-shadow: 0 4px 14px rgba(0,0,0,.18); padding: 6px 8px; min-width: 340px; font-size: 12px; }
.unit:hover .tip, .unit:target .tip { display: block; }
.unit:target { outline: 2px solid #cf222e; outline-offset: -2px; z-index: 3; }
.tip table { border-collapse: collapse; margin: 4px 0; font-variant-numeric: tabular-nums; }
.tip th, .tip td { padding: 1px 8px; text-align: right; border-bottom: 1px solid #eef0f2; }
.tip th:first-child, .tip td:first-child { text-align: left; }
.tip tr.fused td { font-weight: 600; }
.tip-path { color: var(--muted); overflow-wrap: anywhere; }
#topics-table, #sources-table, #readings-table { border-collapse: collapse; width: 100%; }
#topics-table th, #topics-table td, #sources-table th, #sources-table td, #readings-table th, #readings-table td { text-align: left; padding: 3px 8px; border-bottom: 1px solid #eef0f2; vertical-align: top; }
#sources-table .name { font-weight: 600; white-space: nowrap; }
#topics-table .num { text-align: right; font-variant-numeric: tabular-nums; width: 4em; }
.kw { display: inline-block; background: #ddf4ff; border-radius: 10px; padding: 0 8px; margin: 1px 0; }
.decision { margin: 4px 0 8px; padding: 6px 10px; border-left: 4px solid #0969da; background: #f6f8fa; }
#chart .region { fill: #ddf4ff; opacity: .7; }
#chart .region-label { font-size: 11px; fill: #0550ae; }
.legend .key-region { height: 12px; border: 1px solid #54aeff; background: #ddf4ff; }
#compare { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 18px; align-items: start; }
.unit .body { flex: 1 1 auto; min-width: 0; }
.unit .text { display: block; }
.unit .why { font-size: 12px; color: #1a7f37; }
.print-evidence { display: none; border-collapse: collapse; margin: 2px 0 4px; font-size: 8pt; font-variant-numeric: tabular-nums; }
.print-evidence th, .print-evidence td { padding: 0 5px; text-align: right; border-bottom: 1px solid rgba(0,0,0,.08); }
.print-evidence th { text-align: left; font-weight: 400; color: var(--muted); }
.print-evidence tr.names td { color: var(--muted); }
.unit .why b { font-weight: 400; }
.unit .why-dropped { color: #6e7781; }
.unit .why-against-t b { font-weight: 700; }
.unit .why-against-t.why-dropped { color: #a40e26; }
.unit.in-region { box-shadow: inset -5px 0 0 #54aeff; }
.region-mark { padding: 2px 8px; font-size: 12px; font-weight: 600; color: #0550ae; background: #ddf4ff; border-bottom: 1px solid #54aeff; }
.region-mark.end { border-bottom: none; border-top: 1px solid #54aeff; }
#article-box { position: sticky; top: 8px; max-height: calc(100vh - 16px); overflow: auto; border: 1px solid var(--line); padding: 4px 12px 8px; background: #fcfcfd; }
#article-box h3 { font-size: 15px; margin: 6px 0; }
#article { margin: 0; padding-left: 0; list-style: none; }
#article li { margin: 0 0 8px; }
#article .unit-link { display: inline-block; min-width: 2.4em; margin-right: 6px; color: var(--muted); font-size: 12px; text-decoration: none; font-variant-numeric: tabular-nums; }
#article .text { white-space: pre-wrap; overflow-wrap: anywhere; }
/* The Louvan report (louvan-render.ts): a wide candidate table beside the article. */
body.louvan { max-width: 1600px; }
.louvan #compare { grid-template-columns: minmax(0, 4fr) minmax(0, 1fr); }
.decision.fired { border-left-color: #bf8700; background: #fff8c5; }
.seg-link { font-variant-numeric: tabular-nums; }
.filter { color: var(--muted); font-size: 13px; }
.table-scroll { overflow-x: auto; border-top: 1px solid var(--line); }
#candidates { border-collapse: collapse; font-size: 12px; font-variant-numeric: tabular-nums; }
#candidates th { position: sticky; top: 0; z-index: 1; background: #f6f8fa; font-weight: 600; padding: 3px 4px; border-bottom: 1px solid var(--line); white-space: nowrap; }
#candidates td { padding: 2px 4px; border-bottom: 1px solid #eef0f2; vertical-align: top; }
#candidates .num { text-align: right; }
#candidates th.segment, #candidates td.segment { position: sticky; left: 0; background: #fff; min-width: 200px; max-width: 260px; text-align: left; }
#candidates th.segment { z-index: 2; background: #f6f8fa; }
#candidates tr.seg { border-left: 6px solid transparent; }
#candidates tr.main { border-left-color: #2da44e; }
#candidates tr.chosen { box-shadow: inset -5px 0 0 #54aeff; }
#candidates tr:not(.main) td.segment .preview { color: var(--muted); }
#candidates tr.root td.idx { font-weight: 700; }
#candidates tr:target { outline: 2px solid #cf222e; outline-offset: -2px; }
#candidates tr:hover { outline: 2px solid #0969da; outline-offset: -2px; }
#candidates.main-only tr.seg:not(.main) { display: none; }
#candidates .preview { overflow-wrap: anywhere; }
#candidates .path { color: var(--muted); font-size: 11px; overflow-wrap: anywhere; }
#candidates td.tag { color: var(--muted); }
#candidates td.tree { white-space: nowrap; min-width: 7.5em; }
#candidates td.tree.positive .label { color: #1a7f37; }
#candidates td.tree.negative .label { color: #6e7781; font-weight: 400; }
#candidates td.not-asked { color: var(--muted); text-align: center; }
#candidates .delta-mark { color: #9a6700; font-weight: 700; }
#candidates .dist-bar { display: block; height: 3px; margin-top: 2px; background: #d0d7de; }
#candidates .dist-pos { display: block; height: 100%; background: #2da44e; }
#candidates td.flags { white-space: nowrap; color: var(--muted); }
#candidates tr.main td.flags { color: #1a7f37; font-weight: 600; }
#features-table { border-collapse: collapse; width: 100%; }
#features-table th, #features-table td { text-align: left; padding: 3px 8px; border-bottom: 1px solid #eef0f2; vertical-align: top; }
#features-table .name { font-weight: 600; white-space: nowrap; }
@media (max-width: 1100px) { .louvan #compare { display: block; } .louvan #article-box { position: static; max-height: none; margin-top: 12px; } }
@media print {
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { max-width: none; padding: 0; font-size: 10pt; }
  #readout, noscript { display: none; }
  #compare { display: block; }
  #article-box { position: static; max-height: none; overflow: visible; margin-top: 12px; break-before: page; }
  .unit { break-inside: avoid; }
  .unit:hover { outline: none; }
  .unit .tip, .unit:hover .tip, .unit:target .tip { display: none; }
  .unit .print-evidence { display: table; }
  h2 { break-after: avoid; }
  .louvan .table-scroll { overflow: visible; }
  #candidates th, #candidates th.segment, #candidates td.segment { position: static; }
  #candidates { font-size: 7pt; }
  #candidates tr { break-inside: avoid; }
  #candidates tr:hover { outline: none; }
}
`;
