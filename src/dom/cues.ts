// Generic markup cues that say where a page keeps its article and where its boilerplate: HTML5
// sectioning elements, ARIA landmark roles, microdata, and the words authors put in class and id
// attributes. Only the vocabulary of web authoring is listed, never a site's own names.
import { attributeWords } from './tags.js';
import { classAttribute } from './class-attribute.js';

/** Elements that hold page furniture rather than the article. */
/** Not `form`: ASP.NET pages wrap the whole page in one. */
export const AGAINST_TAGS: ReadonlySet<string> = new Set(['nav', 'footer', 'aside', 'menu', 'dialog']);
/** A listing's furniture, narrower than AGAINST_*: a section front's cards often sit in
 *  `related`, `popular` or `tags` containers, which are boilerplate only beside an article.
 *  Upper-case tag names (as `tagName` gives them); the words match between non-letters. */
export const LISTING_FURNITURE_TAGS: ReadonlySet<string> = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'MENU', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SELECT', 'FORM']);
export const LISTING_FURNITURE_ROLES: ReadonlySet<string> = new Set(['navigation', 'banner', 'contentinfo', 'menu']);
export const LISTING_FURNITURE_WORDS = /(?:^|[^a-z])(?:nav|navbar|navigation|menu|menubar|breadcrumbs?|footer|header|masthead|sidebar|pagination|pager|dropdown|submenu|megamenu)(?:$|[^a-z])/i;
/** Elements that hold the page's main content. */
export const FOR_TAGS: ReadonlySet<string> = new Set(['article', 'main']);

export const AGAINST_ROLES: ReadonlySet<string> = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'menu', 'menubar', 'dialog', 'alert', 'tablist']);
export const FOR_ROLES: ReadonlySet<string> = new Set(['main', 'article']);

/** itemprop values of schema.org's article text. */
export const FOR_ITEMPROPS: ReadonlySet<string> = new Set(['articlebody', 'articletext', 'text', 'reviewbody']);

/** Class and id words of boilerplate, matched against whole words of the attribute. */
export const AGAINST_WORDS: ReadonlySet<string> = new Set([
  'share',
  'sharing',
  'sharer',
  'social',
  'sns',
  'related',
  'relate',
  'recommend',
  'recommended',
  'recommendation',
  'recommendations',
  'recirculation',
  'trending',
  'popular',
  'ranking',
  'toplist',
  'sidebar',
  'aside',
  'rail',
  'footer',
  'foot',
  'copyright',
  'breadcrumb',
  'breadcrumbs',
  'crumbs',
  'crumb',
  'promo',
  'promotion',
  'subscribe',
  'subscription',
  'newsletter',
  'signup',
  'login',
  'register',
  'paywall',
  'nav',
  'navbar',
  'navigation',
  'menu',
  'submenu',
  'topbar',
  'toolbar',
  'masthead',
  'banner',
  'ad',
  'ads',
  'adv',
  'advert',
  'adverts',
  'advertisement',
  'advertising',
  'sponsor',
  'sponsored',
  'commercial',
  'tags',
  'tagcloud',
  'keywords',
  'pagination',
  'pager',
  'paging',
  'popup',
  'modal',
  'overlay',
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'rss',
  'skip',
  'sitemap',
  'search',
]);

/** Class and id words of comment threads: readers' text, dropped however article-like it reads. */
export const COMMENT_WORDS: ReadonlySet<string> = new Set(['comment', 'comments', 'commentlist', 'commentlisting', 'reply', 'replies', 'respond', 'discuss', 'discussion', 'disqus']);

/** Class and id words of article containers. Not `content`, `main` or `body`: pages wrap their
 *  navigation and sidebars in those too. */
export const FOR_WORDS: ReadonlySet<string> = new Set(['article', 'articlebody', 'story', 'storybody', 'entry', 'post', 'postbody', 'hentry', 'prose', 'zw']);

/** Cue of a comment thread. */
export const COMMENTS = -2;

