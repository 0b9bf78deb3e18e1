// `batch --join-pages` over an archive: the pages of one article that are all in the input are
// chained by their next page links among the input's own addresses and joined into the first
// page's record; the later pages' records are left out; a chain never leaves the host nor loops.
// Records are made here as a reader makes them (address and bytes), in an order that puts a
// later page before its first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { continuingPages, joinedRecords, pageChains } from '../../src/cli/batch/join-pages.js';
import { processRecord } from '../../src/cli/batch/worker.js';
import type { InputRecord } from '../../src/core/types.js';
import { resolveOptions } from '../../src/options/resolve.js';
import { FIXTURES } from '../support/fixtures.js';

const DIR = join(FIXTURES, 'pages');
const page = (name: string, n: number): Buffer => readFileSync(join(DIR, name, `page-${n}.html`));
const expected = (name: string): string => readFileSync(join(DIR, name, 'expected.txt'), 'utf8').trim();
const record = (url: string, bytes: Buffer | string): InputRecord => ({ id: url, source: `crawl.warc@${url.length}`, url, bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes });
const EN = 'https://post.example/features/harbour-lights';
const ZH = 'https://qinglan.example/news/qlgq';

const RECORDS: InputRecord[] = [
  record(`${ZH}_3.html`, page('zh-ancient-bridge', 3)),
  record(`${EN}?page=2`, page('en-harbour-lights', 2)),
  record(`${ZH}.html`, page('zh-ancient-bridge', 1)),
  record(EN, page('en-harbour-lights', 1)),
  record(`${ZH}_2.html`, page('zh-ancient-bridge', 2)),
  record(`${EN}?page=3`, page('en-harbour-lights', 3)),
  // A page whose next page is itself, and one whose next page is on another host.
  record('https://post.example/self.html', '<html><head><link rel="next" href="/self.html"></head><body><p>Alone on its page.</p></body></html>'),
  record('https://post.example/away.html', `<html><head><link rel="next" href="https://other.example/features/harbour-lights?page=2"></head><body><p>Leads away.</p></body></html>`),
];

async function* each(records: InputRecord[]): AsyncGenerator<InputRecord> {
  for (const r of records) yield structuredClone(r);
}

describe('batch --join-pages', () => {
  it('chains the pages of each article by their next page links among the input’s addresses', async () => {
    const chains = await pageChains(each(RECORDS));
    expect([...chains]).toEqual([
      [`${ZH}.html`, [`${ZH}_2.html`, `${ZH}_3.html`]],
      [EN, [`${EN}?page=2`, `${EN}?page=3`]],
    ]);
  });

  it('gives each first page its article whole, in order, and leaves the later pages out', async () => {
    const chains = await pageChains(each(RECORDS));
    const pages = await continuingPages(each(RECORDS), chains);
    expect([...pages.keys()].sort()).toEqual([`${EN}?page=2`, `${EN}?page=3`, `${ZH}_2.html`, `${ZH}_3.html`].sort());
    const out = [];
    for await (const rec of joinedRecords(each(RECORDS), chains, pages))
      out.push(processRecord({ record: rec, options: resolveOptions({}), maxBytes: 1_000_000 }) as unknown as { id: string; text: string; pages?: string[] });
    expect(out.map((r) => r.id)).toEqual([`${ZH}.html`, EN, 'https://post.example/self.html', 'https://post.example/away.html']);
    expect(out[0]!.text).toBe(expected('zh-ancient-bridge'));
    expect(out[0]!.pages).toEqual([`${ZH}.html`, `${ZH}_2.html`, `${ZH}_3.html`]);
    expect(out[1]!.text).toBe(expected('en-harbour-lights'));
    expect(out[1]!.pages).toEqual([EN, `${EN}?page=2`, `${EN}?page=3`]);
    expect(out[2]!.pages).toBeUndefined();
    expect(out[3]!.pages).toBeUndefined();
  });

  it('joins only the pages that are in the input: a missing middle page ends the chain', async () => {
    const without = RECORDS.filter((r) => r.url !== `${ZH}_2.html`);
    const chains = await pageChains(each(without));
    expect(chains.get(`${ZH}.html`)).toBeUndefined();
    expect(chains.has(`${ZH}_3.html`)).toBe(false);
  });
});
