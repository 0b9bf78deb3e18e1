// jieba-wasm in the browser build: its web build, whose 4 MB of WebAssembly is fetched once, from
// beside the bundle (or the URL given), by loadChinese(); extractAsync calls it only for a page
// with Han text. extract() stays synchronous, so Han text before loadChinese() is an error that
// says what to do.
import init, { cut as wasmCut, tag as wasmTag } from 'jieba-wasm/web';

let loading;
let ready = false;

/** Load Chinese segmentation (jieba's WebAssembly) once; later calls return the same promise. */
export function loadChinese(wasm = new URL('./jieba_rs_wasm_bg.wasm', import.meta.url)) {
  loading ??= init({ module_or_path: wasm }).then(() => {
    ready = true;
  });
  return loading;
}

function check() {
  if (!ready) throw new Error('cedst: this page has Han text; await loadChinese() first, or call extractAsync()');
}

export function cut(text, hmm) {
  check();
  return wasmCut(text, hmm);
}

export function tag(text, hmm) {
  check();
  return wasmTag(text, hmm);
}