/** The cue one element carries on its own: +1 for the article, −1 against, −2 (COMMENTS) for a
 *  comment thread, 0 for none. A comment word wins over everything (`article-comments` is a
 *  thread); other words for and against on one element cancel (`widget-type-rich_text`).
 *  Uncached: a page asks through its own `cueReader`. */
export function elementCue(el: Element): number {
  return computeCue(el, new Map());
}

/** Reads an element's cue (see `elementCue`). */
export type CueReader = (el: Element) => number;

/** A cue reader with its own memo, one per page (the page context holds it, so the memo dies with
 *  the page): region choice and the furniture test ask about the same ancestors many times over,
 *  and pages repeat the same class names on many elements. */
export function cueReader(): CueReader {
  const byElement = new Map<Element, number>();
  const byWords = new Map<string, number>();
  return (el) => {
    let cue = byElement.get(el);
    if (cue === undefined) byElement.set(el, (cue = computeCue(el, byWords)));
    return cue;
  };
}

/** What the class and id words say: COMMENTS, −1, +1, or 0 when none or both. */
function wordsCue(cls: string, id: string): number {
  const words = [...attributeWords(cls), ...attributeWords(id)];
  if (words.some((w) => COMMENT_WORDS.has(w))) return COMMENTS;
  const against = words.some((w) => AGAINST_WORDS.has(w));
  const pro = words.some((w) => FOR_WORDS.has(w));
  return against === pro ? 0 : against ? -1 : 1;
}

/** `wordsCue`, read once per class and id value of the page. */
function cachedWordsCue(cls: string, id: string, memo: Map<string, number>): number {
  if (!cls && !id) return 0;
  const key = `${cls}\u0000${id}`;
  let cue = memo.get(key);
  if (cue === undefined) memo.set(key, (cue = wordsCue(cls, id)));
  return cue;
}

function computeCue(el: Element, wordsMemo: Map<string, number>): number {
  const tag = (el.localName || el.nodeName).toLowerCase();
  const role = (el.getAttribute('role') ?? '').toLowerCase();
  const itemprop = (el.getAttribute('itemprop') ?? '').toLowerCase();
  const words = cachedWordsCue(classAttribute(el), el.getAttribute('id') ?? '', wordsMemo);
  if (words === COMMENTS) return COMMENTS;
  if (AGAINST_TAGS.has(tag) || AGAINST_ROLES.has(role)) return -1;
  if (FOR_TAGS.has(tag) || FOR_ROLES.has(role) || FOR_ITEMPROPS.has(itemprop)) return 1;
  return words;
}

/** Headings of related-article lists, one alternation per language: English, Chinese, then the
 *  European languages of news pages (German, Spanish, French, Italian, Portuguese, Dutch, Polish,
 *  Russian, Greek). Each must match a whole short unit. */
const RELATED_PHRASES = [
  'related( (stories|articles|news|coverage|content|links|posts|reading|videos|topics))?|more (stories|news|coverage|headlines|from\\b.*|on\\b.*)|you (may|might) (also )?like|recommended( for you| stories| reading)?|read (more|next|also)|see also|further reading|popular( now| stories)?|most (read|popular|viewed|shared)|trending( now)?|top stories|latest (news|stories)|what to read next',
  '相关(新闻|阅读|文章|报道|链接|推荐)|相關(新聞|閱讀|文章|報導|連結)|延伸阅读|延伸閱讀|推荐阅读|推薦閱讀|热门(新闻|文章|推荐)|熱門(新聞|文章)|猜你喜欢|更多(新闻|阅读|精彩)|热点(新闻|推荐)|点击排行|排行榜',
  '(mehr|weitere|ähnliche|verwandte|passende)( aktuelle| interessante)? (artikel|beiträge|themen|nachrichten|meldungen|news|geschichten)\\b.*|mehr zu(m| diesem)? thema|(passend )?zum thema|das könnte (sie|dich|euch) (auch )?interessieren|auch interessant|lesen sie (auch|mehr)|meist(gelesen|gelesene artikel)|empfehlungen( aus der redaktion| der redaktion)?|unsere empfehlungen?',
  '(artículos|noticias|entradas|publicaciones) (relacionad[ao]s|similares)\\b.*|relacionad[ao]s|te puede interesar|(también|tambien) te puede interesar|lo más (leído|visto)|más noticias|lee también|le puede interesar',
  '(articles?|billets) (similaires|liés|connexes|recommandés)|à lire aussi|a lire aussi|lire aussi|sur le même sujet|vous aimerez aussi|les plus lus|dans la même rubrique',
  'articoli correlati|potrebbe interessarti|leggi anche|i più letti|notizie correlate',
  '(notícias|artigos|posts) relacionad[ao]s|leia também|veja também|mais lidas',
  'gerelateerde artikelen|lees ook|meest gelezen|ook interessant',
  '(czytaj|zobacz) (także|też|również)|polecamy|najczęściej czytane|(podobne|powiązane) (artykuły|wpisy)',
  'читайте (также|еще|ещё)|(похожие|другие) (статьи|новости|материалы)|новости по теме|по теме|популярное|самое (читаемое|популярное)|смотрите также',
  'διαβάστε (επίσης|ακόμη)|σχετικά (άρθρα|θέματα)|δείτε (επίσης|ακόμη)|δημοφιλή',
];

