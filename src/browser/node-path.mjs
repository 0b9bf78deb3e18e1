// node:path in the browser build: a path is only a key to look a bundled asset up by (node-fs.mjs).
export const resolve = (...parts) => parts[parts.length - 1];
export const join = (...parts) => parts.join('/');
export const dirname = (p) => p.replace(/\/[^/]*$/, '');
export const isAbsolute = (p) => p.startsWith('/');
export const normalize = (p) => p;
