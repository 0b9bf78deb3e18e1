// The UTC offset a page's language implies for a time it prints without one. Only languages
// written in one time zone (or one zone for nearly all of their news) get one: Chinese +08:00
// (mainland China, Taiwan, Hong Kong, Macau, Singapore), Japanese +09:00, Korean +09:00 (both
// Koreas' news, which print KST). English, Spanish, Russian … span many zones: no offset.
import type { Lang } from '../core/types.js';

const OFFSETS: Readonly<Record<string, string>> = { zh: '+08:00', ja: '+09:00', ko: '+09:00' };

export function languageOffset(lang: Lang | undefined): string | undefined {
  return lang ? OFFSETS[lang.toLowerCase().split(/[-_]/)[0]!] : undefined;
}
