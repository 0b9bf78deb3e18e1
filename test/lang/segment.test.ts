import { describe, expect, it } from 'vitest';
import { countWords, segment, segmentCount, segmentUnits } from '../../src/lang/segment.js';
import type { TextUnit } from '../../src/core/types.js';
import { spacedSegmenter } from '../../src/lang/segmenters/spaced.js';

const brief = (text: string) => segment(text).map((t) => `${t.text}/${t.pos}`);

describe('segment: Chinese', () => {
  it('segments with jieba, keeps its POS tags and drops punctuation and spaces', () => {
    expect(brief('新华社北京12月9日电 记者王小明报道，中国经济持续发展。')).toEqual([
      '新华社/nt',
      '北京/ns',
      '12/m',
      '月/m',
      '9/m',
      '日电/j',
      '记者/n',
      '王小明/nr',
      '报道/v',
      '中国/ns',
      '经济/n',
      '持续/vd',
      '发展/vn',
    ]);
  });

  it('keys Chinese words by the word itself, marks stop words and the run language', () => {
    const tokens = segment('我们的经济');
    expect(tokens).toEqual([
      { text: '我们', key: '我们', pos: 'r', lang: 'zh', stop: true },
      { text: '的', key: '的', pos: 'uj', lang: 'zh', stop: true },
      { text: '经济', key: '经济', pos: 'n', lang: 'zh', stop: false },
    ]);
  });

  it('keeps words jieba tags x because they are missing from its dictionary (Traditional script)', () => {
    expect(brief('醫院問題')).toEqual(['醫院/x', '問題/x']);
    expect(segment('這個').map((t) => t.stop)).toEqual([true]);
  });
});

describe('segment: space-delimited scripts', () => {
  it('tokenises English, stems the keys and drops punctuation', () => {
    const tokens = segment('The runners were running quickly; China’s economy doesn’t grow!');
    expect(tokens.map((t) => t.text)).toEqual(['The', 'runners', 'were', 'running', 'quickly', 'China’s', 'economy', 'doesn’t', 'grow']);
    expect(tokens.map((t) => t.key)).toEqual(['the', 'runner', 'were', 'run', 'quickli', 'china', 'economi', "doesn't", 'grow']);
    expect(tokens.map((t) => t.stop)).toEqual([true, false, true, false, false, false, false, true, false]);
    expect(new Set(tokens.map((t) => t.pos))).toEqual(new Set(['eng']));
    expect(new Set(tokens.map((t) => t.lang))).toEqual(new Set(['en']));
  });

  it('keeps numbers whole and tags them m', () => {
    expect(segment('Growth was 3.5% for 1,000 firms in 2023.').map((t) => `${t.key}/${t.pos}`)).toEqual(['growth/eng', 'wa/eng', '3.5/m', 'for/eng', '1,000/m', 'firm/eng', 'in/eng', '2023/m']);
  });

  it('splits on apostrophes that are not inside a word', () => {
    expect(segment("rock 'n' roll, the players' union, O'Brien").map((t) => t.text)).toEqual(['rock', 'n', 'roll', 'the', 'players', 'union', "O'Brien"]);
  });

  it('tokenises Greek, Russian and Polish words, lower-casing non-Latin keys', () => {
    expect(segment('Η Ελλάδα είναι όμορφη. Москва — столица России!').map((t) => t.key)).toEqual(['η', 'ελλάδα', 'είναι', 'όμορφη', 'москва', 'столица', 'россии']);
    expect(segment('Zażółć gęślą jaźń.').map((t) => t.text)).toEqual(['Zażółć', 'gęślą', 'jaźń']);
  });

  it('returns nothing for punctuation, symbols and whitespace', () => {
    expect(segment(' — !!! … ，。「」 © ')).toEqual([]);
    expect(segment('')).toEqual([]);
  });
});

describe('segment: mixed text', () => {
  it('segments each script run with its own segmenter, in text order', () => {
    const tokens = segment('苹果发布了iPhone 15和Apple Watch。');
    expect(tokens.map((t) => `${t.text}/${t.lang}`)).toEqual(['苹果/zh', '发布/zh', '了/zh', 'iPhone/en', '15/en', '和/zh', 'Apple/en', 'Watch/en']);
    expect(tokens.find((t) => t.text === 'iPhone')!.key).toBe('iphon');
  });
});

