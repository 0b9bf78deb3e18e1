// Organisations the page gives as its writer go to `publisher`, not to `authors`: when
// the page declares no publisher (JSON-LD), the first name its author tags (meta, twitter) or a
// byline element giving the site's whole name offer
// that the picker did not take as a writer and that the page's own evidence shows to be an
// organisation: the site's own name or a part of it ("Business First" of the site "Business
// First", "XLAB Steampunk" of "XLAB Steampunk blog") or a brand word of the page's host, unless it
// is shaped as a person's name and not an organisation's (author.ts's organisationShaped). A team
// byline ("The Acme Team") names the writers, not the publisher.
import type { PageParts } from './collect.js';
import { inNoise } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import { META_AUTHOR_KEYS, teamName, twitterWriter } from './author.js';
import { isLatinName } from './name-en.js';
import { isHanName } from './name-zh.js';
import { isOrganisationName, organisations, organisationShaped, pageHosts } from './organisation-names.js';
import { clean, comparable, HAN, isUrl } from './text.js';
import { BRAND_JOINER, BY_START } from '../vocabulary/en.js';

/** Longer values are a sentence or a list, not an organisation's name. */
const MAX_NAME = 60;

/** The organisation the author slots name, when the page gives no publisher of its own. */
export function routedPublisher(parts: PageParts, ld: JsonLdInfo, siteName: string | undefined, authors: readonly string[]): string | undefined {
  const taken = new Set(authors.map(comparable));
  const orgs = organisations(parts, ld, siteName);
  const hosts = pageHosts(parts);
  const whole = new Set(orgs.map((o) => o.join(' ')));
  // A byline element counts only when it gives the site's whole name ("Business First").
  const bylines = parts.bylines.filter((el) => !inNoise(el)).map((el) => clean(el.textContent).replace(BY_START, ''));
  const values = [...META_AUTHOR_KEYS.flatMap((k) => parts.meta.get(k) ?? []), twitterWriter(parts) ?? '', ...bylines.filter((t) => t.length <= MAX_NAME && whole.has(wordKey(t)))];
  for (const raw of values) {
    const v = clean(raw).replace(BY_START, '');
    if (!v || v.length > MAX_NAME || isUrl(v) || taken.has(comparable(v)) || teamName(v) || !brandShaped(v, orgs)) continue;
    // The site's own name, or a part of it, is the publisher unless it is a person's (a personal
    // site's owner, taken as the writer when the picker found no other).
    if (isOrganisationName(v, orgs, hosts, true) && (organisationShaped(v) || !(HAN.test(v) ? isHanName(v) : isLatinName(v)))) return v;
  }
  return undefined;
}

/** Written as an organisation's name is: capitalised words (up to six, "of", "and", "the" between
 *  them); one word only as the site's whole name, an acronym ("CDC") or with a digit ("Rapid7"),
 *  since a lone word is as often a given name or a person's handle ("Tom", "JaneDoe"). */
function brandShaped(v: string, orgs: readonly string[][]): boolean {
  if (HAN.test(v)) return /^\p{Script=Han}{2,12}$/u.test(v);
  const ws = v.split(' ');
  if (ws.length > 6 || !ws.every((w) => /^[\p{Lu}\d][\p{L}\d&.'’-]*$/u.test(w) || BRAND_JOINER.test(w))) return false;
  if (ws.length > 1) return true;
  return /^\p{Lu}[\p{Lu}\d]+$/u.test(v) || /\d/.test(v) || orgs.some((o) => o.join(' ') === wordKey(v));
}

/** The name's words as organisations() gives a name's: letters and digits, lower case. */
function wordKey(s: string): string {
  return comparable(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}
