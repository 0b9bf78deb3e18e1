// Authors: structured sources first (JSON-LD people, microdata and rel=author on the page), then
// the byline under the headline, then the writers the page's lines credit (credits.ts reads both
// with its one credit-line reader), then meta tags. Writers only: outlets, desks and editors are
// never authors. Also the name readers the credit lines use: English names, Han names.
import type { PageParts } from './collect.js';
import { firstMeta, inNoise } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import { bounded, clean, comparable, HAN, HAN_BUTTON_START, HAN_LABEL, isUrl } from './text.js';
import { forumPoster } from './forum-poster.js';
import { nonAuthorLinkNames } from './section-links.js';

const MAX_AUTHORS = 10;

/** Words that make a byline piece a job title or an organisation, not a person. */
const ROLE_WORDS = new Set([
  'staff',
  'writer',
  'writers',
  'reporter',
  'reporters',
  'correspondent',
  'editor',
  'editors',
  'contributor',
  'contributing',
  'columnist',
  'bureau',
  'chief',
  'senior',
  'press',
  'associated',
  'news',
  'agency',
  'service',
  'wire',
  'photographer',
  'producer',
  'analyst',
  'team',
  'desk',
  'the',
  'for',
  'in',
  'at',
  'of',
  'from',
  'with',
  'on',
  'updated',
  'published',
  'posted',
  'min',
  'read',
  'ago',
  'special',
  'guest',
  'admin',
  'administrator',
  'newsroom',
  'magazine',
  'media',
  'online',
  'times',
  'post',
  'daily',
  'journal',
  'herald',
  'tribune',
  'gazette',
  'group',
  'inc',
  'ltd',
  'llc',
  'company',
  'feature',
  'features',
  'email',
  'follow',
  'twitter',
  'share',
  'comments',
  'comment',
  'via',
  'photo',
  'photos',
  'video',
  'by',
  'report',
  'showbiz',
  'wires',
  'agencies',
  'about',
  'author',
  // Organisations: a ministry, a department, an agency… is no person ("Russian Defense
  // Ministry" read as a writer). Words that are also surnames (Bank, Court, Hall) are left out.
  'ministry',
  'ministries',
  'department',
  'dept',
  'office',
  'commission',
  'committee',
  'council',
  'authority',
  'administration',
  'government',
  'embassy',
  'consulate',
  'institute',
  'university',
  'association',
  'federation',
  'foundation',
  'corporation',
  'corp',
  'plc',
  'gmbh',
  'police',
  'parliament',
  'organization',
  'organisation',
  'command',
  'headquarters',
  'secretariat',
  'directorate',
  // Page labels and job titles beside a byline ("Full Bio", "Trial Attorney", "Managing
  // Principal"), and words of an organisation's or a shop's name ("Heart Clinic", "Green Studio"):
  // no person's name holds them.
  'bio',
  'profile',
  'full',
  'posts',
  'articles',
  'official',
  'attorney',
  'reviewer',
  'reviewers',
  'lawyer',
  'principal',
  'manager',
  'director',
  'founder',
  'ceo',
  'president',
  'officer',
  'consultant',
  'specialist',
  'coordinator',
  'clinic',
  'hospital',
  'school',
  'college',
  'center',
  'centre',
  'network',
  'today',
  'blog',
  'tips',
  'marketing',
  'sales',
  'support',
  'services',
  'solutions',
  'studio',
  'studios',
  'actuary',
  'winemaker',
  // Words of a business's name that no person's name holds ("West Bell Dental Care", "Acme
  // Security", "Bay Construction"): a site named so is an organisation, not its owner.
  'security',
  'dental',
  'dentistry',
  'care',
  'construction',
  'store',
  'shop',
  'recorder',
  'wellness',
  'fitness',
  'consulting',
  'insurance',
  'realty',
  'digital',
  'labs',
  'club',
  'software',
  'technologies',
  'systems',
  'academy',
  'interiors',
  'design',
  'designs',
  'books',
  'handmade',
  'publishing',
  'publications',
  'corporate',
]);
/** Is the lower-case word a job, a label or an organisation's word, never a name's? */
export function isRoleWord(w: string): boolean {
  return ROLE_WORDS.has(w) || NOT_GIVEN.has(w);
}

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
  if (HAN.test(t)) return hanOrganisation(t) || (!isHanName(t) && /通$/.test(t));
  const ws = t.split(/\s+/);
  if (ws.some((w) => isRoleWord(trimPunctuation(w.toLowerCase())))) return true;
  return /\p{Ll}/u.test(t) && ws.some((w) => /^\p{Lu}{2,}\d*$/u.test(w));
}

