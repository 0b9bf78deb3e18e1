import { describe, expect, it } from 'vitest';
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';
import { detectLang, hasJapaneseKana, KANA_MIN, KANA_SHARE, languageSample, pageLanguage } from '../../src/lang/detect.js';
import { iso6391, KEPT_639_3 } from '../../src/lang/codes.js';
import type { TextUnit } from '../../src/core/types.js';
import { extract } from '../../src/index.js';
import { resolveOptions } from '../../src/options/resolve.js';

describe('detectLang', () => {
  it('names the language of the text in ISO 639-1, any script', () => {
    expect(detectLang('新华社北京12月9日电 记者王小明报道，中国经济持续发展。')).toBe('zh');
    expect(detectLang('The economy grew faster than expected in the third quarter, the ministry said.')).toBe('en');
    expect(detectLang('Η κυβέρνηση ανακοίνωσε σήμερα νέα μέτρα για την οικονομία της χώρας.')).toBe('el');
    expect(detectLang('Москва — столица России, крупнейший по численности населения город страны.')).toBe('ru');
    expect(detectLang('Rząd przedstawił dzisiaj nowy plan reform gospodarczych dla całego kraju.')).toBe('pl');
    expect(detectLang('Die Regierung hat heute neue Maßnahmen für die Wirtschaft des Landes angekündigt.')).toBe('de');
  });

  it('reads Traditional Chinese as zh', () => {
    expect(detectLang('台灣總統府今天表示，將出席國際會議，並與各國領袖討論經濟合作。')).toBe('zh');
  });

  it('reads Han text eld cannot place as zh, and text without letters as und', () => {
    // Four Han characters are too few for eld; their share of the letters is 1.
    expect(detectLang('國際會議')).toBe('zh');
    expect(detectLang('')).toBe('und');
    expect(detectLang('2024 — 12:00')).toBe('und');
  });
});

describe('Japanese needs a real kana share', () => {
  const chinese = '南湖夜市本周新添二十个摊位，主要经营本地小吃和手工艺品。夜市管理处表示，新摊位全部经过卫生检查。';
  it('reads Chinese text with one stray kana as zh, not ja', () => {
    // franc counts Han as Japanese too: the one の tips its script count to jpn.
    expect(detectLang(`${chinese}一家名叫“小町の饭团”的小店格外受欢迎。`)).toBe('zh');
  });

  it('reads Japanese prose as ja', () => {
    expect(detectLang('東京都は来月から、都内の公立図書館の開館時間を延長すると発表しました。利用者の声に応えたものです。')).toBe('ja');
  });

  it('asks KANA_MIN kana and KANA_SHARE of the letters', () => {
    expect(KANA_MIN).toBe(5);
    expect(KANA_SHARE).toBe(0.05);
    // Five kana in 100 letters: just enough; four are too few whatever the share.
    expect(hasJapaneseKana(`${'漢'.repeat(95)}あいうえお`)).toBe(true);
    expect(hasJapaneseKana(`${'漢'.repeat(96)}あいうえ`)).toBe(false);
    expect(hasJapaneseKana('あいうえ')).toBe(false);
    // Five kana in 101 letters: under 5%.
    expect(hasJapaneseKana(`${'漢'.repeat(96)}あいうえお`)).toBe(false);
    // The katakana middle dot and the long-vowel mark are Chinese punctuation too: no kana.
    expect(hasJapaneseKana('迈克尔・乔丹ーーーーーー・・・・・')).toBe(false);
  });
});

