// Small string helpers the metadata extractors share.
import { decodeEntities } from '../dom/entities.js';

/** Collapse every whitespace run (U+3000 and no-break spaces included) to one space and trim. */
export function clean(s: string | null | undefined): string {
  return s ? s.replace(/[\s\u00a0\u3000\u200b\ufeff]+/g, ' ').trim() : '';
}

/** A character reference: what is left in text escaped twice ("&amp;#39;" parsed once is "&#39;"). */
export const REFERENCE_LEFT = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

/** Text the parser has decoded once (an attribute, an element's text), with the character
 *  references a CMS escaped twice decoded too: nobody means a literal "&#39;" in a title. */
export function decodeLeft(s: string): string {
  return REFERENCE_LEFT.test(s) ? clean(decodeEntities(s)) : s;
}

const NON_ASCII = /[^\x00-\x7f]/;

/** A form for comparing titles and names: NFKC, lower case, one kind of quote and dash, no
 *  spaces around CJK punctuation. */
export function comparable(s: string): string {
  // ASCII is its own NFKC form and holds none of the quotes and dashes below: every line of a page
  // gets a key, and normalize() is most of the cost.
  if (!NON_ASCII.test(s)) return clean(s).toLowerCase();
  return clean(s.normalize('NFKC'))
    .toLowerCase()
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-');
}

export function isUrl(s: string): boolean {
  return /^(?:https?:)?\/\//i.test(s.trim());
}

/** A page's buttons and a forum's stamps: 楼 and 文 are surnames, 楼主 and 文字 are no one, and
 *  nor is a button with a character run on ("文字大" of 文字大小, "更新于"). */
const HAN_BUTTONS = '文字|字号|字號|楼主|樓主|版主|更新|搜索|显示|顯示|登录|登錄|注册|註冊|回复|回覆|首页|首頁|发表|發表|打印|列印|关闭|關閉|返回';
/** The string starts with a button word (isHanName: its first character is a surname, the whole is
 *  no one's name). */
export const HAN_BUTTON_START = new RegExp(`^(?:${HAN_BUTTONS})`);
/** Words a page prints as a label ("about the author", "reposted article", "anonymous", "more"):
 *  never a person's name nor a credited outlet, though some start with a common surname (简介:
 *  简, 文章: 文, 全文: 全, 相关: 相). */
const HAN_LABELS =
  '简介|簡介|介绍|介紹|转载|轉載|转帖|轉帖|原创|原創|原文|全文|文章|佚名|匿名|未知|不详|不詳|暂无|暫無|其他|其它|投稿|来稿|來稿|供稿|网络|網絡|網路|互联网|互聯網|本站|本网|本網|综合|綜合|整理|相关|相關|更多|查看|阅读|閱讀|详情|詳情|' +
  // A forum's stamps and a page's links: 游 and 会 are surnames, 游客 and 会员 are no one.
  '游客|遊客|会员|會員|分享|收藏|评论|評論|点击|點擊|' +
  HAN_BUTTONS;
/** The whole string is a label word (a name is tested whole: 全文斌 is a name, 全文 is not). */
export const HAN_LABEL = new RegExp(`^(?:${HAN_LABELS})$`);
/** The string starts with a label word (an outlet is tested by its start: 转载文章, 网络转载). */
export const HAN_LABEL_START = new RegExp(`^(?:${HAN_LABELS})`);

/** Han characters, which mark a Chinese name or title. */
export const HAN = /\p{Script=Han}/u;

/** Strings past this length are not titles, names or dates; capping them bounds all regex work. */
export const MAX_FIELD = 600;

export function bounded(s: string): string {
  return s.length > MAX_FIELD ? s.slice(0, MAX_FIELD) : s;
}

/** A forum's "posted at" labels, the stamp before each post's time (发表于 2012-1-12 10:20). */
export const HAN_POSTED_WORDS = '发表于|發表於|发表时间|發表時間|发帖时间|發帖時間';
/** A line that opens with a forum's "posted at" stamp. */
export const HAN_POSTED = new RegExp(`^(?:${HAN_POSTED_WORDS})\\s*(?:[：:]\\s*)?(?=\\d)`);
/** An older board's stamps, read only after a named poster ("作者：江上清风 提交日期：2008-3-2"):
 *  提交日期 the first post's, 回复日期 a reply's; a news page's "发表日期" line is no post. */
export const HAN_POSTER_DATE_WORDS = `${HAN_POSTED_WORDS}|提交日期|回复日期|回覆日期|发表日期|發表日期`;
/** What a forum prints between a poster's name and the post's time: the poster's counts and
 *  ranks (帖子 326, 积分 1208), the post's place in the thread (楼主, 沙发, 2楼, 3#) and the
 *  online mark. None is a name. */
export const HAN_POST_STAMP =
  /^(?:帖子|積分|积分|主题|主題|精华|精華|威望|金钱|金錢|金币|金幣|贡献|貢獻|经验|經驗|等级|等級|头衔|頭銜|级别|級別|听众|聽眾|收听|收聽|好友|日志|日誌|相册|相冊|发帖|發帖|回帖|注册时间|註冊時間|最后登录|最後登錄|在线时间|在線時間|阅读权限|閱讀權限|来自|來自|性别|性別|UID|楼主|樓主|沙发|沙發|板凳|地板|\d+\s*[楼樓#]|[\d\s.,:：/-]+$)/i;
/** A post's floor and time, a thread's stamp where no "posted at" label is printed
 *  ("1楼 2010-03-02 10:12", "2# 2010-3-2"). */
export const HAN_FLOOR_STAMP = /^\d{1,5}\s*[楼樓#]\s*\d{4}[-/.]\d{1,2}[-/.]\d{1,2}/;
/** The thread's poster label alone on a line, the poster's name on the next ("楼主" over "江上清风"). */
export const HAN_POSTER_LABEL = /^(?:楼主|樓主)$/;
/** A forum's links beside a post's stamp ("只看该作者", "电梯直达"): no outlet's or poster's name. */
export const HAN_FORUM_BUTTON = /^(?:只看|电梯直达|電梯直達|倒序|正序|打印|举报|舉報|引用|回复|回覆|私信|复制链接|複製鏈接|跳转|跳轉)/;
/** A blog's or a personal space's name in its header ("江上清风的博客"): the owner before 的. */
export const HAN_BLOG_OF = /^(.{2,16}?)\s*的(?:博客|部落格|blog|BLOG|Blog|个人空间|個人空間|空间|空間|专栏|專欄)$/;
/** A column named after its writer ("韩晓东专栏", "韩晓东的专栏"). */
export const HAN_COLUMN_OF = '(?:的)?(?:专栏|專欄|博客|部落格|文集)';
/** Words of an outlet's name: a name holding one is no person's, though it starts with a surname. */
export const HAN_OUTLET_WORD = /[网網社报報台臺刊]$|频道|頻道|新闻|新聞|编辑部|編輯部|中心|财经|財經|传媒|傳媒|日报|日報|晚报|晚報|早报|早報|杂志|雜誌|电视|電視|广播|廣播|在线|在線|论坛|論壇/;