describe('countWords', () => {
  it('counts the tokens segment yields, in every script', () => {
    const texts = [
      'The runners were running quickly; China’s economy doesn’t grow!',
      'Growth was 3.5% for 1,000 firms in 2023.',
      '中国经济持续增长，带动了就业。',
      'Apple 发布了 iPhone 15，售价 5999 元。',
      ' — !!! … ，。「」 © ',
      '',
    ];
    expect(texts.map((t) => countWords(t))).toEqual([9, 8, texts.map((t) => segment(t).length)[2], texts.map((t) => segment(t).length)[3], 0, 0]);
    for (const t of texts) expect(countWords(t)).toBe(segment(t).length);
  });
});

describe('segmentCount', () => {
  it('is segment(text).length: Han runs by the same tagger, other runs counted without tokens', () => {
    const texts = [
      'The runners were running quickly; China’s economy doesn’t grow!',
      '记者李明报道：北京市今年新建了３０个社区公园，市民们纷纷表示欢迎。',
      'Apple 发布了 iPhone 15，售价 5999 元。',
      ' — !!! … ',
      '',
    ];
    expect(texts.map((t) => segmentCount(t))).toEqual(texts.map((t) => segment(t).length));
    expect(segmentCount(texts[0]!)).toBe(9);
    expect(segmentCount(texts[4]!)).toBe(0);
  });

  it('counts ASCII text as the tokenizer splits it: apostrophes between letters, . and , between digits', () => {
    const texts = ["don't 'tis rock'n'roll x' ' a''b", '3.5 1,000 a.b 1.a .5 5. 1,2,3 9.9.9', "U.S. e-mail a_b 12'34", '  \n\t ', ''];
    const split = (t: string) => [...spacedSegmenter.words(t)].filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    expect(texts.map((t) => segmentCount(t))).toEqual(texts.map(split));
  });
});

describe('token sharing', () => {
  it('gives every occurrence of a word the same token object', () => {
    const [a, , b] = segment('Markets rallied. Markets fell.');
    expect(a!.text).toBe('Markets');
    expect(b).toBe(a);
    expect(segment('Markets')[0]).toBe(a);
  });

  it('shares the tokens of words longer than a string slice (13+ characters) too', () => {
    const [a, b] = segment('Internationalisation internationalisation Internationalisation');
    expect(a!.key).toBe('internationalis');
    expect(b!.key).toBe('internationalis');
    expect(segment('Internationalisation')[0]).toBe(a);
  });
});

describe('segmentUnits: one jieba call per page gives what one call per unit gives', () => {
  // Units whose Han runs start or end next to the joiner's own character (a newline from <br>,
  // a space, a carriage return), mix scripts, and repeat: each unit's words must equal segment()'s.
  const texts = [
    '新华社北京12月9日电 记者王小明报道',
    '中国经济\n持续发展。The economy grew 5%.',
    ' 上海\r\n浦东新区',
    'Breaking news only',
    '研究生命起源',
    '臺灣經濟部發佈新聞稿，\n\n說明今年出口成長。',
    '研究生命起源',
  ];
  const units = texts.map((text, index) => ({ index, text, linkText: index === 4 ? text : '' }) as unknown as TextUnit);
  const segmented = segmentUnits(units);

  it('yields the same tokens per unit as segmenting each unit alone', () => {
    expect(segmented.map((s) => s.words)).toEqual(texts.map((t) => segment(t)));
  });

  it("keeps run boundaries: a Han run never takes the next unit's first word", () => {
    expect(segmented[1]!.words.map((t) => t.text)).toEqual(['中国', '经济', '持续', '发展', 'The', 'economy', 'grew', '5']);
    expect(segmented[2]!.words.map((t) => t.text)).toEqual(['上海', '浦东新区']);
    expect(segmented[4]!.linkWords).toBe(segmented[4]!.words.length);
  });

  it("marks the page language's stop words as segment does", () => {
    expect(segmentUnits(units, 'ru').map((s) => s.words)).toEqual(texts.map((t) => segment(t, 'ru')));
  });
});

describe('segment with the page language', () => {
  it("marks the page language's stop words besides the English ones", () => {
    const text = 'Это был дом, the house.';
    expect(segment(text).map((t) => t.stop)).toEqual([false, false, false, true, false]);
    expect(segment(text, 'ru').map((t) => `${t.text}/${t.stop}`)).toEqual(['Это/true', 'был/true', 'дом/false', 'the/true', 'house/false']);
  });

  it('gives the same token objects again, and leaves the English tokens as they were', () => {
    const [a] = segment('Это', 'ru');
    expect(segment('Это', 'ru')[0]).toBe(a);
    expect(segment('Это')[0]!.stop).toBe(false);
    expect(segment('дом', 'ru')[0]).toBe(segment('дом')[0]);
  });
});
