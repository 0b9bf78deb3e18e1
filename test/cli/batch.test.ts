// @module-tag slow
// `cedst batch` end to end through the built CLI: one line per record, error records for every
// kind of bad page, the time, size and memory limits, --resume and usage errors.
import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { batchLines, cedst, ROOT } from '../support/cli.js';

const EN = join(ROOT, 'fixtures/en-city-council/page.html');
const ZH = join(ROOT, 'fixtures/zh-xinhua-economy/page.html');
const tmp = mkdtempSync(join(tmpdir(), 'cedst-batch-'));

const lines = batchLines;
const dir = (name: string): string => {
  const d = join(tmp, name);
  mkdirSync(d, { recursive: true });
  return d;
};
const small = (words: string): string =>
  `<html><head><title>${words}</title></head><body><article><p>${words} is the one paragraph of this small page, long enough to be kept.</p></article></body></html>`;

describe('cedst batch', () => {
  it('writes one line per record, in input order, with an error record for each bad page', () => {
    const d = dir('mix');
    copyFileSync(EN, join(d, 'a-en.html'));
    copyFileSync(ZH, join(d, 'b-zh.html'));
    writeFileSync(join(d, 'c-empty.html'), '');
    writeFileSync(join(d, 'd-junk.html'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    writeFileSync(join(d, 'e-plain.html'), 'Just a line of plain text, with no markup at all.\n');
    writeFileSync(join(d, 'f-big.html'), small('big').replace('<article>', `<article><!-- ${'x'.repeat(150_000)} -->`));
    writeFileSync(join(d, 'g-small.html'), small('Tiny'));
    const r = cedst(['batch', d, '--workers', '2', '--max-bytes', '100000']);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    expect(out.map((l) => l.id)).toEqual(['a-en', 'b-zh', 'c-empty', 'd-junk', 'e-plain', 'f-big', 'g-small'].map((n) => join(d, `${n}.html`)));
    expect(out.map((l) => l.error?.code ?? 'ok')).toEqual(['ok', 'ok', 'empty', 'not_html', 'not_html', 'too_large', 'ok']);
    for (const l of out) expect(l.source).toBe(l.id);

    // An ok record carries exactly what extract() gives for the page, minus the bulky fields.
    for (const [line, path, lang] of [
      [out[0]!, EN, 'en'],
      [out[1]!, ZH, 'zh'],
    ] as const) {
      const x = extract(readFileSync(path, 'utf8'));
      expect(line.lang).toBe(lang);
      expect(line).toMatchObject({ lang: x.lang, title: x.title, text: x.text, method: 'cedst+', threshold: x.threshold });
      expect(line.text!.split('\n')).toEqual(x.paragraphs);
      // No timing by default (the output is deterministic); the text's fingerprints instead.
      expect(line).not.toHaveProperty('ms');
      expect(line.digest).toMatch(/^[0-9a-f]{64}$/);
      expect(line.simhash).toMatch(/^[0-9a-f]{16}$/);
      expect(line).not.toHaveProperty('paragraphs');
      expect(line).not.toHaveProperty('units');
    }
    expect(out[6]).toMatchObject({ title: 'Tiny', text: 'Tiny is the one paragraph of this small page, long enough to be kept.' });
    expect(Object.keys(out[2]!)).toEqual(['id', 'source', 'error']);

    // stderr holds the summary only (not a TTY: no progress bar).
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^cedst: 7 records: 3 ok, 2 not_html, 1 empty, 1 too_large \(\d+\.\d pages\/s, \d+\.\d s\)\n$/);
  });

  it('gives a page over the time limit a timeout record and goes on', () => {
    const d = dir('timeout');
    writeFileSync(join(d, '1.html'), small('First'));
    // 200,000 nested elements: over a minute of work on a loaded 2-core machine, several seconds
    // on an idle one, against tens of ms for the other pages, so a 3 s limit stops this page and
    // only this one however busy the machine is. Ample memory and elements, so that only the time
    // limit can fire: the extraction stops itself at a check, or its thread is replaced when it is
    // still parsing 2 s later (which of the two depends on the machine).
    writeFileSync(join(d, '2-deep.html'), `<html><body>${'<div>'.repeat(200_000)}<p>deep</p>${'</div>'.repeat(200_000)}</body></html>`);
    copyFileSync(EN, join(d, '3.html'));
    writeFileSync(join(d, '4.html'), small('Fourth'));
    const r = cedst(['batch', d, '--workers', '1', '--timeout', '3000', '--worker-memory', '4096', '--max-elements', '1000000']);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    expect(out.map((l) => l.error?.code ?? 'ok')).toEqual(['ok', 'timeout', 'ok', 'ok']);
    expect(out[1]!.error!.message).toMatch(/^extraction took longer than 3000 ms (\(stopped in [a-z ]+\)|and could not stop itself; its worker was replaced)$/);
    expect(out[3]!.title).toBe('Fourth');
    expect(r.stderr).toMatch(/^cedst: 4 records: 3 ok, 1 timeout \(/);
  });

  it('turns a worker that runs out of memory into a worker_crash record and goes on', () => {
    const d = dir('oom');
    const paragraphs = Array.from({ length: 200_000 }, (_, i) => `<p>paragraph ${i} with words w${i} x${i % 97}</p>`).join('');
    writeFileSync(join(d, '1-huge.html'), `<html><body>${paragraphs}</body></html>`);
    writeFileSync(join(d, '2.html'), small('After'));
    // The test is about the memory limit: a time limit no machine reaches (an hour), so that a slow
    // machine cannot turn the crash into a timeout record.
    const r = cedst(['batch', d, '--workers', '1', '--worker-memory', '64', '--timeout', '3600000', '--max-elements', '1000000']);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    expect(out.map((l) => l.error?.code ?? 'ok')).toEqual(['worker_crash', 'ok']);
    expect(out[0]!.error!.message).toMatch(/out of memory \(limit 64 MB\)/);
    expect(out[1]!.title).toBe('After');
  });

  it('--resume appends only the ids missing from the output, after cutting a partial last line', () => {
    const d = dir('resume');
    const out = join(tmp, 'resume.jsonl');
    writeFileSync(join(d, 'a.html'), small('Alpha'));
    writeFileSync(join(d, 'b.html'), small('Bravo'));
    const first = cedst(['batch', d, '-w', '1', '-o', out]);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe('');
    expect(lines(readFileSync(out, 'utf8')).map((l) => l.title)).toEqual(['Alpha', 'Bravo']);

    writeFileSync(join(d, 'c.html'), small('Charlie'));
    writeFileSync(join(d, 'd.html'), '');
    appendFileSync(out, '{"id":"interrupted-wri');
    const again = cedst(['batch', d, '-w', '1', '-o', out, '--resume']);
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('');
    const all = lines(readFileSync(out, 'utf8'));
    expect(all.map((l) => l.id)).toEqual(['a', 'b', 'c', 'd'].map((n) => join(d, `${n}.html`)));
    expect(all.map((l) => l.title ?? l.error?.code)).toEqual(['Alpha', 'Bravo', 'Charlie', 'empty']);
    expect(again.stderr).toContain('cedst: resuming: 2 ids already in');
    expect(again.stderr).toContain('cut an unfinished last line (22 bytes)');
    expect(again.stderr).toMatch(/cedst: 2 records: 1 ok, 1 empty, 2 skipped \(already in the output\)/);
  });

  it('on SIGTERM finishes the pages in flight, ends on a whole line, and --resume completes the run', async () => {
    const d = dir('sigterm');
    const n = 400;
    const ids = Array.from({ length: n }, (_, i) => join(d, `p${String(i).padStart(3, '0')}.html`));
    for (const id of ids) copyFileSync(EN, id);
    const out = join(tmp, 'sigterm.jsonl');
    // Through the launcher, as a user runs it: the signal goes to the parent, which passes it on.
    const child = spawn(process.execPath, [join(ROOT, 'bin/cedst.js'), 'batch', d, '-w', '1', '-o', out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    while (!(existsSync(out) && statSync(out).size > 0)) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    const partial = readFileSync(out, 'utf8');
    expect(partial.endsWith('\n')).toBe(true);
    const done = lines(partial);
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(n);
    expect(done.map((l) => l.id)).toEqual(ids.slice(0, done.length));
    expect(stderr.trim().split('\n').pop()).toMatch(new RegExp(`^cedst: ${done.length} records: ${done.length} ok \\(.*\\) \\(interrupted by SIGTERM\\)$`));

    const rest = cedst(['batch', d, '-w', '1', '-o', out, '--resume']);
    expect(rest.status).toBe(0);
    const all = lines(readFileSync(out, 'utf8'));
    expect(all.map((l) => l.id)).toEqual(ids);
    expect(all.every((l) => l.error === undefined)).toBe(true);
  });

  it('exits 2 with one line on usage errors', () => {
    for (const args of [
      ['batch'],
      ['batch', tmp, '--resume'],
      ['batch', tmp, '--workers', '0'],
      ['batch', tmp, '--timeout', 'soon'],
      ['batch', tmp, '--method', 'nope'],
      ['batch', tmp, '--gamma', '-1'],
    ]) {
      const r = cedst(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr).toMatch(/^cedst: /);
    }
    expect(cedst(['batch', tmp, '--resume']).stderr).toBe('cedst: --resume needs --output <file>: it appends to that file\n');
  });
});
