// node:fs in the browser build: the library reads only its shipped models and lexicons with
// readFileSync, and those are bundled (assets.mjs, written by bench/build/build-browser.mjs), looked
// up by file name. Anything else (a model file a user names, Linux's CPU clock) is not there:
// the same error a missing file gives, which the callers already handle.
import { ASSETS } from './assets.mjs';

export function readFileSync(file) {
  const name = String(file instanceof URL ? file.pathname : file)
    .split(/[\\/]/)
    .pop();
  const text = ASSETS[name];
  if (text === undefined) throw new Error(`ENOENT: ${String(file)} is not in the browser build`);
  return text;
}

const unavailable = (name) => () => {
  throw new Error(`${name} is not available in the browser build`);
};
export const createReadStream = unavailable('createReadStream');
export const openSync = unavailable('openSync');
export const constants = {};
