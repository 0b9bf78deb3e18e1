// Organisations' names beside people's: the shape of one (a job or section word, an acronym
// beside words, an outlet's ending in Han) and the names a page declares for itself (site name,
// publisher, host), which a byline giving them names no writer.
import type { PageParts } from './collect.js';
import { firstMeta } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import { isLatinName } from './name-en.js';
import { isRoleWord } from './name-words.js';
import { hanOrganisation, isHanName } from './name-zh.js';
import { clean, HAN } from './text.js';
import { HAN_AGENCY_END } from '../vocabulary/zh.js';

/** The word without the stops and commas after it (a loop: /[.,:;]+$/ is quadratic on a run). */
function trimPunctuation(w: string): string {
  let end = w.length;
  while (end > 0 && '.,:;'.includes(w[end - 1]!)) end--;
  return w.slice(0, end);
}

/** Is a name the shape of an organisation's, not a person's: a word that is a job, a label, a
 *  section or an organisation's ("Business First", "Acme Travel"), or an acronym beside other
 *  words ("XLAB Steampunk", "ACME Labs"; a name set all in capitals is a person's in capitals);
 *  in Han, an outlet's or agency's ending (网, 社, 报, 中心 …, and 通 where no common surname
 *  starts it: "经济通").
 *  Evidence for names the page also gives as its own site's, where a person's name and a
 *  brand's look alike. */
export function organisationShaped(name: string): boolean {
  const t = clean(name);
  // A Han word without a common surname that ends as an agency's name does ("…通").
  if (HAN.test(t)) return hanOrganisation(t) || (!isHanName(t) && HAN_AGENCY_END.test(t));
  const ws = t.split(/\s+/);
  if (ws.some((w) => isRoleWord(trimPunctuation(w.toLowerCase())))) return true;
  return /\p{Ll}/u.test(t) && ws.some((w) => /^\p{Lu}{2,}\d*$/u.test(w));
}

/** The names of the organisations a page declares for itself: the site name, og:site_name,
 *  JSON-LD's publisher and WebSite, and its Organization authors. Compared as `comparable` words. */
export function organisations(parts: PageParts, ld: JsonLdInfo, siteName?: string): string[][] {
  const names = [
    siteName,
    firstMeta(parts, ['og:site_name', 'application-name']),
    ld.publisherPerson ? undefined : ld.publisher,
    ld.website,
    ...ld.authors.filter((a) => !a.person).map((a) => a.name),
  ];
  return names.filter((n): n is string => !!n).map(words);
}

/** The page's own host names (canonical link, og:url), letters and digits only, for telling a
 *  brand from a given name. */
export function pageHosts(parts: PageParts): string[] {
  const out: string[] = [];
  for (const u of [parts.links.get('canonical')?.[0], firstMeta(parts, ['og:url'])]) {
    const m = u ? /^https?:\/\/([^/:?#]+)/i.exec(u) : null;
    if (m)
      out.push(
        m[1]!
          .toLowerCase()
          .replace(/^www\./, '')
          .replace(/[^a-z0-9]/g, ''),
      );
  }
  return out;
}

export function words(s: string): string[] {
  return clean(s)
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Is the name one of the page's own organisations, or made of its words ("Class Central" of
 *  "The Report by Class Central", "Acme Tax" of "Tax Blog by Acme")? A Han name is compared
 *  whole. */
export function isOrganisationName(name: string, orgs: readonly string[][], hosts: readonly string[] = [], inside = true): boolean {
  const w = words(name);
  if (!w.length) return false;
  // One word inside the site's host or name is the brand ("Acme" of acme.com, "Acme Signal").
  if (w.length === 1 && !HAN.test(name) && (hosts.some((h) => h.includes(w[0]!)) || orgs.some((o) => o.includes(w[0]!)))) return true;
  for (const org of orgs) {
    if (!org.length) continue;
    if (HAN.test(name)) {
      const joined = org.join('');
      if (joined === w.join('') || (w.join('').length >= 3 && joined.includes(w.join('')))) return true;
      continue;
    }
    // A person's name that is the site's whole name is a personal site's owner ("Jane Doe" of
    // the blog "Jane Doe"): kept.
    if (w.join(' ') === org.join(' ')) {
      if (isLatinName(clean(name)) && !organisationShaped(name)) continue;
      return true;
    }
    // The name inside the organisation's ("Class Central" of "The Report by Class Central"), or
    // the organisation's inside the name ("Help Net Security Sponsored").
    if (inside && w.length >= 2 && w.every((x) => org.includes(x))) return true;
    if (org.length >= 2 && org.every((x) => w.includes(x))) return true;
  }
  return false;
}
