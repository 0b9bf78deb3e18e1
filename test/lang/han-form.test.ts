import { describe, expect, it } from 'vitest';
import { simplifiedForm, traditionalShare } from '../../src/lang/han-form.js';
import { HAN_CHUNK } from '../../src/lang/segmenters/han.js';
import { segment, segmentCount } from '../../src/lang/segment.js';

describe('simplifiedForm', () => {
  it('writes Traditional characters in their Simplified form, one for one', () => {
    const text = '這是臺灣的軟體資料庫，Hello 2024。';
    const out = simplifiedForm(text);
    expect(out).toBe('这是台湾的软体资料库，Hello 2024。');
    expect(out.length).toBe(text.length);
  });

  it('gives Simplified text back as it is', () => {
    const text = '这是台湾的软件数据库';
    expect(simplifiedForm(text)).toBe(text);
  });

  it('leaves a character whose Simplified form is of another UTF-16 length (BMP to astral)', () => {
    // OpenCC maps 㗲 (U+35F2) to 𠵾 (U+20D7E): not in the table, so the offsets hold.
    expect(simplifiedForm('㗲這')).toBe('㗲这');
  });
});

describe('traditionalShare', () => {
  it('counts the Han characters the table changes', () => {
    expect(traditionalShare('這是臺灣')).toBe(0.75); // 這 臺 灣 change, 是 does not
    expect(traditionalShare('这是台湾')).toBe(0);
    expect(traditionalShare('no Han')).toBe(0);
  });
});

describe('segment in Simplified form', () => {
  it('cuts Traditional words as jieba cuts their Simplified form, text as written and key Simplified', () => {
    expect(segment('醫院問題', 'zh', 'simplified')).toEqual([
      { text: '醫院', key: '医院', pos: 'n', lang: 'zh', stop: false },
      { text: '問題', key: '问题', pos: 'n', lang: 'zh', stop: false },
    ]);
    expect(segment('醫院問題', 'zh', 'as-written').map((t) => `${t.text}/${t.key}/${t.pos}`)).toEqual(['醫院/醫院/x', '問題/問題/x']);
    expect(segment('我們的經濟發展', 'zh', 'simplified').map((t) => `${t.text}/${t.key}/${t.pos}/${t.stop}`)).toEqual(['我們/我们/r/true', '的/的/uj/true', '經濟/经济/n/false', '發展/发展/vn/false']);
  });

  it('keeps every word as written across jieba calls (a run longer than one call)', () => {
    const text = '醫院問題，'.repeat(Math.ceil((HAN_CHUNK * 1.5) / 5));
    const tokens = segment(text, 'zh', 'simplified');
    expect(tokens.map((t) => t.text).join('')).toBe(text.replaceAll('，', ''));
    expect(tokens.map((t) => t.key).join('')).toBe(simplifiedForm(text).replaceAll('，', ''));
    expect(segmentCount(text, 'simplified')).toBe(tokens.length);
  });
});