/** Headings that open a list of links to other articles. Matched against a whole short unit. */
export const RELATED_HEADING = new RegExp(`^(${RELATED_PHRASES.join('|')})[\\s:：.!»›>|]*$`, 'i');

/** Headings of readers' comments, per language as above; matched against the start of a unit.
 *  Not the German singular "Kommentar": it also labels an opinion piece. */
const COMMENTS_PHRASES = [
  "(\\d+\\s+)?((reader|user|readers'?|latest|top|all|show)\\s+)?(comments?|responses?|replies|discussion)(\\s*[(（]\\s*\\d+\\s*[)）])?[\\s:：.]*$|(leave|post|add|write) a (comment|reply)|join the (conversation|discussion)",
  '(网友|读者|最新|热门|精彩|全部|我要)?(评论|留言|跟帖)|(網友|讀者|最新|熱門)?(評論|留言|回應|迴響)',
  '(\\d+\\s+)?(leser)?kommentare(\\s*[(]\\s*\\d+\\s*[)])?[\\s:.]*$|(schreibe|hinterlasse) einen kommentar|kommentar (verfassen|schreiben|abgeben|hinterlassen)',
  '(\\d+\\s+)?(comentarios|commentaires|commenti|comentários|komentarze|reacties|комментарии|σχόλια)(\\s*[(]\\s*\\d+\\s*[)])?[\\s:.]*$',
  '(deja|dejar|deje) (un|tu) comentario|laisser un commentaire|lascia un commento|deixe (um|seu) comentário|dodaj komentarz|plaats een reactie|(оставить|добавить|написать) комментарий',
];

/** Headings that open readers' comments. Matched against the start of a short unit. */
export const COMMENTS_HEADING = new RegExp(`^(${COMMENTS_PHRASES.join('|')})`, 'i');

/** Units longer than this are not section headings. */
export const HEADING_MAX_CHARS = 50;

/** What a short unit announces: 'related', 'comments', or nothing. */
export function sectionHeading(text: string): 'related' | 'comments' | undefined {
  const t = text.trim();
  if (t.length === 0 || t.length > HEADING_MAX_CHARS) return undefined;
  if (COMMENTS_HEADING.test(t)) return 'comments';
  if (RELATED_HEADING.test(t)) return 'related';
  return undefined;
}

/** The start of a legal notice: a disclaimer, a copyright line, a reprint statement. "声明" (statement)
 *  counts only as a label (followed by a colon or a bracket), since news text says "the statement …". */
