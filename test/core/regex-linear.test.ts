// Every regular expression literal of src/ is read with TypeScript's parser and checked by scslre
// (the static analysis behind eslint-plugin-regexp's no-super-linear-* rules) for super-linear
// backtracking: a pattern whose time grows with the square (or worse) of its input, like the
// byline region's `[\s\u3000]*\u2063[\s\u2063\u3000]*` that took minutes on a line of 10^6
// U+3000. Such a pattern may stay only where its input is bounded by a small
// constant, each listed below with that bound; a new one fails this test until it is made linear
// or listed. The verdict is the analysis's, not a clock's: it does not depend on the machine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RegExpParser } from '@eslint-community/regexpp';
import { analyse } from 'scslre';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Super-linear patterns whose input is bounded, by file and pattern, with the bound. */
const BOUNDED: Record<string, string> = {
  'src/extract.ts /[\\s,;:、，；：]+$/': 'excerptOf: ≤ EXCERPT_CHARS (200)',
  // Dates per block: the page type reads units of 200 characters or fewer, a story block's date line 100.
  'src/vocabulary/multilingual.ts /\\b(?:19|20)\\d\\d[-/.]': 'pageTypeRow: units of ≤ 200 characters; story-blocks dateLine: lines ≤ DATELINE_CHARS (100)',
  'src/lang/segmenters/porter.ts /[^aeiouy]+y/g': 'a word the stemmer takes, ≤ STEMMED_MAX (50)',
  // A time after a date: TIME_WINDOW, 48 characters.
  'src/vocabulary/multilingual.ts /^(?:[\\sT,]|&nbsp;)*': 'text.slice(end, end + TIME_WINDOW), ≤ 48 characters',
  // Names: englishNames and chineseNames read at most MAX_FIELD (600) characters.
  'src/vocabulary/en.ts /[\\s\\u2063]+(?:(?:(?:January': 'englishNames: ≤ MAX_FIELD',
  'src/metadata/name-en.ts /\\s*[|·•—–([\\n]\\s*|': 'englishNames: ≤ MAX_FIELD',
  'src/vocabulary/en.ts /\\s+(?:in|on|at|for|': 'englishNames: ≤ MAX_FIELD',
  'src/vocabulary/en.ts /\\s*(?:,|;|&|\\u2063|': 'englishNames: ≤ MAX_FIELD',
  'src/metadata/name-en.ts /[\\s.:-]+$/': 'englishNames: ≤ MAX_FIELD',
  'src/metadata/name-en.ts /[\\s:-]+$/': 'englishNames: ≤ MAX_FIELD',
  'src/metadata/name-zh.ts /[（(【[].*$/': 'chineseNames: ≤ MAX_FIELD',
  // A live post's time: isTimeLine tests only a line of at most TIME_CHARS.
  'src/vocabulary/multilingual.ts /(?:^|[^\\d$€£¥.,])(?:[01]?\\d|2[0-3])[:：]': 'isTimeLine: a line ≤ TIME_CHARS (40)',
  // A card's or a post's date: a line of at most DATE_CHARS (40) or TIME_CHARS (80), a name of at most NAME_CHARS (40).
  'src/vocabulary/multilingual.ts /\\d{4}[-/.年]': 'SHOWN_DATE: listing-items isDateLine, a line ≤ DATE_CHARS (40); thread-posts timeOf, a line ≤ TIME_CHARS (80), authorOf, a name ≤ NAME_CHARS (40)',
  // Titles and headings: bounded() to MAX_FIELD, meta titles to MAX_TITLE.
  'src/metadata/title.ts /\\s*[-－–—]\\s*$/': 'a <title> or a heading, ≤ MAX_FIELD',
  'src/metadata/title.ts /\\s*[¶#§🔗]+$/u': 'a heading, ≤ MAX_FIELD',
  // Credit lines: creditLine bounds its line to MAX_FIELD; page lines are ≤ 400 (MAX_LINE),
  // region lines ≤ 320, leads ≤ 80, labels' tails ≤ 40 to 60.
  'src/vocabulary/en.ts /(?:^|[|·•—–:\\u2063]\\s*)': 'creditLine: ≤ MAX_FIELD',
  'src/vocabulary/en.ts /[\\s\\u2063](?:(?:written': 'creditLine: ≤ 120',
  'src/vocabulary/en.ts /(?:photo|photograph': 'creditLine: ≤ MAX_FIELD',
  'src/vocabulary/en.ts /(?:hosted|sponsored': "the 48 characters before a byline's names",
  'src/metadata/credits-zh.ts /[（(【[〔][^）)】\\]〕]*$/': 'namesAfter: ≤ 40 after a role, a line ≤ 400',
  'src/metadata/credits-zh.ts /[）)】\\]〕」].*$/': 'namesAfter: ≤ 40 after a role, a line ≤ 400',
  'src/vocabulary/zh.ts /[台视視网網社](': 'a line ≤ 48',
  'src/vocabulary/zh.ts /(?:记者|記者)\\s*[：:]?\\s*(.+)/': 'creditLine: ≤ MAX_FIELD',
  'src/vocabulary/zh.ts /[0-9０-９]+日?$/': 'leadOutlet: ≤ 60',
  'src/vocabulary/zh.ts /(?:[0-9０-９]+日)?(?:专讯': 'leadOutlet: ≤ 60',
  'src/metadata/credits.ts /(?<=.)[(（【[].*$/': 'sourceName: ≤ 60 after the label',
  'src/metadata/credits.ts /[)）】\\]》>」]+$/g': 'sourceName: ≤ 60 after the label',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** Every regex literal of src/: file, line and its text. */
function literals(): { file: string; line: number; text: string }[] {
  const out: { file: string; line: number; text: string }[] = [];
  for (const path of sources(join(ROOT, 'src'))) {
    const file = relative(ROOT, path).replaceAll('\\', '/');
    const sf = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText() });
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });
const superLinear = (text: string): boolean => analyse(parser.parseLiteral(text), { maxReports: 1 }).reports.length > 0;

describe('regular expressions over page text', () => {
  const all = literals();

  it('finds the literals of src/ (the walk works)', () => {
    expect(all.length).toBeGreaterThan(250);
    expect(all.some((r) => r.file === 'src/metadata/text.ts' && r.text === '/[\\s\\u00a0\\u3000\\u200b\\ufeff]+/g')).toBe(true);
  });

  it('the analysis tells a quadratic pattern from a linear one', () => {
    expect(superLinear('/[\\s\\u3000]*\\u2063[\\s\\u2063\\u3000]*/g')).toBe(true);
    expect(superLinear('/\\s+$/')).toBe(true);
    expect(superLinear('/[\\s\\u2063]+/g')).toBe(false);
  });

  it('are linear, except where the input is bounded (listed with its bound)', () => {
    const unlisted = all.filter((r) => superLinear(r.text) && !Object.keys(BOUNDED).some((k) => k === `${r.file} ${r.text}` || `${r.file} ${r.text}`.startsWith(k)));
    expect(unlisted.map((r) => `${r.file}:${r.line} ${r.text}`)).toEqual([]);
  });

  it('lists no bounded pattern that is gone', () => {
    const stale = Object.keys(BOUNDED).filter((k) => !all.some((r) => superLinear(r.text) && `${r.file} ${r.text}`.startsWith(k)));
    expect(stale).toEqual([]);
  });
});
