// Chinese names: the shape of a personal name (a common surname and one or two characters) and
// the names after a label ("记者 陈思远 通讯员 刘敏"), for every Chinese credit reader.
import { bounded, clean } from './text.js';
import { HAN_BUTTON_START, HAN_LABEL, ROLE_HAN, SURNAMES, COMPOUND_SURNAMES, HAN_ORGANISATION } from '../vocabulary/zh.js';

/** A Chinese personal name: a common surname and 1–2 more characters (2–3 after a compound
 *  surname), or a transliterated name with ·. */
export function isHanName(s: string): boolean {
  if (/^[\p{Script=Han}·•]{3,12}$/u.test(s) && /[·•]/.test(s)) return true;
  if (!/^\p{Script=Han}{2,4}$/u.test(s) || ROLE_HAN.test(s) || HAN_LABEL.test(s) || HAN_ORGANISATION.test(s) || HAN_BUTTON_START.test(s)) return false;
  return COMPOUND_SURNAMES.test(s) || (SURNAMES.has(s[0]!) && s.length <= 3);
}

/** Names after a Chinese label: "记者 陈思远 通讯员 刘敏" → 陈思远; "林冠宇／宜蘭報導" → 林冠宇.
 *  A photo credit (… 摄) yields nothing. Reads the first MAX_FIELD characters, as englishNames. */
export function chineseNames(text: string): string[] {
  let t = clean(bounded(text))
    .replace(/^[\s\u2063：:]+/, '')
    .replace(/^(?:本报|本報|本台|本刊|特约|特約|首席|实习|實習|见习|見習)?(?:记者|記者)[\s\u2063]*[：:]?[\s\u2063]*/, '')
    // "／宜蘭報導", "/北京报道": the place the story was filed from.
    .replace(/[／/|]\s*[^\s／/|]{1,8}?(?:报道|報導|电|電)/g, ' ');
  t = t.replace(/[（(【[].*$/, '');
  const names: string[] = [];
  for (const raw of t.split(/[\s\u2063、，,；;／/|]+/)) {
    if (!raw) continue;
    // "… 摄", "记者 田平 编制": the photographer or the graphic's maker, not a writer.
    if (/^(?:摄|攝|摄影|攝影|编制|編製|制图|製圖)$/.test(raw) || (/(?:摄|攝)$/.test(raw) && isHanName(raw.slice(0, -1)))) return [];
    const token = raw.replace(/(?:综合|綜合)?(?:报道|報導)$/, '');
    if (!isHanName(token)) break;
    names.push(token);
  }
  return names;
}

/** Does the Han string name an organisation (a site, paper, channel or desk) rather than a person? */
export function hanOrganisation(s: string): boolean {
  return /[网網社报報台刊]$|频道|頻道|新闻|新聞|编辑部|編輯部|中心|财经|財經|传媒|傳媒|日报|日報/.test(s);
}
