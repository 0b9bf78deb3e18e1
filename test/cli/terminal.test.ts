// @module-tag slow
// The command line in a terminal: a reader that stops early (`| head -1`) ends cedst
// quietly with exit 0; --help opens with examples; a page over a limit exits 2 and names the flag
// that raises it, as too_large does; the --no- form of an option on by default says what it does.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cedst, ROOT } from '../support/cli.js';

const PAGE = 'fixtures/en-city-council/page.html';
const BIN = join(ROOT, 'bin/cedst.js');

describe('a reader that goes away', () => {
  it('ends `cedst extract … | head -1` with exit 0 and nothing on stderr', () => {
    // Forty copies: far more than a pipe holds, so cedst is still writing when head has gone.
    const pages = Array.from({ length: 40 }, () => PAGE).join(' ');
    const r = spawnSync('bash', ['-c', `set -o pipefail; '${process.execPath}' '${BIN}' extract ${pages} | head -1`], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stdout).toBe(`==> ${PAGE} <==\n`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('--help', () => {
  it('opens with three examples, for cedst and for extract', () => {
    const root = cedst(['--help']).stdout.split('\n');
    expect(root.slice(0, 4).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      'Examples:',
      'cedst extract page.html',
      'cedst extract page.html -f json | jq .date',
      'cedst batch crawl.warc.gz -o articles.jsonl',
    ]);
    const extract = cedst(['extract', '--help']).stdout.split('\n');
    expect(extract.slice(0, 4).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      'Examples:',
      'cedst extract page.html',
      'cedst extract https://news.example/a.html -f markdown',
      'cedst extract a.html b.html.gz -f json > a.jsonl',
    ]);
  });

  it('says what --no-captions does', () => {
    const help = cedst(['extract', '--help']).stdout;
    // The flag's line and its continuation lines, up to the next flag.
    const entry = /^ {2}--no-captions\s+([\s\S]*?)\n {2}-/m.exec(help)![1]!;
    expect(entry.replace(/\s+/g, ' ').trim()).toBe('cedst+: drop figure captions and photo credits from the article (default: --captions)');
  });
});

describe('a page over a limit', () => {
  it('exits 2 and names the flag, for too_complex as for too_large', () => {
    const complex = cedst(['extract', PAGE, '--max-elements', '100']);
    expect(complex.status).toBe(2);
    expect(complex.stdout).toBe('');
    expect(complex.stderr).toBe(
      'cedst: page has more markup than 100 elements cost (each start tag and character reference in text, and a quarter for each end tag, comment, stray < and attribute past the 8th of an element), the maxElements limit; it is not parsed (too_complex; see --max-elements)\n',
    );
    const large = cedst(['extract', PAGE, '--max-bytes', '100']);
    expect(large.status).toBe(2);
    expect(large.stderr).toMatch(/\(too_large; see --max-bytes\)\n$/);
  });

  it('gives the worst code over several files', () => {
    const r = cedst(['extract', PAGE, PAGE, '--max-elements', '100']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
  });
});

describe('the content flags', () => {
  const DIR = 'fixtures/content/en-harbor-museum';
  it('--images, --with-comments, --no-tables and --html-document reach the extraction', () => {
    expect(cedst(['extract', `${DIR}/page.html`, '--images', '-f', 'markdown']).stdout).toBe(readFileSync(join(ROOT, DIR, 'expected-images.md'), 'utf8'));
    expect(cedst(['extract', `${DIR}/page.html`, '--no-tables']).stdout).toBe(readFileSync(join(ROOT, DIR, 'expected-no-tables.txt'), 'utf8'));
    const json = JSON.parse(cedst(['extract', `${DIR}/page.html`, '--with-comments', '--excerpt', '-f', 'json']).stdout) as { comments: unknown; excerpt: string };
    expect(json.comments).toEqual(JSON.parse(readFileSync(join(ROOT, DIR, 'expected-comments.json'), 'utf8')));
    expect(json.excerpt).toMatch(/^After three years of repairs/);
    expect(cedst(['extract', `${DIR}/page.html`, '-f', 'html']).stdout.split('\n')[0]).toBe('<article lang="en">');
    expect(cedst(['extract', `${DIR}/page.html`, '-f', 'html', '--html-document']).stdout.split('\n')[0]).toBe('<!DOCTYPE html>');
  });
});

describe('cedst inspect --width', () => {
  it('fits the table to the width; a pipe without it gets every column', () => {
    const fitted = cedst(['inspect', PAGE, '--width', '80']).stdout.split('\n\n')[0]!.split('\n');
    expect(Math.max(...fitted.map((l) => l.length))).toBeLessThanOrEqual(79);
    expect(fitted[0]!.trim().split(/\s+/)).toEqual(['#', 'text', 'words', 'm(N)', 'smooth', 'news', 'why']);
    const piped = cedst(['inspect', PAGE]).stdout.split('\n')[0]!;
    expect(piped.trim().split(/\s+/)).toContain('h_topic');
    expect(cedst(['inspect', PAGE, '--width', '80', '--wide']).stdout.split('\n')[0]).toBe(piped);
  });
});
