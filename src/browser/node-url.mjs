// node:url in the browser build: model paths are only looked up by file name (node-fs.mjs).
export const fileURLToPath = (url) => (typeof url === 'string' ? url : url.href);
