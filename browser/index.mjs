// The browser build's entry (npm run build:browser bundles it into dist/browser/cedst.js): the
// library as Node has it, plus loadChinese() and extractAsync(), which loads Chinese
// segmentation first when the page has Han text (docs/browser.md).
import { extract } from '../dist/index.js';
import { decodeHtml } from '../dist/input/decode.js';
import { loadChinese } from './jieba.mjs';

export * from '../dist/index.js';
export { loadChinese };

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
