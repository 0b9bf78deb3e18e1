// A script with its own word segmentation is its segmenter and one entry of SCRIPT_KINDS
// (lang/scripts.ts): every consumer looks a run's or a token's kind up in that list. A Thai kind
// added here (words cut by ICU's dictionary through Intl.Segmenter, made-up stop list of none) is
// split into its own runs, segmented, counted, ranked by TextRank and counted by Louvan's
// features without any other file knowing of it.
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Token } from '../../src/core/types.js';
import { SCRIPT_KINDS, scriptKind, scriptKindOfLang, splitScriptRuns, type ScriptKind } from '../../src/lang/scripts.js';
import { countWords, segment, segmentCount, segmentUnits } from '../../src/lang/segment.js';
import { elementStats } from '../../src/methods/louvan/features.js';
import { readableDate } from '../../src/output/inline.js';
import { isCandidate, keywords } from '../../src/pipeline/topics/textrank.js';
import type { TextUnit } from '../../src/core/types.js';

const thai = new Intl.Segmenter('th', { granularity: 'word' });
const thaiWords = (run: string): string[] =>
  Array.from(thai.segment(run), (s) => s)
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
const thaiToken = (word: string): Token => ({ text: word, key: word, pos: 'th', lang: 'th', stop: false });
const THAI: ScriptKind = {
  name: 'th',
  claims: (cp) => cp >= 0x0e00 && cp <= 0x0e7f,
  mayHold: /[\u0e00-\u0e7f]/,
  segmenter: {
    segmentRuns: (runs) => runs.map((run) => thaiWords(run).map(thaiToken)),
    words: thaiWords,
    count: (run) => thaiWords(run).length,
  },
  stopList: 'th',
  plainWords: thaiWords,
  keywords: { candidate: (t) => [...t.text].length >= 2, nounOrAdjective: () => false, pennTagged: false },
  unspaced: true,
  // Made-up form for the test: day/month/Buddhist-era-less year, then "เวลา" (time).
  dates: { date: (y, month, day) => `${day}/${month}/${y}`, beforeTime: ' เวลา ' },
};
const kinds = SCRIPT_KINDS as ScriptKind[];

// Made-up text: an English clause, Thai ("the news of the city is good"), Chinese.
const TEXT = 'City desk: ข่าวของเมืองดี, 城市新闻 today';

describe('a third script kind, added in one place', () => {
  beforeAll(() => {
    kinds.unshift(THAI);
  });
  afterAll(() => {
    kinds.splice(kinds.indexOf(THAI), 1);
  });

  it('splits text into its own runs, neutral characters between two claimed kinds with the run after', () => {
    expect(splitScriptRuns(TEXT)).toEqual([
      { text: 'City desk: ', lang: 'en' },
      { text: 'ข่าวของเมืองดี', lang: 'th' },
      { text: ', 城市新闻', lang: 'zh' },
      { text: ' today', lang: 'en' },
    ]);
    expect(splitScriptRuns('ข่าว ดี')).toEqual([{ text: 'ข่าว ดี', lang: 'th' }]);
    expect(scriptKind('th')).toBe(THAI);
  });

  it('segments and counts its runs with its segmenter, the others with theirs', () => {
    const tokens = segment(TEXT);
    const thaiPart = tokens.filter((t) => t.lang === 'th').map((t) => t.text);
    expect(thaiPart).toEqual(thaiWords('ข่าวของเมืองดี'));
    expect(thaiPart.join('')).toBe('ข่าวของเมืองดี');
    expect(thaiPart.length).toBeGreaterThan(1);
    expect(tokens.filter((t) => t.lang === 'en').map((t) => t.text)).toEqual(['City', 'desk', 'today']);
    expect(tokens.some((t) => t.lang === 'zh')).toBe(true);
    expect(segmentCount(TEXT)).toBe(tokens.length);
    expect(countWords('ข่าวของเมืองดี')).toBe(thaiPart.length);
    const unit = { index: 0, text: TEXT, linkText: '' } as unknown as TextUnit;
    expect(segmentUnits([unit])[0]!.words).toEqual(tokens);
  });

  it('gives TextRank its candidates and Louvan its word counts', () => {
    const tokens = segment('ข่าวของเมืองดี ข่าวของเมืองดี');
    expect(tokens.every(isCandidate)).toBe(tokens.every((t) => [...t.text].length >= 2));
    expect(keywords(tokens, { topK: 1, window: 2, damping: 0.85 })).toHaveLength(1);
    expect(keywords(tokens, { topK: 1, window: 2, damping: 0.85, pos: 'noun-adj' })).toEqual([]);
    const { document } = parseHTML('<html><body><p>ข่าวของเมืองดี city</p></body></html>');
    const p = document.querySelector('p')!;
    const stats = elementStats(document.body as unknown as Element).get(p as unknown as Element)!;
    expect(stats.words).toBe(thaiWords('ข่าวของเมืองดี').length + 1);
  });

  it("writes a Thai page's dates in its form, and a page of any other language as before", () => {
    expect(readableDate('2011-12-09T08:20:00+07:00', 'th')).toBe('9/12/2011 เวลา 08:20 (+07:00)');
    expect(readableDate('2011-12-09', 'th')).toBe('9/12/2011');
    expect(readableDate('2011-12-09T08:20:00+08:00', 'zh')).toBe('2011年12月9日 08:20 (+08:00)');
    expect(readableDate('2011-12-09T08:20:00Z', 'fr')).toBe('9 December 2011, 08:20 (UTC)');
    expect(scriptKindOfLang('th').unspaced).toBe(true);
    expect(scriptKindOfLang('fr')).toBe(kinds[kinds.length - 1]);
  });
});

describe('without it', () => {
  it('the list is Han and the default kind, and Thai text is of the default kind', () => {
    expect(SCRIPT_KINDS.map((k) => k.name)).toEqual(['zh', 'en']);
    expect(splitScriptRuns('ข่าว, 新闻')).toEqual([
      { text: 'ข่าว, ', lang: 'en' },
      { text: '新闻', lang: 'zh' },
    ]);
  });
});
