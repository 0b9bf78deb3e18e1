// The playground's script (playground.html; `cedst serve` serves both beside the browser bundle,
// which they import as ./cedst.js). It takes a page pasted, dropped, chosen or fetched, extracts it
// here with the bundle (explain: true, so that every unit's evidence comes back), and shows the
// article, its metadata and confidence, the readings cedst+ weighed, the result as text and JSON,
// and inspectReport()'s page (`cedst inspect --report`, the same code) in a sandboxed frame. Page
// text reaches this page only through textContent, and the report only a frame without this
// page's origin, so no page can run script here.
// The address's query can name a page to fetch and how to read it, e.g.
// `?url=https://…&document=1&method=cedst`: the Chromium test drives the playground that way.
import { articleView, DEFAULT_OPTIONS, decodeHtml, extractAsync, inspectReport, METHODS } from './cedst.js';

const $ = (id) => document.getElementById(id);
const query = new URLSearchParams(location.search);

/** The options `cedst serve` was given (its flags); none when the page is opened from a file. */
async function servedOptions() {
  try {
    const r = await fetch('./options.json');
    if (r.ok) return await r.json();
  } catch {
    // Opened from a file: no server, the library's defaults.
  }
  return {};
}

const served = await servedOptions();

/** The page to extract: HTML text, or bytes (a file or a fetched page, decoded as cedst decodes
 *  them), with where it came from. */
let page = { html: '', name: 'pasted HTML' };

function status(text, error = false) {
  $('status').textContent = text;
  $('status').className = error ? 'error' : '';
}

function option(select, value, label = value) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = label;
  select.append(o);
}

for (const m of METHODS) option($('method'), m);
$('method').value = query.get('method') ?? served.method ?? DEFAULT_OPTIONS.method;

/** Show bytes in the text box as cedst decodes them; the bytes themselves are what is extracted. */
function takeBytes(bytes, name, extra = {}) {
  page = { bytes, name, ...extra };
  $('html').value = decodeHtml(bytes, extra.contentType);
}

$('html').addEventListener('input', (ev) => {
  page = { html: $('html').value, name: 'pasted HTML' };
  // A page pasted (or dropped as text) in the box is extracted at once; typing waits for Extract.
  if (ev.inputType === 'insertFromPaste' || ev.inputType === 'insertFromDrop') void run();
});

async function takeFile(file) {
  takeBytes(new Uint8Array(await file.arrayBuffer()), file.name);
  await run();
}

$('file').addEventListener('change', () => {
  const file = $('file').files?.[0];
  if (file) void takeFile(file);
});
document.addEventListener('dragover', (ev) => {
  ev.preventDefault();
  document.body.classList.add('dragging');
});
document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
document.addEventListener('drop', (ev) => {
  ev.preventDefault();
  document.body.classList.remove('dragging');
  const file = ev.dataTransfer?.files?.[0];
  if (file) void takeFile(file);
});

/** Fetch a page by its URL: only where its site allows this page to read it (CORS). */
async function fetchPage(url) {
  status(`Fetching ${url}…`);
  let r;
  try {
    r = await fetch(url);
  } catch (err) {
    throw new Error(`cannot fetch ${url}: ${err.message} (the site may not allow pages of other origins to read it; save the page and drop the file instead)`);
  }
  if (!r.ok) throw new Error(`cannot fetch ${url}: HTTP ${r.status}`);
  takeBytes(new Uint8Array(await r.arrayBuffer()), r.url || url, { url: r.url || url, contentType: r.headers.get('content-type') ?? undefined });
}

$('fetch').addEventListener('click', () => {
  const url = $('url').value.trim();
  if (url) void fetchPage(url).then(run, fail);
});
$('run').addEventListener('click', () => void run());

function fact(dl, name, value) {
  if (value === undefined || value === '') return;
  const dt = document.createElement('dt');
  const dd = document.createElement('dd');
  dt.textContent = name;
  dd.textContent = value;
  dl.append(dt, dd);
}

const fmt = (v) => (typeof v === 'number' ? v.toFixed(3) : '—');

