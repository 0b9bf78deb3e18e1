// @ts-check
// The comment guard over the shared sets (issue 40): on every page the article's text with
// `withComments` is at least as long as without it. Prints, per set, the pages, the violations
// (text shorter with comments), the pages whose text changed at all, and the pages with comments.
// Usage: node bench/comment-guard.mjs [dist] [datasets root] [every] [from] (every n-th page from
// the from-th of each set, for runs in parallel)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const { positionals } = benchArgs('Usage: node bench/comment-guard.mjs [dist] [datasets root] [every] [from]', {});
const dist = resolve(positionals[0] ?? 'dist');
const root = datasetsDir(positionals[1]);
const every = Number(positionals[2] ?? 1);
const from = Number(positionals[3] ?? 0);
const { extract } = await import(join(dist, 'index.js'));
const { loadDataset, pagePath } = await import(join(dist, 'eval', 'dataset.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));

const total = { pages: 0, shorter: 0, changed: 0, withComments: 0, errors: 0 };
const lost = [];
for (const set of readdirSync(root).sort()) {
  if (!existsSync(join(root, set, 'ground-truth.json'))) continue;
  const ds = loadDataset(join(root, set));
  const row = { pages: 0, shorter: 0, changed: 0, withComments: 0, errors: 0 };
  ds.ids.forEach((id, i) => {
    if (i % every !== from) return;
    row.pages++;
    try {
      const html = decodeHtml(readFileSync(pagePath(ds, id)));
      const off = extract(html);
      const on = extract(html, { withComments: true });
      if (on.text.length < off.text.length) {
        row.shorter++;
        lost.push(`${set}/${id}: ${off.text.length} → ${on.text.length}`);
      }
      if (on.text !== off.text) row.changed++;
      if (on.comments && on.comments.length > 0) row.withComments++;
    } catch {
      row.errors++;
    }
  });
  for (const k of Object.keys(total)) total[k] += row[k];
  console.log(
    `${set.padEnd(18)} pages ${String(row.pages).padStart(5)}  shorter ${String(row.shorter).padStart(3)}  changed ${String(row.changed).padStart(3)}  with comments ${String(row.withComments).padStart(4)}  errors ${row.errors}`,
  );
}
console.log(
  `${'all'.padEnd(18)} pages ${String(total.pages).padStart(5)}  shorter ${String(total.shorter).padStart(3)}  changed ${String(total.changed).padStart(3)}  with comments ${String(total.withComments).padStart(4)}  errors ${total.errors}`,
);
for (const l of lost) console.log(`  shorter: ${l}`);
