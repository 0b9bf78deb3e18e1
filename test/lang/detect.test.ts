import { describe, expect, it } from 'vitest';
import { detectLang } from '../../src/lang/detect.js';

describe('detectLang', () => {
  it('detects Chinese and English prose from the script mix', () => {
    expect(detectLang('新华社北京12月9日电 记者王小明报道，中国经济持续发展。')).toBe('zh');
    expect(detectLang('台灣總統府今天表示，將出席國際會議。')).toBe('zh');
    expect(detectLang('The economy grew faster than expected in the third quarter.')).toBe('en');
  });

  it('reads other space-delimited scripts as en', () => {
    expect(detectLang('Η Ελλάδα είναι όμορφη.')).toBe('en');
    expect(detectLang('Москва — столица России.')).toBe('en');
  });

  it('reads mixed text with a Han share of at least 0.2 as Chinese', () => {
    // 11 Han characters, 11 Latin letters.
    expect(detectLang('Apple 今天发布了新的 iPhone，售价 999 美元。')).toBe('zh');
  });

  it('decides a Han share between 0.05 and 0.2 by stop-word hits', () => {
    // Han share 6/34 ≈ 0.18; Chinese stop words 的, 是, 多少 against no English one.
    expect(detectLang('Microsoft Surface Laptop Studio 的价格是多少？')).toBe('zh');
    // Han share 2/31 ≈ 0.06; English stop words the, of, said, the, will against no Chinese one.
    expect(detectLang('The mayor of 北京 said the city will grow.')).toBe('en');
  });

  it('is en below a Han share of 0.05 and for text without letters', () => {
    expect(detectLang('Reporters interviewed residents of 北京 and officials of the Shanghai municipal government yesterday.')).toBe('en');
    expect(detectLang('')).toBe('en');
    expect(detectLang('2024 — 12:00')).toBe('en');
  });
});