export const LEGAL_NOTICE = /^[\s[【(（•·*]*((免责|免責|版权|版權|郑重|鄭重)?(声明|聲明)\s*[:：】\]]|(免责|免責|版权|版權)(声明|聲明)|disclaimer|copyright|©|\(c\)\s*\d{4}|all rights reserved)/iu;

/** Marks of a legal notice anywhere in a unit: the copyright sign, "all rights reserved". */
export const LEGAL_MARK = /©|all rights reserved|все права защищены|wszelkie prawa zastrzeżone|版权所有|版權所有/iu;

/** LEGAL_MARK counts within this many first characters: a notice states itself early, while an
 *  article that is one big unit may end with its agency's copyright line. */
export const LEGAL_MARK_CHARS = 80;

/** Units this long or shorter that match LEGAL_NOTICE are a label ("Disclaimer:") for the next unit. */
export const LEGAL_LABEL_MAX_CHARS = 8;

/** Which units are legal notices: those that open with one, and the unit after a bare label. */
export function legalNotices(texts: readonly string[]): boolean[] {
  const out = texts.map((t) => LEGAL_NOTICE.test(t.trim()) || LEGAL_MARK.test(t.slice(0, LEGAL_MARK_CHARS)));
  for (let i = 0; i + 1 < texts.length; i++) if (out[i] && texts[i]!.trim().length <= LEGAL_LABEL_MAX_CHARS) out[i + 1] = true;
  return out;
}

/** Labels of advertising slots, per language as above: "Advertisement", "Anzeige", 广告. Matched
 *  against a whole unit (brackets, dashes and spaces around it allowed): as a unit of its own the
 *  word is the slot's label, never the article's text. */
const AD_LABEL_WORDS =
  'advertisement|advertising|advert|ads?|sponsored( content| post)?|paid (content|post|partnership)|promoted( content)?|anzeige|werbung|publicidad|publicité|pubblicità|publicidade|advertentie|reklama|реклама|διαφήμιση|广告|廣告|推广|推廣|赞助|贊助';
const AD_LABEL = new RegExp(`^[\\s\\-–—|·•\\[【(（]*(${AD_LABEL_WORDS})[\\s\\-–—|·•\\]】)）:：]*$`, 'iu');

/** A unit that is nothing but an advertising slot's label. */
export function isAdLabel(text: string): boolean {
  return text.length <= 40 && AD_LABEL.test(text);
}

/** The words of a consent notice besides "cookie": what it asks of the reader. */
const CONSENT_ASK =
  /\b(consent|accept|agree|allow|privacy (settings|choices|preferences)|cookie (settings|policy|preferences)|manage (options|preferences|choices)|einwillig|zustimm|akzeptier|consentement|accepter|acceptez|consenso|accett|consentimiento|aceptar|acepta)|同意|允许|允許|接受|隐私|隱私/iu;
/** The reader or the site, as a notice addresses them: "your consent", "we use cookies", 您. */
const CONSENT_PARTY = /\b(you|your|we|our|this (site|website)|sie|ihre?|wir|vous|votre|nous|usted|su|nosotros|utilizziamo)\b|您|你|我们|我們|本网站|本網站|本站/iu;
/** A consent notice is short: longer text that names cookies is an article about them. */
const CONSENT_MAX_CHARS = 600;

/** A cookie or consent notice: a short unit that names cookies, asks for consent or a choice, and
 *  addresses the reader ("we need your consent to set cookies", 继续浏览即表示您同意使用Cookie). */
export function isConsentNotice(text: string): boolean {
  return text.length <= CONSENT_MAX_CHARS && /cookie/i.test(text) && CONSENT_ASK.test(text) && CONSENT_PARTY.test(text);
}

/** Class and id words of a picture gallery or slideshow. */
export const GALLERY_WORDS: ReadonlySet<string> = new Set(['gallery', 'slideshow', 'carousel', 'slider', 'lightbox', 'swiper']);

/** Is the element named a gallery by its class or id words? */
export function namedGallery(el: Element): boolean {
  const words = [...attributeWords(classAttribute(el)), ...attributeWords(el.getAttribute('id') ?? '')];
  return words.some((w) => GALLERY_WORDS.has(w));
}

/** namedGallery with its own memo, one per page (the page context holds it, as it holds the cue
 *  reader): the furniture lines ask it of the same ancestors for many units, and again in each of
 *  cedst+'s runs of its stages. */
export function galleryReader(): (el: Element) => boolean {
  const known = new Map<Element, boolean>();
  return (el) => {
    let g = known.get(el);
    if (g === undefined) known.set(el, (g = namedGallery(el)));
    return g;
  };
}
