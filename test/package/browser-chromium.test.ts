// @module-tag slow
// The browser build in a real browser (issue 45): headless Chromium (Debian's package, as the
// report test uses) loads dist/browser/cedst.js, built here into a temporary folder, from a
// loopback server, extracts an English and a Chinese fixture from their HTML, and the result
// equals Node's byte for byte (JSON: text, blocks, metadata). The Chinese page fetches jieba's
// WebAssembly from beside the bundle. It also extracts from the browser's own parsed Document
// (DOMParser): the HTML5 parser's tree, not linkedom's, so there the test asserts only what
// docs/browser.md states, that the article's text is the same on these two pages.
// Skipped with one line without Chromium, required with CI=true (test/support/chromium.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { browserTests } from '../support/chromium.js';
import { ROOT } from '../support/cli.js';
import { type Route, serve, type TestServer } from '../support/http-server.js';

const browser = browserTests('the browser build tests in Chromium');
const PAGES = { en: 'en-city-council', zh: 'zh-xinhua-economy' } as const;
const fixture = (name: string): string => readFileSync(join(ROOT, 'fixtures', name, 'page.html'), 'utf8');

/** The test page: imports the bundle, extracts each page from its HTML and from DOMParser's
 *  Document, and writes the results as JSON into <pre id="out">. */
const RUNNER = `<!DOCTYPE html><meta charset="utf-8"><title>cedst in Chromium</title><pre id="out">pending</pre>
<script type="module">
const out = {};
try {
  const { extractAsync } = await import('/cedst.js');
  for (const name of ['en', 'zh']) {
    const html = await (await fetch('/' + name + '.html')).text();
    out[name] = JSON.stringify(await extractAsync(html));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    out[name + '-document'] = JSON.stringify(await extractAsync(doc));
  }
} catch (err) {
  out.error = String(err && err.stack || err);
}
document.getElementById('out').textContent = JSON.stringify(out);
</script>`;

let server: TestServer | undefined;
let results: Record<string, string> = {};

/** Chromium's DOM after the page ran: spawned, not spawnSync, so that this process's server answers. */
function dumpDom(bin: string, url: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'cedst-chromium-profile-'));
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--user-data-dir=${profile}`, '--virtual-time-budget=120000', '--dump-dom', url];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 && stdout ? resolve(stdout) : reject(new Error(`chromium failed (status ${code}): ${stderr.slice(-2000)}`))));
  });
}

beforeAll(async () => {
  if (!browser.run) return;
  const bin = browser.chromium();
  const out = mkdtempSync(join(tmpdir(), 'cedst-browser-'));
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-browser.mjs'), '--out', out], { cwd: ROOT, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  const file =
    (path: string, type: string): Route =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': type }).end(readFileSync(path));
    };
  const html =
    (text: string): Route =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(text);
    };
  server = await serve({
    '/': html(RUNNER),
    '/cedst.js': file(join(out, 'cedst.js'), 'text/javascript; charset=utf-8'),
    '/jieba_rs_wasm_bg.wasm': file(join(out, 'jieba_rs_wasm_bg.wasm'), 'application/wasm'),
    '/en.html': html(fixture(PAGES.en)),
    '/zh.html': html(fixture(PAGES.zh)),
  });
  const dom = await dumpDom(bin, `${server.base}/`);
  const { document } = parseHTML(dom);
  results = JSON.parse(document.getElementById('out')?.textContent ?? '{}') as Record<string, string>;
}, 600_000);

afterAll(async () => {
  await server?.close();
});

describe.runIf(browser.run)('the browser build in Chromium', () => {
  it('ran without an error', () => {
    expect(results.error).toBeUndefined();
    expect(Object.keys(results).sort()).toEqual(['en', 'en-document', 'zh', 'zh-document']);
  });

  for (const [lang, name] of Object.entries(PAGES)) {
    it(`gives Node's output byte for byte on ${name}'s HTML`, () => {
      expect(results[lang]).toBe(JSON.stringify(extract(fixture(name))));
    });

    it(`gives the same article text from the browser's own Document of ${name}`, () => {
      const fromDocument = JSON.parse(results[`${lang}-document`]!) as { paragraphs: string[]; title?: string };
      const node = extract(fixture(name));
      expect(fromDocument.paragraphs).toEqual(node.paragraphs);
      expect(fromDocument.title).toBe(node.title);
    });
  }
});
