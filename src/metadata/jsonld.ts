// Schema.org JSON-LD: the article node's headline, dates, authors, publisher and image.
// Handles arrays, `@graph`, `@id` references and nested `mainEntity`, and never throws on
// broken JSON (many pages ship it with raw newlines inside strings or trailing commas).
// A script's text is not HTML-decoded by the parser, and many CMSs write the headline and names
// into it HTML-escaped ("&#163;40", "O&#39;Neill"): every string is decoded, as text is.
import { decodeEntities } from '../dom/entities.js';
import { clean, isUrl, REFERENCE_LEFT } from './text.js';
import { JSONLD_ARTICLE_TYPE as ARTICLE_TYPE, JSONLD_PAGE_TYPE as PAGE_TYPE } from '../vocabulary/markup.js';

export interface JsonLdAuthor {
  name: string;
  /** The node's @type said Person (or gave no type). */
  person: boolean;
  /** The node's @type said Person. */
  typed?: boolean;
}

export interface JsonLdInfo {
  headline?: string;
  /** `name` of the article node, a second candidate for the title. */
  name?: string;
  datePublished?: string;
  dateModified?: string;
  authors: JsonLdAuthor[];
  publisher?: string;
  /** The publisher node's @type said Person (a personal blog's owner). */
  publisherPerson?: boolean;
  /** `name` of a WebSite node. */
  website?: string;
  image?: string;
  url?: string;
  description?: string;
}

type Node = Record<string, unknown>;

/** Nodes visited per page: bounds the work on a huge or cyclic graph. */
const MAX_NODES = 2000;

const SPACE = /\s/;
const isLineEnd = (c: number): boolean => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;

/** `s.replace(/^\s*\/\/.*$/gm, '')` (a `//` comment line, with the blank lines before it) in one
 *  linear pass. That pattern tried every line start of a run of blank lines to the run's end, so a
 *  JSON-LD script of 10^6 newlines took minutes. Each `//` is a match when the run of
 *  whitespace before it holds a line start: the match runs from the first line start of that run
 *  (the regex's leftmost) to the end of the comment's line, and the search goes on from there. */
export function dropLineComments(s: string): string {
  let out = '';
  let kept = 0;
  let from = 0;
  for (let q = s.indexOf('//'); q >= 0; q = s.indexOf('//', from)) {
    let r = q;
    while (r > from && SPACE.test(s.charAt(r - 1))) r--;
    let start = r === 0 ? 0 : -1;
    for (let i = r; start < 0 && i < q; i++) if (isLineEnd(s.charCodeAt(i))) start = i + 1;
    if (start < 0) {
      from = q + 1;
      continue;
    }
    let end = q + 2;
    while (end < s.length && !isLineEnd(s.charCodeAt(end))) end++;
    out += s.slice(kept, start);
    kept = end;
    from = end;
  }
  return kept === 0 ? s : out + s.slice(kept);
}

/** A JSON-LD script's value as CMSs write it (CDATA, `//` comments, raw control characters, trailing
 *  commas), or undefined when it cannot be read. */
export function parseLoose(text: string): unknown {
  const bare = text.trim().replace(/^<!\[CDATA\[|\]\]>$/g, '');
  const body = dropLineComments(bare);
  try {
    return JSON.parse(body);
  } catch {
    try {
      // Raw control characters inside strings and trailing commas are the usual breakage.
      return JSON.parse(body.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

function types(node: Node): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/#:]/, ''));
}

/** A JSON-LD string as text: character references decoded, whitespace collapsed. A string escaped
 *  twice ("And finally&amp;#8230;") is decoded twice: nobody means a literal "&#8230;" in a
 *  headline. */
function text(v: string): string {
  const once = decodeEntities(v);
  return clean(once !== v && /&amp;/i.test(v) && REFERENCE_LEFT.test(once) ? decodeEntities(once) : once);
}

function str(v: unknown): string | undefined {
  if (typeof v === 'string') return text(v) || undefined;
  if (Array.isArray(v)) return str(v[0]);
  return undefined;
}

/** Every object in the parsed scripts, breadth first, with `@id` references indexed. */
function flatten(roots: unknown[]): { nodes: Node[]; byId: Map<string, Node> } {
  const nodes: Node[] = [];
  const byId = new Map<string, Node>();
  const queue: unknown[] = [...roots];
  const seen = new Set<unknown>();
  while (queue.length && nodes.length < MAX_NODES) {
    const v = queue.shift();
    if (!v || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      queue.push(...v);
      continue;
    }
    const node = v as Node;
    nodes.push(node);
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
    for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'hasPart']) if (node[key] && typeof node[key] === 'object') queue.push(node[key]);
  }
  return { nodes, byId };
}

function resolve(v: unknown, byId: Map<string, Node>): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const id = (v as Node)['@id'];
    if (typeof id === 'string' && Object.keys(v).length === 1) return byId.get(id) ?? v;
  }
  return v;
}

