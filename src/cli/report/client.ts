// The report page's script: it draws the report from the data the page carries. The build bundles
// this module and the ones it imports (kit.ts, render.ts, louvan-render.ts) into one script
// (bench/build/report-client.mjs), which report.ts writes into every report; nothing in Node runs it.
// The body's class says which report the page is (report.ts); in a frame (the playground's), the
// page tells the page around it that it is drawn, and how many units or segments it drew: a
// number, nothing of the page's text.
import type { ReportData } from './data.js';
import { reportKit } from './kit.js';
import type { LouvanReportData } from './louvan.js';
import { renderLouvanReport } from './louvan-render.js';
import { renderReport } from './render.js';

const data: unknown = JSON.parse(document.getElementById('cedst-data')!.textContent!);
if (document.body.className === 'louvan') renderLouvanReport(data as LouvanReportData, reportKit());
else renderReport(data as ReportData, reportKit());
if (typeof window === 'object' && window.parent !== window) window.parent.postMessage({ cedstReport: document.documentElement.getAttribute('data-rendered') }, '*');
