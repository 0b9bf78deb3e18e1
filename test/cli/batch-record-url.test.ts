// A batch record's own address (WARC-Target-URI, a JSONL url) is the page's `url` option: the base
// of its relative links in markdown and html records. One --url for a whole batch is refused.
import { describe, expect, it } from 'vitest';
import { processRecord } from '../../src/cli/batch/worker.js';
import { buildProgram } from '../../src/cli/program.js';
import { resolveOptions } from '../../src/options/resolve.js';

const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ferry adds a late run</title></head><body>
<article><h1>Ferry adds a late run</h1>
<p>The harbor ferry will add a run at 11:40 p.m. on Fridays and Saturdays starting in June, the transit board decided on Tuesday, after riders asked for a later boat for two years. The board approved the change without debate.</p>
<p>The extra trips will cost about $180,000 a year, paid from the <a href="docs/budget.pdf">ferry reserve fund</a>, according to the board's staff report. Ridership on the last boat has grown every month since the fall.</p>
<p>Board members said they would review the numbers after six months and could extend the late run to Thursdays if the boats are at least half full, as they have been on weekends since March.</p>
</article></body></html>`;

const render = { format: 'markdown' as const, links: true };
const run = (url?: string) => processRecord({ record: { id: 'r1', source: 'in.warc@0', html: PAGE, ...(url ? { url } : {}) }, options: resolveOptions(), maxBytes: 1e6, render });

describe('batch records and their url', () => {
  it("resolve relative links against the record's own http(s) address", () => {
    const r = run('https://news.example/local/ferry.html');
    expect(r.error).toBeUndefined();
    expect(r.text).toContain('[ferry reserve fund](https://news.example/local/docs/budget.pdf)');
    expect(r.url).toBe('https://news.example/local/ferry.html');
  });

  it('keep links as written without one, or with an address that is not http(s)', () => {
    expect(run().text).toContain('[ferry reserve fund](docs/budget.pdf)');
    const dns = run('dns:news.example');
    expect(dns.error).toBeUndefined();
    expect(dns.text).toContain('[ferry reserve fund](docs/budget.pdf)');
  });
});

describe('cedst batch --url', () => {
  it('is refused: one address cannot be every page of a batch', async () => {
    const program = buildProgram(() => {});
    await expect(program.parseAsync(['node', 'cedst', 'batch', '--url', 'https://news.example/a.html', 'in.warc'])).rejects.toThrow(
      "--url names one page's address; batch takes each record's own (a WARC record's target URI, a JSONL url)",
    );
  });
});
