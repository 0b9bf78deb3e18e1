// Mihalcea & Tarau's own keyword setting (window 2, unweighted, nouns and adjectives) beside the
// jieba-style default, on token sequences small enough to rank by hand.
import { describe, expect, it } from 'vitest';
import type { Token } from '../../../src/core/types.js';
import { keywords } from '../../../src/pipeline/topics/textrank.js';
import { pennTags } from '../../../src/lang/pos-en.js';

const zh = (text: string, pos: string): Token => ({ text, key: text, pos, lang: 'zh', stop: false });
const MT = { topK: 10, window: 2, damping: 0.85, weighted: false, pos: 'noun-adj' } as const;

describe('TextRank, Mihalcea–Tarau setting', () => {
  it('keeps nouns and adjectives, not verbs', () => {
    const tokens = [zh('城市', 'n'), zh('美丽', 'a'), zh('建设', 'v'), zh('桥梁', 'n')];
    expect(keywords(tokens, { topK: 10, window: 5, damping: 0.85 }).sort()).toEqual(['城市', '建设', '桥梁'].sort());
    expect(keywords(tokens, MT).sort()).toEqual(['城市', '桥梁', '美丽'].sort());
  });

  it('counts an edge once however often its words co-occur', () => {
    // Window 2 links neighbours only: X–Y four times, X–Z once, Z–W twice.
    const tokens = ['甲乙', '丙丁', '甲乙', '丙丁', '甲乙', '戊己', '庚辛', '戊己'].map((t) => zh(t, 'n'));
    // Unweighted, the path Y–X–Z–W: X and Z (degree 2) tie, first occurrence first; then Y and W.
    expect(keywords(tokens, MT)).toEqual(['甲乙', '戊己', '丙丁', '庚辛']);
    // Weighted (4, 1, 2) the fixed point is X 1.304, Y 1.037, Z 0.963, W 0.696.
    expect(keywords(tokens, { ...MT, weighted: true })).toEqual(['甲乙', '丙丁', '戊己', '庚辛']);
  });

  it('tags English with the Brill tagger: nouns and adjectives pass', () => {
    expect(pennTags(['the', 'council', 'approved', 'new', 'budget', 'plans'])).toEqual(['DT', 'NN', 'VBD', 'JJ', 'NN', 'NNS']);
    const en = (text: string): Token => ({ text, key: text, pos: 'eng', lang: 'en', stop: text === 'the' });
    const tokens = ['the', 'council', 'approved', 'new', 'budget', 'plans'].map(en);
    expect(keywords(tokens, MT).sort()).toEqual(['budget', 'council', 'new', 'plans']);
  });
});
