// Evaluation sets in the layout of shared/datasets: html/<id>.html + ground-truth.json.
import { readFileSync, existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { GoldEntry } from './score.js';
import { checkedEntries } from './gold.js';

export interface Dataset {
  name: string;
  dir: string;
  gold: Record<string, GoldEntry>;
  /** Page ids in sorted order (the scorer's order). */
  ids: string[];
}

export function loadDataset(dir: string): Dataset {
  const root = resolve(dir);
  const goldPath = join(root, 'ground-truth.json');
  if (!existsSync(goldPath)) throw new Error(`${dir}: no ground-truth.json (expected html/<id>.html + ground-truth.json)`);
  const raw = JSON.parse(readFileSync(goldPath, 'utf8')) as Record<string, unknown>;
  const entries = raw && typeof raw === 'object' && 'output' in raw && 'version' in raw ? raw['output'] : raw;
  const gold = checkedEntries<GoldEntry>(goldPath, entries, { articleBody: 'string', lang: 'string', gold_type: 'string', with: 'strings', without: 'strings' });
  return { name: basename(root), dir: root, gold, ids: Object.keys(gold).sort() };
}

export function pagePath(ds: Dataset, id: string): string {
  return join(ds.dir, 'html', `${id}.html`);
}

/** Ids of the pages in a language (all pages when `lang` is undefined). */
export function idsForLang(ds: Dataset, lang?: string): string[] {
  return lang ? ds.ids.filter((id) => ds.gold[id]?.lang === lang) : ds.ids;
}

/** Languages with at least `min` pages, most pages first. */
export function languages(ds: Dataset, min = 1): string[] {
  const n = new Map<string, number>();
  for (const id of ds.ids) {
    const l = ds.gold[id]?.lang ?? 'unknown';
    n.set(l, (n.get(l) ?? 0) + 1);
  }
  return [...n]
    .filter(([, c]) => c >= min)
    .sort((a, b) => b[1] - a[1])
    .map(([l]) => l);
}