/** Words that end a name in a byline run: a month, a weekday, a degree ("By Jane Doe PhD January 9"). */
const AFTER_NAME =
  /[\s\u2063]+(?:(?:(?:January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s*$)|(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun)\.?|Ph\.?D\.?|M\.?D\.?|MBA|Updated|Published|Posted|Last)(?=[\s,\u2063]|$).*$)/;

/** A credential written with a stop after each part, closing a name ("M.P.H.", "Ph.D.", "R.N."). */
const CREDENTIAL_END = /(?:^|\s)(?:\p{L}{1,2}\.){2,}$/u;

/** "JANE DOE" → "Jane Doe": bylines set in capitals name the person in title case. */
function titleCase(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name.replace(/\p{Lu}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
}
const PARTICLES = new Set(['de', 'van', 'von', 'der', 'den', 'da', 'di', 'du', 'del', 'della', 'la', 'le', 'bin', 'binti', 'al', 'el', 'dos', 'das', 'y', 'ten', 'ter', 'mac', 'st.']);

/** A person's name in a Latin-like script: 2–5 capitalised words (initials and particles allowed). */
export function isLatinName(s: string): boolean {
  const words = s.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  for (const [i, w] of words.entries()) {
    if (ROLE_WORDS.has(w.toLowerCase().replace(/[.,]$/, ''))) return false;
    if (PARTICLES.has(w) && i > 0 && i < words.length - 1) continue;
    if (!/^\p{Lu}[\p{L}\p{M}'’.-]*$/u.test(w)) return false;
  }
  return true;
}

/** Common Chinese surnames (simplified and traditional forms). Characters that are also
 *  everyday function words (和, 从, 来, 时…) are left out: after 记者 they start a sentence. */
const SURNAMES = new Set(
  '王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何高林罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖蕭田董袁潘于' +
    '蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾鐘谭譚陆陸汪范金石廖贾賈夏韦韋付傅方白邹鄒孟熊秦邱江尹薛闫閆段雷侯' +
    '龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔汤湯常温溫康施文牛樊葛邢安齐齊易乔喬伍庞龐颜顏倪庄莊聂聶章鲁' +
    '魯岳翟殷詹申欧歐耿关關兰蘭焦俞左柳甘祝包宁寧尚符舒阮柯纪紀梅童凌毕畢单單季裴霍涂塗成苗谷盛曲翁冉骆駱蓝藍路游' +
    '辛靳管柴蒙鲍鮑华華喻祁蒲房滕屈饶饒解牟艾尤阳陽穆农農司卓古吉缪繆简簡车車项項连連芦蘆麦麥褚娄婁窦竇戚岑景党黨' +
    '宫宮费費卜冷晏席卫衛米柏宗瞿桂全佟应應臧闵閔苟邬鄔边邊卞姬师師仇栾欒隋商刁沙荣榮巫寇桑郎甄丛叢仲虞敖巩鞏明' +
    '佘池查麻苑迟遲邝鄺官封谈談匡鞠惠荆荊乐樂冀郁胥南班储儲栗燕楚鄢劳勞谌諶奚皮粟冼蔺藺楼樓盘盤满滿闻聞位厉厲伊' +
    '仝区區郜海阚闞花权權强強帅帥屠豆朴盖蓋练練廉禹井祖漆巴丰支卿狄计計索宣晋晉相初门門云雲容敬扈晁芮普阙闕' +
    '浦戈伏鹿薄邸雍辜羊乌烏母裘亓修邰赫杭况況宿鲜鮮印逯隆茹诸諸战戰慕危玉银銀亢嵇湛宾賓戎勾茅利揭干尉冶斯元束' +
    '檀衣展阴陰昝智幸奉植衡富尧堯',
);
const COMPOUND_SURNAMES = /^(?:欧阳|歐陽|司马|司馬|上官|诸葛|諸葛|东方|東方|皇甫|尉迟|尉遲|公孙|公孫|慕容|令狐|宇文|长孙|長孫|司徒|夏侯|端木|轩辕|軒轅)/;
/** Job words that end a list of names ("记者 陈思远 通讯员 刘敏": 通讯员 is the correspondent). */
const ROLE_HAN = /^(?:通讯员|通訊員|实习生|實習生|见习记者|見習記者|实习记者|實習記者|记者|記者|编辑|編輯|摄影|攝影|摄像|攝像|责编|責編|来源|來源|校对|校對|主编|主編|审核|審核|制图|製圖|特约|特約)/;

/** A three-character word ending in an organisation's suffix: a ministry, bureau, office,
 *  committee, court, station, paper, site… (商务部, 林业局, 司法厅), not a person, though its
 *  first character is a surname. */
const HAN_ORGANISATION = /^\p{Script=Han}{2}(?:部|局|厅|廳|署|委|办|辦|院|处|處|所|队|隊|站|馆|館|社|报|報|台|网|網|刊|司)$/u;

/** A Chinese personal name: a common surname and 1–2 more characters (2–3 after a compound
 *  surname), or a transliterated name with ·. */
export function isHanName(s: string): boolean {
  if (/^[\p{Script=Han}·•]{3,12}$/u.test(s) && /[·•]/.test(s)) return true;
  if (!/^\p{Script=Han}{2,4}$/u.test(s) || ROLE_HAN.test(s) || HAN_LABEL.test(s) || HAN_ORGANISATION.test(s) || HAN_BUTTON_START.test(s)) return false;
  return COMPOUND_SURNAMES.test(s) || (SURNAMES.has(s[0]!) && s.length <= 3);
}

/** Names in an English byline: "By Jane Doe and John Roe, Staff Writers" → Jane Doe, John Roe.
 *  Reads the first MAX_FIELD characters: its patterns are quadratic in their input (a JSON-LD
 *  author of 10^6 dots took minutes; test/core/regex-linear.test.ts lists them). */
export function englishNames(text: string): string[] {
  let t = clean(bounded(text))
    .replace(/^[\s\u2063]*(?:(?:written|story|words|reporting|text|posted|article)\s+)?by(?:[\s\u2063]*:)?[\s\u2063]+/i, '')
    // "BySarah Doe": a "By" the page set against the name without a space.
    .replace(/^[\s\u2063]*By(?=\p{Lu}\p{Ll})/u, '');
  // The names end where the date, a separator or a bracket begins.
  t = t.split(/\s*[|·•—–([\n]\s*|\s+-(?:\s+|$)|\d/)[0] ?? '';
  // "By Jane Doe in Politics on March 5": the names end at a lower-case preposition.
  t = (t.split(/\s+(?:in|on|at|for|from|about|with|is|was|says|said)\s+/)[0] ?? '').replace(AFTER_NAME, '');
  const names: string[] = [];
  // U+2063 marks where one element's text ends (region.ts): a name never spans two elements.
  for (const piece of t.split(/\s*(?:,|;|&|\u2063|\band\b|\bund\b|\bet\b|\by\b)\s*/)) {
    // A closing stop is punctuation, except the last of a credential's initials ("M.P.H.", "Ph.D.").
    const p = (CREDENTIAL_END.test(piece.trim()) ? piece.replace(/[\s:-]+$/, '') : piece.replace(/[\s.:-]+$/, '')).trim();
    if (!p) continue;
    if (!isLatinName(p)) break;
    names.push(titleCase(p));
  }
  return names;
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
function hanOrganisation(s: string): boolean {
  return /[网網社报報台刊]$|频道|頻道|新闻|新聞|编辑部|編輯部|中心|财经|財經|传媒|傳媒|日报|日報/.test(s);
}

/** A name given in a meta tag or JSON-LD string: "By Jane Doe" → Jane Doe; a URL or a handle is none. */
export function namesFromValue(value: string, siteName?: string, oneWord = false): string[] {
  const v = clean(value).replace(/^by\s+/i, '');
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

/** "Kristin", "Maria & Katerina", "Linny and Peter": given names only, up to three; else none.
 *  Commas do not separate ("Roy, Aniruddha" is one name, surname first). */
export function givenNames(v: string): string[] {
  const pieces = clean(v)
    .split(/&|\band\b/)
    .map((p) => p.trim());
  const given = pieces.map(givenName);
  return pieces.length <= 3 && given.every(Boolean) ? (given as string[]) : [];
}

function elementNames(el: Element): string[] {
  const inner = el.querySelector('[itemprop~="name"]');
  const text = clean(inner ? (inner.getAttribute('content') ?? inner.textContent) : (el.getAttribute('content') ?? el.textContent));
  if (!text || text.length > 120) return [];
  const poster = forumPoster(text);
  if (poster) return [poster];
  return HAN.test(text) ? chineseNames(text) : englishNames(text);
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

/** "jane doe": a person's name in lower case, as a CMS's login often gives it (two or three
 *  words of letters, none a job or a label). For sources that say they name a person. */
export function lowerCaseName(v: string): string[] {
  const t = clean(v);
  if (!/^\p{Ll}[\p{Ll}'’-]+(?: \p{Ll}[\p{Ll}'’-]+){1,2}$/u.test(t)) return [];
  return t.split(' ').some((w) => ROLE_WORDS.has(w) || NOT_GIVEN.has(w)) ? [] : [t];
}

/** A byline that credits a team rather than a person ("The Acme Team", "Acme Staff", "Acme
 *  Editorial Team", "Team Acme", "News Desk"), as the page writes it. Only taken where the page
 *  marks it as the writer and names no person. */
export function teamName(v: string): string | undefined {
  const t = clean(v).replace(/^by\s+/i, '');
  if (t.length > 60 || HAN.test(t)) return undefined;
  // A word of the team's own besides "Team" or "Staff": a bare "Staff" names nobody.
  if ((TEAM.test(t) && /\s/.test(t.replace(/^(?:the|our)\s+/i, ''))) || /^Team\s+\p{Lu}[\p{L}\d]+$/u.test(t)) return t;
  return undefined;
}
const TEAM =
  /^(?:(?:The|the|Our|our)\s+)?(?:[\p{Lu}\d][\p{L}\d.&'’-]*\s+){0,4}(?:(?:Editorial|Content|Marketing|News|Lifestyle)\s+)?(?:Team|team|Staff|staff|Editors|editors|Desk|Newsdesk|Newsroom)$/u;

/** The names in elements the page marks as its author (outside page furniture). */
export function markedNames(parts: PageParts): string[] {
  return parts.authors.filter((el) => !inNoise(el)).flatMap(elementNames);
}

/** twitter:data1 when twitter:label1 says "Written by". */
export function twitterWriter(parts: PageParts): string | undefined {
  return firstMeta(parts, ['twitter:label1'])?.toLowerCase() === 'written by' ? (firstMeta(parts, ['twitter:data1']) ?? '') : undefined;
}

/** Writers only, as a list: JSON-LD people, marked elements, the byline under the headline
 *  (`regionAuthors`, read by credits.ts's creditLine), elements whose class marks a byline, then
 *  `lineAuthors` (the lead, the signature, found by credits.ts), then meta tags. Outlets, desks
 *  and editors are never listed here, nor a name that is the site's or the publisher's
 *  (`organisations`): those are the site name, not a writer. */
export function findAuthors(
  parts: PageParts,
  ld: JsonLdInfo,
  regionAuthors: readonly string[],
  lineAuthors: readonly string[],
  siteName?: string,
  editors: readonly string[] = [],
  bylineAuthors: readonly string[] = [],
  linkAuthors: readonly string[] = [],
): string[] {
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
    const shown = pickInOrder(parts, regionAuthors, lineAuthors, siteName, editors, bylineAuthors, [], (n) => !isOrganisationName(n, orgs, hosts, true));
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
    pickInOrder(parts, regionAuthors, lineAuthors, siteName, editors, bylineAuthors, linkAuthors, (n) => !isOrganisationName(n, orgs, hosts, true)) ||
    pickInOrder(parts, regionAuthors, lineAuthors, siteName, editors, bylineAuthors, linkAuthors, (n) => !isOrganisationName(n, orgs, hosts, false) && !organisationShaped(n)) ||
    (owner ? [owner] : team ? [team] : [])
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
function pickInOrder(
  parts: PageParts,
  regionAuthors: readonly string[],
  lineAuthors: readonly string[],
  siteName: string | undefined,
  editors: readonly string[],
  bylineAuthors: readonly string[],
  linkAuthors: readonly string[],
  ok: (name: string) => boolean,
): string[] | undefined {
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

function words(s: string): string[] {
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

/** A name with a page's word glued to it: "BySarah" (a "By" set against it), "Jane Doe
 *  October" (the date's month after it), "Jane Doe Updated". What is left must still be a name. */
export function trimGlued(name: string): string {
  const t = name
    .replace(/^By(?=\p{Lu}\p{Ll})/u, '')
    .replace(GLUED_MONTH, '')
    .replace(AFTER_NAME, '')
    .trim();
  if (t === name) return name;
  return HAN.test(t) || isLatinName(t) ? t : '';
}

/** A month glued to the name's last letter ("Jane DoeDec", the date's element set against it). */
const GLUED_MONTH = /(?<=\p{Ll})(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?$/u;

/** A lone given name ("Kristin", "Maria"), where the page marks it as its writer: a capitalised
 *  word of 3–20 letters that is no job, label, organisation word, month or weekday. */
export function givenName(s: string): string | undefined {
  const c = clean(s);
  let end = c.length;
  while (end > 0 && '.,:;'.includes(c[end - 1]!)) end--; // not /[.,:;]+$/: quadratic on a run of them
  const t = c.slice(0, end);
  if (!/^\p{Lu}\p{Ll}{2,19}$/u.test(t)) return undefined;
  const lower = t.toLowerCase();
  if (
    ROLE_WORDS.has(lower) ||
    NOT_GIVEN.has(lower) ||
    /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)$/.test(
      lower,
    )
  )
    return undefined;
  return t;
}

/** One-word labels a page fills its author slot with that are no one's name. */
const NOT_GIVEN = new Set([
  'home',
  'menu',
  'search',
  'login',
  'unknown',
  'anonymous',
  'editorial',
  'contributors',
  'everyone',
  'guest',
  'user',
  'users',
  'member',
  'members',
  'webmaster',
  'moderator',
  'system',
  'default',
  'none',
  'null',
  'undefined',
  'website',
  'site',
  'page',
  'pages',
  'content',
  'story',
  'stories',
  'writing',
  'written',
  'staff',
  'editors',
  'reviewed',
  'review',
  'sponsored',
  'partner',
  'promoted',
  'advertisement',
  'redaction',
  'redaktion',
  'rédaction',
  'newsdesk',
  'wellness',
  'prevention',
  'health',
  'travel',
  'food',
  'lifestyle',
  'business',
  'technology',
  'tech',
  'science',
  'sports',
  'politics',
  'opinion',
  'culture',
  'entertainment',
  'finance',
  'education',
]);

function unique(names: string[]): string[] {
  const s = join(names);
  return s ? s.split(', ') : [];
}
