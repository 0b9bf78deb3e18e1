// the small readers, each on invented lines.
import { describe, expect, it } from 'vitest';
import { displayName } from '../../src/metadata/author.js';
import { isLatinName } from '../../src/metadata/name-en.js';
import { isHanName } from '../../src/metadata/name-zh.js';
import { englishByline } from '../../src/metadata/credits-en.js';
import { closingEditor, closingReporter, signedName } from '../../src/metadata/credits-zh-signed.js';
import { forumPoster } from '../../src/metadata/forum-poster.js';
import { languageOffset } from '../../src/metadata/page-offset.js';

describe('signatures without a role label', () => {
  it('reads outlet/writer, (writer/place) and (writer 撰稿)', () => {
    expect(signedName('滨海新聞／周晓岚')).toBe('周晓岚');
    expect(signedName('(江城网/陈思远)')).toBe('陈思远');
    expect(signedName('【（李明远／四川成都）】')).toBe('李明远');
    expect(signedName('(王海 撰稿)')).toBe('王海');
  });
  it('names nobody for a picture credit, an agency and place, or running text', () => {
    expect(signedName('（图／新华社）')).toBeUndefined();
    expect(signedName('（新华社／北京）')).toBeUndefined();
    expect(signedName('港务委员会周二晚间决定，分两个夏季重建东港码头的旧栈桥／码头')).toBeUndefined();
  });
  it('takes a name without a common surname when a role signs it, never a desk or a compilation', () => {
    expect(signedName('(立岚/编译)')).toBe('立岚');
    expect(signedName('(晓岚 整理)')).toBe('晓岚');
    expect(signedName('(综合/编译)')).toBeUndefined();
    expect(signedName('(新华社/编译)')).toBeUndefined();
    expect(signedName('(本报 整理)')).toBeUndefined();
  });
  it("reads the editor signing the article's last block on its own last line", () => {
    expect(closingEditor(['第一段。', '表头\n芝麻酥饼 江城福来食品厂 菌落总数\n(周珂 编辑)'])).toBe('周珂');
    expect(closingEditor(['……(jason 编辑)'.slice(2)])).toBe('jason');
    // Inside the block's running text, or not the last line: no signature.
    expect(closingEditor(['他说(周珂 编辑)的稿件已经发出。'])).toBeUndefined();
    expect(closingEditor(['(周珂 编辑)\n最后一行正文。'])).toBeUndefined();
    expect(closingEditor(undefined)).toBeUndefined();
  });
  it('reads the reporter after the last sentence, not one inside it', () => {
    expect(closingReporter('造成出口通道拥挤不堪等。记者祝勇')).toEqual(['祝勇']);
    expect(closingReporter('委员会主席告诉记者，工程明年完成。')).toEqual([]);
  });
});

describe('forum posters', () => {
  it('takes the pen name after 楼主, not the label or a button', () => {
    expect(forumPoster('楼主 海风吹过')).toBe('海风吹过');
    expect(forumPoster('樓主：kevin_88')).toBe('kevin_88');
    expect(forumPoster('楼主')).toBeUndefined();
    expect(forumPoster('楼主 只看该作者')).toBeUndefined();
  });
  it('buttons with a surname first are no names', () => {
    expect(isHanName('楼主')).toBe(false);
    expect(isHanName('文字大')).toBe(false);
    expect(isHanName('文思远')).toBe(true);
  });
});

describe('names', () => {
  it('a shown name with the declared surname and initial is the same person', () => {
    expect(displayName('Ted Marsh', 'Theodore Marsh')).toBe(true);
    expect(displayName('Ted Marsh', 'Ted Marsh')).toBe(false);
    expect(displayName('Anna Marsh', 'Theodore Marsh')).toBe(false);
    expect(displayName('Ted Moss', 'Theodore Marsh')).toBe(false);
  });
  it('a reviewer and a crafts shop are no person', () => {
    expect(isLatinName('Expert Reviewer')).toBe(false);
    expect(isLatinName('Marigold Handmade')).toBe(false);
    expect(isLatinName('Marigold Hart')).toBe(true);
  });
  it('"hosted by" and "reviewed by" credit no writer', () => {
    expect(englishByline('Join the Webinar Hosted by Jane Doe', true).names).toEqual([]);
    expect(englishByline('Medically reviewed by Jane Doe', true).names).toEqual([]);
    expect(englishByline('Posted 5 Jan by Jane Doe', true).names).toEqual(['Jane Doe']);
  });
});

describe('the offset a language implies', () => {
  it('zh +08:00, ja and ko +09:00, en none', () => {
    expect(languageOffset('zh')).toBe('+08:00');
    expect(languageOffset('zh-TW')).toBe('+08:00');
    expect(languageOffset('ja')).toBe('+09:00');
    expect(languageOffset('ko')).toBe('+09:00');
    expect(languageOffset('en')).toBeUndefined();
    expect(languageOffset(undefined)).toBeUndefined();
  });
});
