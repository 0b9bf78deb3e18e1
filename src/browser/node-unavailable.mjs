// The other node: modules the library's files import (for files, archives, fetching, hashing):
// none of it runs on extract's path, so in the browser build each name throws if ever called.
const unavailable = (name) => () => {
  throw new Error(`${name} is not available in the browser build`);
};
export const open = unavailable('open');
export const readdir = unavailable('readdir');
export const readFile = unavailable('readFile');
export const realpath = unavailable('realpath');
export const stat = unavailable('stat');
export const gunzipSync = unavailable('gunzipSync');
export const brotliDecompressSync = unavailable('brotliDecompressSync');
export const inflateRawSync = unavailable('inflateRawSync');
export const createGunzip = unavailable('createGunzip');
export const createBrotliDecompress = unavailable('createBrotliDecompress');
export const createInflate = unavailable('createInflate');
export const createHash = unavailable('createHash');
export const lookup = unavailable('lookup');
export const isIP = unavailable('isIP');
export const request = unavailable('request');
export class Socket {}
export const constants = {};
