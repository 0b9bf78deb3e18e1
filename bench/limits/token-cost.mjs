#!/usr/bin/env node
// @ts-check
// What one markup token costs `extract`, by kind: N of a kind on a page (default 50,000), each kind
// in a child process of its own; prints the peak RSS, its excess over a tiny page per token, and
// the CPU time. Behind COST_DIVISOR (src/dom/markup-counts.ts): how much of an element a token weighs.
// Usage: node bench/limits/token-cost.mjs [N] (needs dist/).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';

const KINDS = {
  tiny: () => '<p>a</p>',
  paragraph: (n) => Array.from({ length: n }, (_, i) => `<p>paragraph ${i} with words w${i} x${i % 97} and more`).join(''),
  inline: (n) => '<span>a</span>'.repeat(n),
  reference: (n) => `<p>${'a&amp;'.repeat(n)}</p>`,
  bareLt: (n) => `<p>${'a< '.repeat(n)}</p>`,
  strayEnd: (n) => `<p>x</p>${'</div>'.repeat(n)}`,
  comment: (n) => `<p>x</p>${'<!---->'.repeat(n)}`,
};

const { positionals } = benchArgs('Usage: node bench/limits/token-cost.mjs [N] (needs dist/)', {});
const [kind, nArg] = positionals;
if (kind in KINDS && process.env.TOKEN_COST_CHILD) {
  const { extract } = await import(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'index.js'));
  const html = `<html><body>${KINDS[kind](Number(nArg))}</body></html>`;
  const cpu = process.cpuUsage();
  extract(html, { maxElements: 1e9 });
  const used = process.cpuUsage(cpu);
  process.stdout.write(JSON.stringify({ rssMb: process.resourceUsage().maxRSS / 1024, cpuMs: (used.user + used.system) / 1000 }));
} else {
  const n = Number(kind ?? 50_000);
  const run = (k) => JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), k, String(n)], { env: { ...process.env, TOKEN_COST_CHILD: '1' } }).toString());
  const base = run('tiny');
  console.log(`${n} tokens of each kind; a tiny page peaks at ${base.rssMb.toFixed(0)} MB`);
  for (const k of Object.keys(KINDS).slice(1)) {
    const r = run(k);
    console.log(`${k.padEnd(10)} peak RSS ${r.rssMb.toFixed(0).padStart(4)} MB  ${(((r.rssMb - base.rssMb) * 1024) / n).toFixed(2).padStart(5)} KB a token  CPU ${r.cpuMs.toFixed(0).padStart(6)} ms`);
  }
}
