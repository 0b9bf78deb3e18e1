// node:module in the browser build: createRequire serves the two things the library requires,
// the stopword package and the package's version; natural (an optional peer, for one TextRank
// variant) is missing, as when it is not installed.
import * as stopword from 'stopword';
import { VERSION } from './assets.mjs';

export function createRequire() {
  return (name) => {
    if (name === 'stopword') return stopword;
    if (name.endsWith('package.json')) return { version: VERSION };
    const err = new Error(`Cannot find module '${name}' in the browser build`);
    err.code = 'MODULE_NOT_FOUND';
    throw err;
  };
}
