// Authors: structured sources first (JSON-LD people, microdata and rel=author on the page), then
// the byline under the headline, then the writers the page's lines credit (credits.ts reads both
// with its one credit-line reader), then meta tags. Writers only: outlets, desks and editors are
// never authors. The names' shapes are read by name-en.ts, name-zh.ts and organisation-names.ts.
import type { PageParts } from './collect.js';
import { firstMeta, inNoise } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import { clean, comparable, HAN, isUrl } from './text.js';
import { forumPoster } from './forum-poster.js';
import { nonAuthorLinkNames } from './section-links.js';
import { englishNames, givenNames, isLatinName, loginName, lowerCaseName, trimGlued } from './name-en.js';
import { chineseNames, hanOrganisation, isHanName } from './name-zh.js';
import { isOrganisationName, organisations, organisationShaped, pageHosts, words } from './organisation-names.js';
import { TEAM_BYLINE as TEAM, TEAM_ARTICLE, TEAM_THEN_NAME, BY_START } from '../vocabulary/en.js';

const MAX_AUTHORS = 10;

/** A name given in a meta tag or JSON-LD string: "By Jane Doe" → Jane Doe; a URL or a handle is none. */
export function namesFromValue(value: string, siteName?: string, oneWord = false): string[] {
  const v = clean(value).replace(BY_START, '');
  if (!v || isUrl(v) || v.length > 200 || (siteName && comparable(v) === comparable(siteName))) return [];
  if (HAN.test(v)) {
    const names = v.split(/[\s、，,；;]+/).filter((n) => isHanName(n) && !hanOrganisation(n));
    return names;
  }
  const names = englishNames(v);
  if (names.length || !oneWord) return names;
  // An author tag of given names only ("Kristin", "Maria & Katerina"): the tag says they are
  // the writers, so one word is enough, when every piece is such a name.
  return givenNames(v);
}

function elementNames(el: Element): string[] {
  const inner = el.querySelector('[itemprop~="name"]');
  const text = clean(inner ? (inner.getAttribute('content') ?? inner.textContent) : (el.getAttribute('content') ?? el.textContent));
  if (!text || text.length > 120) return [];
  const poster = forumPoster(text);
  if (poster) return [poster];
  if (HAN.test(text)) return chineseNames(text);
  const names = englishNames(text);
  // A rel=author link or an hCard's name says the text is the writer's: a login counts.
  const login = names.length || !(el.matches('[rel~="author"]') || el.closest('.fn')?.closest('.vcard')) ? undefined : loginName(text);
  return login ? [login] : names;
}

function join(names: string[]): string | undefined {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names) {
    const key = comparable(n);
    if (!seen.has(key) && out.length < MAX_AUTHORS) {
      seen.add(key);
      out.push(n);
    }
  }
  return out.length ? out.join(', ') : undefined;
}

/** Meta tags that name a page's writers, in the order they are trusted. */
export const META_AUTHOR_KEYS = [
  'author',
  'article:author',
  'byl',
  'dc.creator',
  'dcterms.creator',
  'parsely-author',
  'sailthru.author',
  'citation_author',
  'citation_authors',
  'cxenseparse:author',
  'article:author_name',
  'og:article:author',
] as const;

/** The names of JSON-LD's authors that are people (`person`), or that are not: organisations. */
export function jsonLdNames(ld: JsonLdInfo, person = true): string[] {
  return ld.authors
    .filter((a) => a.person === person)
    .flatMap((a) => {
      if (HAN.test(a.name)) return chineseNames(a.name).filter((n) => !hanOrganisation(n));
      const names = englishNames(a.name);
      // A node typed Person of given names only ("Gabo"), or written in lower case ("jane doe"),
      // names its writers all the same.
      if (names.length || !a.typed) return names;
      const given = givenNames(a.name);
      return given.length ? given : lowerCaseName(a.name);
    });
}

/** A byline that credits a team rather than a person ("The Acme Team", "Acme Staff", "Acme
 *  Editorial Team", "Team Acme", "News Desk"), as the page writes it. Only taken where the page
 *  marks it as the writer and names no person. */
export function teamName(v: string): string | undefined {
  const t = clean(v).replace(BY_START, '');
  if (t.length > 60 || HAN.test(t)) return undefined;
  // A word of the team's own besides "Team" or "Staff": a bare "Staff" names nobody.
  if ((TEAM.test(t) && /\s/.test(t.replace(TEAM_ARTICLE, ''))) || TEAM_THEN_NAME.test(t)) return t;
  return undefined;
}

/** The names in elements the page marks as its author (outside page furniture). */
export function markedNames(parts: PageParts): string[] {
  return parts.authors.filter((el) => !inNoise(el)).flatMap(elementNames);
}