function authorsOf(v: unknown, byId: Map<string, Node>): JsonLdAuthor[] {
  const out: JsonLdAuthor[] = [];
  for (const item of Array.isArray(v) ? v : [v]) {
    const a = resolve(item, byId);
    if (typeof a === 'string') {
      const name = text(a);
      if (name && !isUrl(name)) out.push({ name, person: true });
    } else if (a && typeof a === 'object') {
      const node = a as Node;
      const name = str(node['name']);
      const t = types(node);
      if (name && !isUrl(name)) out.push({ name, person: t.length === 0 || t.includes('Person'), typed: t.includes('Person') });
    }
  }
  return out;
}

/** The authors of the first page node that names any. */
function pageAuthors(nodes: readonly Node[], byId: Map<string, Node>): JsonLdAuthor[] {
  for (const n of nodes) {
    if (!types(n).some((t) => PAGE_TYPE.test(t))) continue;
    const authors = authorsOf(n['author'] ?? n['creator'], byId);
    if (authors.length) return authors;
  }
  return [];
}

function imageOf(v: unknown, byId: Map<string, Node>): string | undefined {
  const first = resolve(Array.isArray(v) ? v[0] : v, byId);
  if (typeof first === 'string') return text(first) || undefined;
  if (first && typeof first === 'object') return str((first as Node)['url']) ?? str((first as Node)['contentUrl']);
  return undefined;
}

export function readJsonLd(scripts: readonly string[]): JsonLdInfo {
  const info: JsonLdInfo = { authors: [] };
  const roots = scripts.map(parseLoose).filter((x) => x !== undefined);
  if (!roots.length) return info;
  const { nodes, byId } = flatten(roots);
  // The article node: the first one with an article type, preferring one that has a headline.
  const articles = nodes.filter((n) => types(n).some((t) => ARTICLE_TYPE.test(t)));
  const article = articles.find((n) => n['headline'] || n['datePublished']) ?? articles[0];
  const website = nodes.find((n) => types(n).includes('WebSite'));
  if (website) info.website = str(website['name']);
  if (!article) {
    info.authors = pageAuthors(nodes, byId);
    return info;
  }
  info.headline = str(article['headline']);
  info.name = str(article['name']);
  info.datePublished = str(article['datePublished']) ?? str(article['dateCreated']);
  info.dateModified = str(article['dateModified']);
  info.authors = authorsOf(article['author'] ?? article['creator'], byId);
  if (!info.authors.length) info.authors = pageAuthors(nodes, byId);
  const publisher = resolve(article['publisher'], byId);
  if (publisher && typeof publisher === 'object' && !Array.isArray(publisher)) {
    info.publisher = str((publisher as Node)['name']);
    if (types(publisher as Node).includes('Person')) info.publisherPerson = true;
  } else if (typeof publisher === 'string' && !isUrl(publisher)) info.publisher = text(publisher) || undefined;
  info.image = imageOf(article['image'] ?? article['thumbnailUrl'], byId);
  info.url = str(article['url']);
  info.description = str(article['description']);
  return info;
}
