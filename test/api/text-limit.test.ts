// A page of 20 MB of plain words passed every limit (no markup for maxElements to
// count) and took 1.1–1.4 GB to extract. maxTextChars bounds the text, once parsed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { textVolume } from '../../src/dom/text-volume.js';
import { extract, resolveOptions, TooMuchTextError } from '../../src/research.js';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'cedst.js');

describe('textVolume: the text a reader sees, in characters', () => {
  it('counts letters, digits and punctuation, not spaces, scripts, styles, noscript or templates', () => {
    const doc = parseDocument(
      '<html><head><title>Ab</title><style>p{x:1}</style></head><body><p>one two\u00a0 three.</p><script>var x = 1;</script><noscript>no</noscript><template>tt</template><p>中文\u3000字</p></body></html>',
    );
    // "Ab" 2 + "onetwothree." 12 + "中文字" 3
    expect(textVolume(doc)).toBe(17);
  });

  it('stops counting past the limit', () => {
    const doc = parseDocument(`<p>${'abcd '.repeat(1000)}</p><p>${'abcd '.repeat(1000)}</p>`);
    expect(textVolume(doc)).toBe(8000);
    // One text node at a time: it stops after the node that passes the limit.
    expect(textVolume(doc, 10)).toBe(4000);
  });
});

describe('maxTextChars', () => {
  it('defaults to 1,000,000, 8.8 times the most text on a real page (113,872)', () => {
    expect(resolveOptions().maxTextChars).toBe(1_000_000);
  });

  it('refuses a page with more text, with code too_large, and reads one at the limit', () => {
    const page = `<html><body><p>${'word '.repeat(50)}</p></body></html>`; // 200 letters
    expect(extract(page, { maxTextChars: 200 }).text).toBe('word '.repeat(50).trim());
    let err: unknown;
    try {
      extract(page, { maxTextChars: 199 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(TooMuchTextError);
    expect(err).toMatchObject({ code: 'too_large', maxTextChars: 199 });
  });

  it('is a flag of extract (exit 2, the flag named) and a too_large record in batch', { tags: ['slow'] }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'cedst-text-limit-'));
    const page = join(dir, 'words.html');
    writeFileSync(page, `<html><body><p>${'word '.repeat(50)}</p></body></html>`);
    const one = spawnSync(process.execPath, [BIN, 'extract', page, '--max-text-chars', '199'], { encoding: 'utf8' });
    expect(one.status).toBe(2);
    expect(one.stdout).toBe('');
    expect(one.stderr).toContain('199 characters of text, the maxTextChars limit; it is not extracted (too_large; see --max-text-chars)');
    const out = join(dir, 'out.jsonl');
    const many = spawnSync(process.execPath, [BIN, 'batch', dir, '-o', out, '-w', '1', '--max-text-chars', '199'], { encoding: 'utf8' });
    expect(many.status).toBe(0);
    const records = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(records).toHaveLength(1);
    expect(records[0].error).toMatchObject({ code: 'too_large' });
  });
});