/** twitter:data1 when twitter:label1 says "Written by". */
export function twitterWriter(parts: PageParts): string | undefined {
  return firstMeta(parts, ['twitter:label1'])?.toLowerCase() === 'written by' ? (firstMeta(parts, ['twitter:data1']) ?? '') : undefined;
}

/** The names the readers found, reader by reader, and the names no writer is. */
export interface AuthorNames {
  /** The byline's under the headline (credits.ts's creditLine). */
  readonly regionAuthors: readonly string[];
  /** The lines' (the lead, the signature, found by credits.ts). */
  readonly lineAuthors: readonly string[];
  readonly siteName?: string | undefined;
  /** The editors the credit lines name. */
  readonly editors?: readonly string[];
  /** Elements whose class marks a byline. */
  readonly bylineAuthors?: readonly string[];
  /** Links to an author's page. */
  readonly linkAuthors?: readonly string[];
}

/** Writers only, as a list: JSON-LD people, marked elements, the byline under the headline
 *  (`regionAuthors`, read by credits.ts's creditLine), elements whose class marks a byline, then
 *  `lineAuthors` (the lead, the signature, found by credits.ts), then meta tags. Outlets, desks
 *  and editors are never listed here, nor a name that is the site's or the publisher's
 *  (`organisations`): those are the site name, not a writer. */
export function findAuthors(parts: PageParts, ld: JsonLdInfo, names: AuthorNames): string[] {
  return withCoWriters(parts, names.siteName, pickAuthors(parts, ld, names));
}

/** A tag repeated once per writer (citation_author, dc.creator) that names the writers found
 *  and more names the co-writers a byline cut short ("Jane Doe et al.", the first of a list). */
function withCoWriters(parts: PageParts, siteName: string | undefined, found: string[]): string[] {
  if (!found.length) return found;
  const have = new Set(found.map(comparable));
  for (const key of META_AUTHOR_KEYS) {
    const values = parts.meta.get(key) ?? [];
    if (values.length < 2) continue;
    const listed = unique(values.flatMap((v) => namesFromValue(v, siteName, true).map(trimGlued)).filter((n) => n.includes(' ') && !HAN.test(n)));
    const keys = new Set(listed.map(comparable));
    if (listed.length > found.length && [...have].every((k) => keys.has(k))) return listed;
  }
  return found;
}

function pickAuthors(parts: PageParts, ld: JsonLdInfo, names: AuthorNames): string[] {
  const { siteName } = names;
  const orgs = organisations(parts, ld, siteName);
  const hosts = pageHosts(parts);
  // A node typed Person is a person, even where the site is named after them; only a lone word
  // that is the site's brand is not.
  const people = unique(
    jsonLdNames(ld)
      .map(trimGlued)
      .filter((n) => n && !(words(n).length === 1 && isOrganisationName(n, orgs, hosts))),
  );
  if (people.length === 1) {
    // The name the page shows in its byline beside JSON-LD's full or legal name ("Larry Kotlikoff"
    // against "Laurence Kotlikoff"): the reader knows the writer by the shown one.
    const shown = pickInOrder(parts, { ...names, linkAuthors: [] }, (n) => !isOrganisationName(n, orgs, hosts, true));
    if (shown?.length === 1 && displayName(shown[0]!, people[0]!)) return shown;
  }
  if (people.length) return people;
  // First without the names inside the site's name ("Class Central" of "The Report by Class
  // Central"); when no reader names anyone else, such a name is a personal site's owner ("Jane
  // Doe" of "Jane Doe's Blog") and is taken, when it is not shaped as an organisation's
  // ("XLAB Steampunk" of "XLAB Steampunk blog" is the brand: publisher-route.ts).
  const team = teamNames(parts, ld);
  const owner = siteOwner(parts, siteName);
  return (
    pickInOrder(parts, names, (n) => !isOrganisationName(n, orgs, hosts, true)) ||
    pickInOrder(parts, names, (n) => !isOrganisationName(n, orgs, hosts, false) && !organisationShaped(n)) ||
    (owner ? [owner] : team ? [team] : markedLogins(parts))
  );
}

/** Last, a login the markup gives as the writer's (a rel=author link, an hCard) that the site is
 *  named after ("ShawnHymel" of shawnhymel.com): a personal site's owner, where no reader names
 *  anyone else. */
function markedLogins(parts: PageParts): string[] {
  return unique(
    markedNames(parts)
      .map(trimGlued)
      .filter((n) => n && !n.includes(' ') && !HAN.test(n)),
  );
}

/** Is `shown` the same person as `declared` under another first name: the same surname (last
 *  word), another given name of the same initial ("Larry Kotlikoff", "Laurence Kotlikoff")? */
