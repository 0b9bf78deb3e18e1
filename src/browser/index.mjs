// The browser build's entry (npm run build:browser bundles it into dist/browser/cedst.js): the
// library as Node has it, plus loadChinese() and extractAsync(), which loads Chinese
// segmentation first when the page has Han text, inspectReport(), `cedst inspect --report`'s
// page for a result, and decodeHtml(), bytes to text as extract() decodes them (docs/browser.md). It imports the compiled library (dist/), so that the bundle
// runs the very code Node runs; the layer rule counts dist/x as src/x.
import { buildReport } from '../../dist/cli/report/report.js';
import { extract } from '../../dist/research.js';
import { decodeHtml } from '../../dist/input/decode.js';
import { loadChinese } from './jieba.mjs';
import { articleView } from './article-view.mjs';

// The playground compares every method: the bundle is the research entry (the main one and the rest).
export * from '../../dist/research.js';
export { articleView, decodeHtml, loadChinese };

/** Han characters (CJK unified ideographs and extension A): the text jieba segments. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Whether the page holds Han text anywhere (its scripts too: a superset is safe, it only loads). */
function hasHan(input, options) {
  if (typeof input === 'string') return HAN.test(input);
  if (input instanceof Uint8Array) return HAN.test(decodeHtml(input, options?.contentType));
  return HAN.test(input?.documentElement?.textContent ?? '') || HAN.test(input?.title ?? '');
}

/** extract(), after loading Chinese segmentation once if the page has Han text. */
export async function extractAsync(input, options = {}) {
  if (hasHan(input, options)) await loadChinese();
  return extract(input, options);
}

/** The `cedst inspect --report` page of a result extracted with `explain: true` (a CEDST or Louvan
 *  method), as one self-contained HTML string: the playground shows it in a sandboxed frame. */
export function inspectReport(result, source = '') {
  return buildReport(result, source);
}
