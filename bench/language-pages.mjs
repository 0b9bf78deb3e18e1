// @ts-check
// The pages of one language in the shared sets, as bench/stages.mjs and bench/page-model-ceiling.mjs
// time them: every `every`-th page of each set whose ground truth gives that language (ids sorted),
// decoded as `cedst extract` decodes a file, by the build in `dist`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export async function languagePages(dist, root, lang, every) {
  const { loadDataset, pagePath } = await import(join(dist, 'eval', 'dataset.js'));
  const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));
  const pages = [];
  for (const set of readdirSync(root).sort()) {
    if (!existsSync(join(root, set, 'ground-truth.json'))) continue;
    const ds = loadDataset(join(root, set));
    Object.keys(ds.gold)
      .sort()
      .filter((id) => ds.gold[id].lang === lang)
      .forEach((id, i) => {
        if (i % every === 0) pages.push(decodeHtml(readFileSync(pagePath(ds, id))));
      });
  }
  return pages;
}