export function displayName(shown: string, declared: string): boolean {
  const a = words(shown);
  const b = words(declared);
  if (a.length < 2 || b.length < 2 || HAN.test(shown) || a.join(' ') === b.join(' ')) return false;
  return a[a.length - 1] === b[b.length - 1] && a[0] !== b[0] && a[0]![0] === b[0]![0];
}

/** A personal site's owner as its writer: the author tag gives the site's own name, shaped as a
 *  person's, and twitter's "Written by" gives it too ("Jane Doe" of the blog "Jane Doe"). One tag
 *  alone is as often a business named like a person ("Town Crier"). */
export function siteOwner(parts: PageParts, siteName: string | undefined): string | undefined {
  const author = parts.meta.get('author')?.[0];
  const twitter = twitterWriter(parts);
  if (!author || !siteName || !twitter) return undefined;
  const key = comparable(author);
  return key === comparable(siteName) && key === comparable(twitter) && isLatinName(clean(author)) && !organisationShaped(author) ? clean(author) : undefined;
}

/** The team a page marks as its writer when it names no person ("The Acme Team" in JSON-LD's
 *  author, the author tag or a byline element). */
export function teamNames(parts: PageParts, ld: JsonLdInfo): string | undefined {
  const values = [
    ...ld.authors.map((a) => a.name),
    ...META_AUTHOR_KEYS.flatMap((k) => parts.meta.get(k) ?? []),
    twitterWriter(parts) ?? '',
    ...parts.bylines.filter((el) => !inNoise(el)).map((el) => clean(el.textContent).slice(0, 80)),
  ];
  for (const v of values) {
    const t = v && teamName(v);
    if (t) return t;
  }
  return undefined;
}

/** The first reader's names, in the order of trust, among those `ok` accepts; undefined when
 *  none names anyone. */
function pickInOrder(parts: PageParts, { regionAuthors, lineAuthors, siteName, editors = [], bylineAuthors = [], linkAuthors = [] }: AuthorNames, ok: (name: string) => boolean): string[] | undefined {
  const keep = (names: readonly string[]): string[] => unique(names.map(trimGlued).filter((n) => n && ok(n)));
  const marked = keep(markedNames(parts));
  if (marked.length) return marked;
  const region = bylineWriters(parts, keep(regionAuthors), linkAuthors);
  const lines = keep(lineAuthors);
  // The lines' reading wins when it names the same people and more (通讯员, 实习生 after 记者).
  if (region.length && !region.every((n) => lines.includes(n))) return region;
  const byline = keep(bylineAuthors);
  if (byline.length && !lines.some((n) => !byline.includes(n) && HAN.test(n))) return byline;
  if (lines.length) return lines;
  // A given name alone ("Kristin") is taken from a tag only when a second tag or the byline
  // gives it too: a lone word in one tag is as often a brand or an agency.
  const twitter = twitterWriter(parts);
  const seconded = new Set([...(twitter !== undefined ? namesFromValue(twitter, siteName, true) : []), ...bylineAuthors, ...regionAuthors].map(comparable));
  const confirmed = (names: string[], key: string): string[] =>
    names.filter(
      (n) => n.includes(' ') || HAN.test(n) || seconded.has(comparable(n)) || (key !== 'twitter' && parts.meta.get('author')?.some((v) => key !== 'author' && comparable(v).includes(comparable(n)))),
    );
  for (const key of META_AUTHOR_KEYS) {
    for (const v of parts.meta.get(key) ?? []) {
      // Chinese sites often fill the author tag with the editor's name.
      const names = confirmed(keep(namesFromValue(v, siteName, true).filter((n) => !(HAN.test(n) && hanOrganisation(n)) && !editors.includes(n))), key);
      if (names.length) return names;
    }
  }
  if (twitter !== undefined) {
    const names = confirmed(keep(namesFromValue(twitter, siteName, true)), 'twitter');
    if (names.length) return names;
  }
  // Last, links to the writers' author pages (author-link.ts).
  const links = keep(linkAuthors);
  if (links.length) return links;
  return undefined;
}

/** The byline's names without the section or place it links beside a writer it links to an
 *  author page ("by Jane Doe · Global Commons"): when the author links name some of the names,
 *  a name shown as a link to another kind of page is no co-writer. */
function bylineWriters(parts: PageParts, names: string[], linkAuthors: readonly string[]): string[] {
  if (names.length < 2) return names;
  const linked = new Set(linkAuthors.map(comparable));
  const others = names.filter((n) => !linked.has(comparable(n)));
  if (others.length === names.length || !others.length) return names;
  const sections = nonAuthorLinkNames(parts, others);
  return sections.size ? names.filter((n) => !sections.has(comparable(n))) : names;
}

function unique(names: string[]): string[] {
  const s = join(names);
  return s ? s.split(', ') : [];
}
