#!/usr/bin/env node
// @ts-check
// The authors cedst gives that look like organisations, for checking by hand (issue 43): on a
// metadata gold (daniel's gold.json or a set's ground-truth.json), every page's `authors` beside
// its siteName and publisher, and the names flagged because they
//   - hold an organisation's word (Inc, LLC, Team, Staff, Media, News, Group, University, 网, 社 …),
//   - are (or sit inside) the page's site name or publisher,
//   - are one word without a lower-case letter ("MS", "AFP") or a lone capitalised word.
// A flag is a reason to look, not a verdict: the list is read by hand (docs/results.md gives the
// counts). Prints one line per flagged name (id, name, reason, the gold's authors) and a count.
// Usage: node bench/metadata-org-authors.mjs GOLD.json [--dist DIR] [--every N]
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, numberArg } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts, positionals } = benchArgs('Usage: node bench/metadata-org-authors.mjs [GOLD.json] [--dist DIR] [--every N]', {
  dist: { type: 'string' },
  every: { type: 'string' },
});
const goldPath = resolve(positionals[0] ?? join(datasetsDir(), 'daniel', 'metadata', 'gold.json'));
const dist = resolve(opts.dist ?? join(here, '..', 'dist'));
const every = numberArg(opts.every, 1);
const { extract } = await import(join(dist, 'index.js'));
const { decodeHtml } = await import(join(dist, 'input/decode.js'));
const { loadMetadataGold } = await import(join(dist, 'eval/metadata-score.js'));

const gold = loadMetadataGold(goldPath);
const raw = JSON.parse(readFileSync(goldPath, 'utf8'));
const datasetShaped = 'publish_date' in (Object.values(raw)[0] ?? {});
const pages = join(dirname(goldPath), ...(datasetShaped ? [] : ['..']), 'html');

const ORG_WORDS =
  /\b(?:inc|llc|ltd|gmbh|corp|co|company|team|staff|media|news|newsroom|desk|group|solutions|services|systems|technologies|software|labs?|studios?|agency|network|press|magazine|journal|times|post|daily|online|blog|university|college|institute|school|academy|association|society|foundation|council|centre|center|hospital|clinic|department|ministry|bank|insurance|partners|consulting|marketing|digital|global|international|store|shop|club|church|editorial|editors)\b/i;
const HAN_ORG = /[网網社报報台刊通]$|频道|頻道|新闻|新聞|中心|公司|集团|集團|编辑部|編輯部|日报|日報/;
const words = (s) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function reason(name, site, publisher) {
  if (/\p{Script=Han}/u.test(name)) return HAN_ORG.test(name) ? 'organisation word' : undefined;
  if (ORG_WORDS.test(name)) return 'organisation word';
  for (const org of [site, publisher]) {
    if (!org) continue;
    const o = words(org);
    const w = words(name);
    if (w.length && w.every((x) => o.includes(x))) return 'site or publisher';
  }
  if (!/\s/.test(name.trim())) return /\p{Ll}/u.test(name) ? 'one word' : 'acronym';
  return undefined;
}

let flagged = 0;
let named = 0;
const ids = Object.keys(gold).sort();
for (const [i, id] of ids.entries()) {
  if (i % every) continue;
  let r;
  try {
    r = extract(decodeHtml(readFileSync(join(pages, `${id}.html`))), { timeoutMs: 0 });
  } catch {
    continue;
  }
  for (const name of r.authors ?? []) {
    named++;
    const why = reason(name, r.siteName, r.publisher);
    if (!why) continue;
    flagged++;
    console.log([id.slice(0, 48), JSON.stringify(name), why, `gold: ${JSON.stringify(gold[id].author)}`].join('\t'));
  }
}
console.log(`${flagged} of ${named} names flagged`);