function showReadings(reading) {
  const body = $('readings').tBodies[0];
  body.replaceChildren();
  $('readings-box').hidden = !reading;
  if (!reading) return;
  for (const [kind, gain] of Object.entries(reading.gains)) {
    const tr = document.createElement('tr');
    if (kind === reading.chosen) tr.className = 'taken';
    for (const [text, cls] of [
      [kind, ''],
      [(gain >= 0 ? '+' : '') + fmt(gain), 'num'],
      [fmt(reading.predicted[kind]), 'num'],
      [kind === reading.chosen ? 'taken' : '', ''],
    ]) {
      const td = document.createElement('td');
      td.textContent = text;
      td.className = cls;
      tr.append(td);
    }
    body.append(tr);
  }
}

function show(result, ms, input) {
  $('result').hidden = false;
  $('title').textContent = result.title || '(no title found)';
  const facts = $('facts');
  facts.replaceChildren();
  fact(facts, 'page', page.name);
  fact(facts, 'date', result.date);
  fact(facts, 'modified', result.modified);
  fact(facts, 'authors', result.authors?.join(', '));
  fact(facts, 'source', result.source);
  fact(facts, 'site', result.siteName);
  fact(facts, 'language', result.lang);
  fact(facts, 'method', result.method);
  if (result.confidence !== undefined) fact(facts, 'confidence', `${fmt(result.confidence)}${result.reading ? ` (reading taken: ${result.reading.chosen})` : ''}`);
  fact(facts, 'paragraphs', String(result.paragraphs.length));
  fact(facts, 'read from', input);
  fact(facts, 'time', `${Math.round(ms)} ms in this browser`);
  for (const w of result.warnings ?? []) fact(facts, 'warning', w);
  showReadings(result.reading);
  $('article').replaceChildren(...articleView(result, document));
  $('text').textContent = result.text;
  $('json').textContent = JSON.stringify(result, null, 2);
  delete document.documentElement.dataset.report;
  try {
    // A frame sandboxed to scripts alone: an origin of its own, off this page's, with the report's
    // own policy (no network, inline script only).
    $('report').srcdoc = inspectReport(result, page.name);
  } catch (err) {
    $('report').srcdoc = `<p style="font-family:sans-serif">${err.message.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</p>`;
  }
}

// The report says when it is drawn (report.ts): how many units it drew.
window.addEventListener('message', (ev) => {
  if (ev.source === $('report').contentWindow && typeof ev.data?.cedstReport === 'string') document.documentElement.dataset.report = ev.data.cedstReport;
});

function fail(err) {
  status(String(err?.message ?? err), true);
  document.documentElement.dataset.state = 'error';
}

/** Extract the page with the served options and the controls' choices, and show it. */
async function run() {
  const options = { ...served, explain: true, method: $('method').value };
  if ($('focus').value) options.focus = $('focus').value;
  if (page.url) options.url = page.url;
  if (page.contentType) options.contentType = page.contentType;
  const useDocument = $('use-document').checked;
  let input = page.bytes ?? page.html;
  if (!page.bytes && !page.html.trim()) return status('Paste a page, drop a file or give a URL first.');
  if (useDocument) input = new DOMParser().parseFromString(typeof input === 'string' ? input : decodeHtml(input, page.contentType), 'text/html');
  status('Extracting…');
  document.documentElement.dataset.state = 'running';
  try {
    const start = performance.now();
    const result = await extractAsync(input, options);
    show(result, performance.now() - start, useDocument ? "this browser's Document (DOMParser)" : page.bytes ? 'the bytes, decoded as cedst decodes them' : 'the HTML text');
    status(`Extracted ${page.name}.`);
    document.documentElement.dataset.state = 'done';
  } catch (err) {
    fail(err);
  }
}

$('use-document').checked = query.get('document') === '1';
status('Ready: paste a page, drop a file or give a URL.');
document.documentElement.dataset.state = 'ready';
if (query.get('url')) {
  $('url').value = query.get('url');
  fetchPage(query.get('url')).then(run, fail);
}
