// Byline parsing: names out of English and Chinese credit lines, with the job titles, places and
// photo credits around them left out.
import { describe, expect, it } from 'vitest';
import { englishNames, isLatinName } from '../../src/metadata/name-en.js';
import { chineseNames, isHanName } from '../../src/metadata/name-zh.js';

describe('englishNames', () => {
  it.each([
    ['By Marisol Okafor, Staff Writer', ['Marisol Okafor']],
    ['By Tomas Reyna, Meridian Press Writer', ['Tomas Reyna']],
    ['by Priya Raman · May 23, 2023', ['Priya Raman']],
    ['By Jane Doe and John Roe', ['Jane Doe', 'John Roe']],
    ['By Jane Doe, John Roe & Ana de la Cruz', ['Jane Doe', 'John Roe', 'Ana de la Cruz']],
    ['Written by J. R. Smith | Updated 5 min ago', ['J. R. Smith']],
    ['By Rodney Jefferson -', ['Rodney Jefferson']],
    ['By Richard Black\u2063Environment correspondent, BBC News', ['Richard Black']],
    ['By METRO REPORTER', []],
    ['By Associated Press', []],
    ['By admin', []],
  ])('%s → %j', (input, expected) => {
    expect(englishNames(input)).toEqual(expected);
  });

  it('knows a name from a job title', () => {
    expect(isLatinName('Marisol Okafor')).toBe(true);
    expect(isLatinName('Staff Writer')).toBe(false);
    expect(isLatinName('Marisol')).toBe(false);
  });

  it('knows a name from an organisation', () => {
    for (const org of ['Russian Defense Ministry', 'Harbor County Sheriff Office', 'Valley Water Authority', 'Northfield Police', 'Meridian Holdings Inc.', 'Kestrel Foundation'])
      expect(isLatinName(org), org).toBe(false);
    expect(englishNames('released by Russian Defense Ministry on Monday')).toEqual([]);
    expect(isLatinName('Dana Whitlock')).toBe(true);
  });

  it('knows a name from a page label, a job title beside it and a shop', () => {
    for (const junk of ['Full Bio', 'Trial Attorney', 'Managing Principal', 'Usa Today', 'Harbor Heart Clinic', 'Citadel Money Tips', 'Lakeside Official']) expect(isLatinName(junk), junk).toBe(false);
    expect(englishNames('Orrin Vale, Trial Attorney')).toEqual(['Orrin Vale']);
    expect(englishNames('ByMarla Quint')).toEqual(['Marla Quint']);
    expect(englishNames('BySarah January 5')).toEqual([]);
    expect(englishNames('Byron Hale')).toEqual(['Byron Hale']);
  });
});

describe('chineseNames', () => {
  it.each([
    ['记者 周晓岚', ['周晓岚']],
    ['记者 陈思远 通讯员 刘敏', ['陈思远']],
    ['記者林冠宇／宜蘭報導', ['林冠宇']],
    ['本报记者 张三 李四', ['张三', '李四']],
    ['记者王五报道', ['王五']],
    ['欧阳明远', ['欧阳明远']],
    ['记者 方毅 摄', []],
    ['（記者林冠宇攝）', []],
    ['记者从桐溪市公安局交通警察支队获悉', []],
    ['记者采访时称', []],
  ])('%s → %j', (input, expected) => {
    expect(chineseNames(input)).toEqual(expected);
  });

  it('takes a common surname plus one or two characters for a name', () => {
    expect(isHanName('陈思远')).toBe(true);
    expect(isHanName('通讯员')).toBe(false);
    expect(isHanName('海川财经')).toBe(false);
    expect(isHanName('阿卜杜勒·卡迪尔')).toBe(true);
  });

  it('takes no label word and no organisation for a name, though it starts with a surname', () => {
    // 简, 文, 全 and 相 are surnames; 简介 is "profile", 文章 "article", 全文 "full text".
    for (const label of ['简介', '簡介', '文章', '全文', '相关']) expect(isHanName(label), label).toBe(false);
    expect(isHanName('全文斌')).toBe(true);
    // 商, 林, 司 are surnames; these are a ministry, a bureau, a provincial department.
    for (const org of ['商务部', '林业局', '司法厅', '江城网', '林业站']) expect(isHanName(org), org).toBe(false);
    expect(chineseNames('作者 简介')).toEqual([]);
  });
});