describe('iso6391: the language codes of the result', () => {
  it('maps ISO 639-3 codes to ISO 639-1, a macrolanguage member to its macrolanguage', () => {
    expect(iso6391('zlm')).toBe('ms');
    expect(iso6391('zsm')).toBe('ms');
    expect(iso6391('cmn')).toBe('zh');
    expect(iso6391('rus')).toBe('ru');
    expect(iso6391('arb')).toBe('ar');
    expect(iso6391('pes')).toBe('fa');
    expect(iso6391('ckb')).toBe('ku');
    expect(iso6391('tgl')).toBe('tl');
    expect(iso6391('iw')).toBe('he');
    expect(iso6391('TL')).toBe('tl');
  });

  it('keeps the ISO 639-3 code of a language without a two-letter one', () => {
    expect(iso6391('ceb')).toBe('ceb');
    expect(iso6391('mai')).toBe('mai');
  });

  it('gives every code franc-min answers a two-letter code, or one of the listed three-letter ones', () => {
    const codes = new Set([...Object.values(data as Record<string, Record<string, string>>).flatMap((byLang) => Object.keys(byLang)), ...Object.keys(expressions).filter((k) => /^[a-z]{3}$/.test(k))]);
    expect(codes.size).toBeGreaterThan(70);
    const kept: string[] = [];
    for (const c of codes) {
      const code = iso6391(c);
      if (code.length === 3) kept.push(code);
      else expect(code, c).toMatch(/^[a-z]{2}$/);
    }
    expect(kept.sort()).toEqual([...KEPT_639_3].sort());
  });

  it('is what detection and the lang option give', () => {
    expect(detectLang('Kerajaan negeri berkata projek itu akan siap sepenuhnya pada tahun hadapan. Menurut beliau, peruntukan tambahan telah diluluskan oleh kerajaan persekutuan.')).toBe('ms');
    expect(resolveOptions({ lang: 'tl' }).lang).toBe('tl');
  });
});

const unit = (index: number, text: string, linkText = ''): TextUnit => ({ index, element: null as never, parent: null, path: 'html.body.p', text, linkText });

describe('languageSample', () => {
  it('takes the longest units that are mostly own text, longest first, 400 characters each at most', () => {
    const prose = 'Москва — столица России. '.repeat(40); // 1,000 characters
    const units = [unit(0, 'Home News Sport Weather', 'Home News Sport Weather'), unit(1, 'short line'), unit(2, prose), unit(3, 'a'.repeat(300))];
    expect(languageSample(units)).toBe(`${prose.slice(0, 400)}\n${'a'.repeat(300)}\nshort line`);
  });

  it('leaves out units that are more than half link text while there is enough own text', () => {
    const names = 'Achim Steiner | Adam Michnik | Alison Bethel McKenzie | '.repeat(20);
    const prose = 'Η κυβέρνηση ανακοίνωσε σήμερα νέα μέτρα. '.repeat(15);
    const sample = languageSample([unit(0, names, names.slice(0, names.length - 10)), unit(1, prose)]);
    expect(sample).toBe(prose.slice(0, 400));
    expect(pageLanguage([unit(0, names, names.slice(0, names.length - 10)), unit(1, prose)], 'auto')).toBe('el');
  });

  it('takes every unit when own text gives less than 500 characters (a page of teasers)', () => {
    const teaser = '台灣總統府今天表示，將出席國際會議。'.repeat(10);
    const units = [unit(0, 'Copyright © 2011 All Rights Reserved'), unit(1, teaser, teaser)];
    expect(languageSample(units)).toBe(`${teaser}\nCopyright © 2011 All Rights Reserved`);
    expect(pageLanguage(units, 'auto')).toBe('zh');
  });

  it('stops at 2,000 characters of text', () => {
    const units = Array.from({ length: 10 }, (_, i) => unit(i, 'x'.repeat(399)));
    // Five units of 399 and 5 characters of the sixth, joined by five newlines.
    expect(languageSample(units)).toBe(`${Array(5).fill('x'.repeat(399)).join('\n')}\nxxxxx`);
  });

  it('gives a forced language without reading the units', () => {
    expect(pageLanguage([unit(0, 'Москва — столица России.')], 'pl')).toBe('pl');
  });
});

describe('the lang option', () => {
  it('takes auto or any ISO 639-1 code, lower-cased, a withdrawn code as its successor', () => {
    expect(resolveOptions({ lang: 'ru' }).lang).toBe('ru');
    expect(resolveOptions({ lang: 'EL' }).lang).toBe('el');
    expect(resolveOptions({ lang: 'iw' }).lang).toBe('he');
    expect(resolveOptions({}).lang).toBe('auto');
  });

  it('rejects what is not an ISO 639-1 code', () => {
    for (const bad of ['xx', 'rus', 'zh-TW', 'e']) expect(() => resolveOptions({ lang: bad }), bad).toThrow(`lang must be 'auto' or an ISO 639-1 code (en, zh, ru…) (got "${bad}")`);
  });

  it('is what extract reports when forced, and the detected language otherwise', () => {
    const html = '<html><body><article><p>Москва — столица России, крупнейший по численности населения город страны.</p></article></body></html>';
    expect(extract(html).lang).toBe('ru');
    expect(extract(html, { lang: 'uk' }).lang).toBe('uk');
  });
});
