// Chinese names: the shape of a personal name (a common surname and one or two characters) and
// the names after a label ("记者 陈思远 通讯员 刘敏"), for every Chinese credit reader.
import { bounded, clean } from './text.js';
import {
  HAN_BUTTON_START,
  HAN_LABEL,
  ROLE_HAN,
  SURNAMES,
  COMPOUND_SURNAMES,
  HAN_ORGANISATION,
  HAN_REPORTER_PREFIX,
  HAN_PLACE_FILED,
  HAN_PICTURE_ROLE,
  HAN_REPORTED_TOKEN_END,
  HAN_ORGANISATION_WORD,
  HAN_PHOTO_END,
} from '../vocabulary/zh.js';

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
    .replace(HAN_REPORTER_PREFIX, '')
    // "／宜蘭報導", "/北京报道": the place the story was filed from.
    .replace(HAN_PLACE_FILED, ' ');
  t = t.replace(/[（(【[].*$/, '');
  const names: string[] = [];
  for (const raw of t.split(/[\s\u2063、，,；;／/|]+/)) {
    if (!raw) continue;
    // "… 摄", "记者 田平 编制": the photographer or the graphic's maker, not a writer.
    if (HAN_PICTURE_ROLE.test(raw) || (HAN_PHOTO_END.test(raw) && isHanName(raw.slice(0, -1)))) return [];
    const token = raw.replace(HAN_REPORTED_TOKEN_END, '');
    if (!isHanName(token)) break;
    names.push(token);
  }
  return names;
}

/** Does the Han string name an organisation (a site, paper, channel or desk) rather than a person? */
export function hanOrganisation(s: string): boolean {
  return HAN_ORGANISATION_WORD.test(s);
}
