// How close `withComments` comes to dragnet's gold comments (its gold splits them off the body):
// shingle F1 of the comments' text (author and date lines included, as the gold has them) against
// the gold's, over the pages whose gold has comments, and how many pages without gold comments
// get some. Usage: node bench/comments-dragnet.mjs [dist] [datasets root]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const root = resolve(process.argv[3] ?? '../shared/datasets');
const { extract } = await import(join(dist, 'index.js'));
const { loadDataset, pagePath } = await import(join(dist, 'eval', 'dataset.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));
const { score } = await import(join(dist, 'eval', 'score.js'));

const ds = loadDataset(join(root, 'dragnet'));
const asText = (c) => (typeof c === 'string' ? c : c.map((x) => [x.author, x.date, x.text].filter(Boolean).join('\n')).join('\n'));
let withGold = 0;
let f1 = 0;
let falseComments = 0;
let without = 0;
for (const id of ds.ids) {
  const gold = ds.gold[id].comments ?? '';
  const r = extract(decodeHtml(readFileSync(pagePath(ds, id))), { withComments: true });
  const got = asText(r.comments ?? '');
  if (gold.trim()) {
    withGold++;
    const { scores } = score({ [id]: { articleBody: gold, lang: 'en' } }, { [id]: { articleBody: got } }, [id]);
    f1 += scores.f1 ?? 0;
  } else {
    without++;
    if (got.trim()) falseComments++;
  }
}
console.log(`dragnet: ${withGold} pages with gold comments, mean shingle F1 ${(f1 / withGold).toFixed(4)}; ${falseComments} of ${without} pages without gold comments given some`);
