// The vocabulary of web authoring, in no language of its own: the elements, ARIA roles, schema.org
// types, class and id words and address words by which pages mark their parts. Only the words of
// web authoring and of the software sites run on, never a site's own names. Grouped by purpose;
// each entry says why it is there. A new word goes into the group of its purpose; a word of a
// language (a label a reader sees) goes into that language's file (en.ts, zh.ts) or, in a pattern
// that spans languages, into multilingual.ts.

// ── Article and furniture containers: elements, ARIA roles, microdata (dom/cues.ts) ──

/** Elements that hold page furniture rather than the article. Not `form`: ASP.NET pages wrap the
 *  whole page in one. */
export const AGAINST_TAGS: ReadonlySet<string> = new Set(['nav', 'footer', 'aside', 'menu', 'dialog']);

/** Elements that hold the page's main content. */
export const FOR_TAGS: ReadonlySet<string> = new Set(['article', 'main']);

/** ARIA landmark roles of furniture: navigation, banners, footers, search, dialogs. */
export const AGAINST_ROLES: ReadonlySet<string> = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'menu', 'menubar', 'dialog', 'alert', 'tablist']);

/** ARIA roles of the page's main content. */
export const FOR_ROLES: ReadonlySet<string> = new Set(['main', 'article']);

/** itemprop values of schema.org's article text. */
export const FOR_ITEMPROPS: ReadonlySet<string> = new Set(['articlebody', 'articletext', 'text', 'reviewbody']);

/** Elements that show code as code: a developer's article quotes JSON and scripts inside them, so
 *  their syntax is the article's (pipeline/features/code-syntax.ts). */
export const SHOWN_CODE_TAGS: ReadonlySet<string> = new Set(['PRE', 'CODE', 'SAMP', 'KBD', 'TEXTAREA', 'XMP', 'LISTING', 'PLAINTEXT']);

// ── Class and id words of article, furniture and comment containers (dom/cues.ts) ──

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

/** The id of a segment a streaming server renderer (React's) sends ahead inside a `hidden` <div>,
 *  for its script to move into place: the page's text, not text it hides. */
export const STREAMED_SEGMENT = /^S:\d+$/;

/** Class and id words of a picture gallery or slideshow. */
export const GALLERY_WORDS: ReadonlySet<string> = new Set(['gallery', 'slideshow', 'carousel', 'slider', 'lightbox', 'swiper']);

// ── A listing's furniture, narrower than the article's (metadata/listing-items.ts) ──

/** A listing's furniture, narrower than AGAINST_*: a section front's cards often sit in
 *  `related`, `popular` or `tags` containers, which are boilerplate only beside an article.
 *  Upper-case tag names (as `tagName` gives them); the words match between non-letters. */
export const LISTING_FURNITURE_TAGS: ReadonlySet<string> = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'MENU', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SELECT', 'FORM']);

/** ARIA roles of a listing's furniture: its menus, banner and footer, not its `complementary` cards. */
export const LISTING_FURNITURE_ROLES: ReadonlySet<string> = new Set(['navigation', 'banner', 'contentinfo', 'menu']);

/** Class and id words of a listing's furniture, matched between non-letters (`site-nav`, `pagerTop`). */
export const LISTING_FURNITURE_WORDS = /(?:^|[^a-z])(?:nav|navbar|navigation|menu|menubar|breadcrumbs?|footer|header|masthead|sidebar|pagination|pager|dropdown|submenu|megamenu)(?:$|[^a-z])/i;

// ── Readers' comments: the parts of one comment (dom/comments.ts) ──

/** A sidebar or an `<aside>`: where a blog's author box stands ("About the author" over a name),
 *  read for a name only when no other byline mark names anyone (metadata/byline-class.ts). */
export const SIDEBAR_SELECTOR = 'aside, [class*="sidebar"], [id*="sidebar"]';

/** Class and id words of a comment's author line. */
export const COMMENT_AUTHOR_WORDS = new Set(['author', 'username', 'user', 'nick', 'nickname', 'name', 'fn', 'commenter', 'poster']);

/** Class and id words of a comment's date line. */
export const COMMENT_DATE_WORDS = new Set(['date', 'time', 'timestamp', 'published', 'pubdate', 'datetime']);

/** Class and id words of a thread's reply form, which holds no comment. */
export const COMMENT_FORM_WORDS = new Set(['respond', 'form', 'reply-form', 'replyform', 'commentform', 'login', 'captcha']);

/** Class and id words of an author's bio box, which follows a post and is no comment. */
export const AUTHOR_BIO_WORDS = new Set(['bio', 'biography', 'authorbio', 'authorbox', 'aboutauthor']);

/** Words that make a bio box beside the word `author` (`author-box`, `author-info`). */
export const AUTHOR_BIO_PAIRED_WORDS = new Set(['box', 'info', 'about', 'card', 'profile', 'details', 'description']);

/** Class and id words of a comment's metadata element: its date when it opens with one
 *  ("23 October 2012 at 8:38 pm", "May 17, 2024"), not with a name. */
export const COMMENT_META_WORDS = new Set(['meta', 'metadata', 'commentmetadata', 'commentmeta']);

// ── Forum threads and live blogs: posts, posters, controls (metadata/thread-posts.ts, live-posts.ts) ──

/** Class and id words of a poster's name. */
export const POST_AUTHOR_WORDS = new Set(['author', 'username', 'user-name', 'uname', 'nickname', 'poster', 'postauthor', 'post-author', 'user-link', 'userlink', 'screenname', 'membername']);

/** A link to a user's profile: /user/, /users/, /u/, /member(s)/, /profile(s)/, uid=, space-uid-. */
export const PROFILE_HREF = /\/(?:users?|u|members?|profiles?|people)\/[^/?#]+|[?&](?:uid|userid|user_id|u)=\d+|space-uid-\d+|\/space\/uid\/\d+/i;

/** Words of a post's role, not of its kind: a question and its answers are posts alike. */
export const POST_ROLE_WORDS = /\b(?:question|answer|answers|accepted|accepted-answer|first|last|odd|even|op|topic|starter|reply|highlighted|unread|new)\b/g;

/** Class words of a reader's post in a thread, not a live blog's update: its controls, its poster's avatar and name. */
export const THREAD_CLASS_WORDS: ReadonlySet<string> = new Set([
  'avatar',
  'username',
  'user',
  'userinfo',
  'poster',
  'reply',
  'replies',
  'quote',
  'vote',
  'votes',
  'upvote',
  'downvote',
  'report',
  'postauthor',
]);

/** A marked time in the source: a `<time>`, a microdata date. */
export const MARKED_TIME = /<time[\s>]|itemprop\s*=\s*["']?date(?:Published|Created)\b/gi;

// ── Pictures: captions, credits, bylines' portraits, logos (dom/captions.ts, dom/images.ts) ──

/** Class or id words of caption markup; a word contains one of these ("wp-caption-text",
 *  "photoCaption", "image-credit"). */
export const CAPTION_WORDS = ['caption', 'cutline'];

/** Whole class or id words of photo credits ("credit", "photo-credit"; not "accreditation"). */
export const CAPTION_CREDIT_WORDS = new Set(['credit', 'credits', 'photocredit', 'imagecredit']);

/** Class and id words of a byline's or an author box's picture, and of a brand's. */
export const IMAGE_PERSON_WORDS = new Set(['avatar', 'byline', 'author', 'authors', 'headshot', 'mugshot', 'gravatar']);

/** Class and id words of a publication's own picture: its logo, its masthead. */
export const IMAGE_BRAND_WORDS = new Set(['logo', 'masthead']);

// ── The kind of page: schema.org types, class and id words, address words (methods/page-type/features.ts) ──

/** schema.org types, grouped by the kind of page they declare. */
export const SCHEMA_GROUPS = {
  article:
    /^(?:NewsArticle|Article|BlogPosting|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|BackgroundNewsArticle|ReviewNewsArticle|ScholarlyArticle|TechArticle|Report|SatiricalArticle|AdvertiserContentArticle|SocialMediaPosting|Review)$/,
  liveblog: /^LiveBlogPosting$/,
  listing: /^(?:CollectionPage|ItemList|SearchResultsPage|ProfilePage|Blog|ListItem|Series|CreativeWorkSeries|DataFeed)$/,
  forum: /^(?:DiscussionForumPosting|QAPage|Question|Answer|Comment|Conversation)$/,
  product: /^(?:Product|Offer|AggregateOffer|ProductGroup|IndividualProduct|ProductModel|Car|Vehicle|AggregateRating|Book|SoftwareApplication|MobileApplication|Hotel|Restaurant|LocalBusiness|Store)$/,
  other:
    /^(?:WebSite|Organization|FAQPage|HowTo|Course|Service|Event|ContactPage|AboutPage|Dataset|MedicalWebPage|EducationalOrganization|CollegeOrUniversity|GovernmentOrganization|Place|JobPosting|Recipe)$/,
} as const;

export type SchemaGroup = keyof typeof SCHEMA_GROUPS;

/** Class and id words, matched against whole words of the attribute (attributeWords). */
export const PAGE_TYPE_CLASS_WORDS = {
  forum: new Set([
    'post',
    'posts',
    'postbody',
    'postmessage',
    'reply',
    'replies',
    'thread',
    'threads',
    'topic',
    'forum',
    'forums',
    'answer',
    'answers',
    'question',
    'vote',
    'votes',
    'upvote',
    'signature',
    'quote',
    'bbcode',
    'floor',
    'poster',
    'userinfo',
    'postauthor',
    'pid',
    'tid',
    'plc',
    'pls',
    'pct',
  ]),
  product: new Set([
    'price',
    'prices',
    'cart',
    'basket',
    'checkout',
    'buy',
    'sku',
    'stock',
    'product',
    'products',
    'variant',
    'variants',
    'quantity',
    'qty',
    'add',
    'wishlist',
    'shipping',
    'rating',
    'reviews',
  ]),
  listing: new Set([
    'card',
    'cards',
    'teaser',
    'teasers',
    'tile',
    'tiles',
    'grid',
    'feed',
    'river',
    'listing',
    'list',
    'results',
    'result',
    'pagination',
    'pager',
    'archive',
    'excerpt',
    'summary',
    'stream',
  ]),
  article: new Set(['article', 'byline', 'author', 'dateline', 'story', 'headline', 'lede', 'lead', 'entry', 'articlebody', 'body']),
} as const;

/** Path words of addresses, per kind (matched against whole path segments and their words). */
export const PAGE_TYPE_PATH_WORDS = {
  listing: new Set([
    'tag',
    'tags',
    'topic',
    'topics',
    'category',
    'categories',
    'section',
    'sections',
    'author',
    'authors',
    'search',
    'archive',
    'archives',
    'page',
    'list',
    'index',
    'collections',
    'collection',
    'column',
    'zhuanti',
    'special',
    'channel',
  ]),
  forum: new Set(['forum', 'forums', 'thread', 'threads', 't', 'questions', 'question', 'q', 'viewtopic', 'showthread', 'topic', 'discussion', 'discussions', 'community', 'bbs', 'r', 'comments']),
  product: new Set(['product', 'products', 'shop', 'store', 'p', 'dp', 'item', 'items', 'buy', 'collections']),
  other: new Set([
    'docs',
    'doc',
    'documentation',
    'help',
    'support',
    'about',
    'contact',
    'login',
    'signin',
    'register',
    'pricing',
    'services',
    'service',
    'faq',
    'guide',
    'api',
    'reference',
    'manual',
    'learn',
  ]),
} as const;

// ── Bylines in the markup: class and id words, author pages' addresses (metadata/collect.ts, byline-region.ts) ──

/** hAtom's class for an entry's published time (`<abbr class="published" title="2012-01-12T08:45:00Z">`). */
export const HATOM_PUBLISHED = 'published';

/** The path of an author's page: a folder naming writers, then one slug (`/author/jane-doe/`,
 *  `/blog/authors/jane-doe`, `/writers/jane_doe.html`). */
export const AUTHOR_HREF = /\/(?:authors?|writers?|contributors?|columnists?|journalists?|reporters?)\/([^/?#]{2,80})\/?(?:[?#]|$)/i;

/** A class or id token naming the byline or its writer, as pages and the peers (Readability's
 *  `byline|author|writtenby`) mark it; a token that also names a part around the name (a bio, a
 *  photo, a box of links) is not one. */
export const BYLINE_TOKEN = /(?:byline|author|writtenby|written-by)/i;

/** Class and id words of the parts around a byline's name (a bio, a photo, a box of links, a date): a token holding one is no byline. */
export const NOT_BYLINE =
  /(?:bio|avatar|img|image|photo|pic|desc|about|box|label|caption|icon|social|more|list|posts|role|job|title|follow|card|comment|date|time|url|email|twitter|share|modal|has-|with-)/i;

/** A token naming the author's name itself, though inside a box or a card (`author-box__name`,
 *  `author-card-name`): the name's own element. */
export const AUTHOR_NAME = /author[\w-]*name$/i;

/** Class and id words (and the English "by") that mark a line of the byline region as the byline's. */
export const BYLINE_HINT = /byline|author|writer|reporter|contributor|journalist|\bby\b/i;

// ── Readers' noise around the metadata: comments, related lists, sidebars (metadata/collect.ts) ──

/** Class and id words of the parts of a page whose names and dates are not the article's: comments, related lists, sidebars, widgets. */
export const NOISE_WORDS = 'comments?|commentlist|reply|respond|related[a-z]*|recommend[a-z]*|sidebar|teasers?|popular|most-?read|trending|footer|widgets?';

/** A class or id token that starts with a noise word (after a short prefix such as `jp-`) or
 *  ends with one: `comment-list`, `jp-relatedposts`, `article-comments`, but not
 *  `with_related_categories`. */
export const NOISE_NAMES = new RegExp(`(?:^|\\s)(?:[a-z]{1,3}[-_])?(?:${NOISE_WORDS})(?:[-_]\\S*)?(?=\\s|$)|[-_](?:${NOISE_WORDS})(?=\\s|$)`, 'i');

// ── schema.org types in JSON-LD and microdata (metadata/jsonld.ts, page/head.ts, pipeline/features/about.ts, methods/plus/choose/damage-features.ts) ──

/** JSON-LD types of an article node (NewsArticle, BlogPosting, DiscussionForumPosting, Report): its fields are the page's. */
export const JSONLD_ARTICLE_TYPE = /(?:Article|BlogPosting|Posting|^Report)$/;

/** Page types whose author is the article's where no article node names one (a WebPage or a
 *  CreativeWork node of the same page carries it in the @graph). */
export const JSONLD_PAGE_TYPE = /^(?:WebPage|ItemPage|CreativeWork|MedicalWebPage|CollectionPage|AboutPage|FAQPage|QAPage|HowTo|Recipe|Review)$/;

/** schema.org types of an article, as microdata's itemtype names them. */
export const ITEMTYPE_ARTICLE = /schema\.org\/(?:\w*Article|\w*BlogPosting|Report)\b/i;

/** schema.org's live blog, in JSON-LD or microdata: its updates are the article. */
export const LIVE_BLOG_TYPE = /LiveBlogPosting/;

/** schema.org's live blog, in JSON-LD or microdata. */
export const LIVE_BLOG_MARK = /LiveBlogPosting|liveBlogUpdate/;

/** Class and id words of endless feeds and live updates: "next story", "load more", "infinite". */
export const FEED_MARK = /\b(?:class|id)\s*=\s*["'][^"']*?(?:infinite|next[-_]?(?:article|story|post)|load[-_]?more|live[-_]?(?:blog|update|feed)|river|timeline[-_]?item)/gi;

// ── Readability's class and id vocabulary (Mozilla's published algorithm; dom/probably-article.ts, methods/plus/choose/readings.ts) ──

// Class and id words of page furniture, and the words that overrule them (Readability's lists).
export const READABILITY_UNLIKELY =
  /-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote/i;

/** Readability's okMaybeItsACandidate: words that overrule an unlikely one (`article-footer` stays). */
export const READABILITY_MAYBE = /and|article|body|column|content|main|shadow/i;

/** Readability's positive class and id words: a candidate named so gains 25 points. */
export const READABILITY_POSITIVE = /article|body|content|entry|hentry|h-entry|main|page|pagination|post|text|blog|story/i;

/** Readability's negative class and id words: a candidate named so loses 25 points. */
export const READABILITY_NEGATIVE =
  /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|foot|footer|footnote|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|tool|widget/i;

// ── Threads around the article (metadata/zones.ts, dom/comments.ts) ──

/** Class or id words of a comment thread or a related-stories list: credits there are not the story's. */
export const THREAD_OR_RELATED_NAME = /comment|reply|respond|related|recommend|popular|sidebar/i;

/** schema.org's Comment and Answer as microdata's itemtype: one reader's comment. */
export const COMMENT_ITEMTYPE = /schema\.org\/(Comment|Answer)\b/i;

// ── Dates in the markup: the publication's time element (metadata/published.ts) ──

/** itemprop and class words of the publication's time element (datePublished, entry-date, pubdate, "posted"). */
export const PUBLISHED_MARK = /datepublished|publish|posted|entry-date|pubdate/i;

// ── Addresses: a site's host name written as its name (metadata/title.ts) ──

/** A host name ("www.example.com", "example.co.uk"), common top-level domains only: a title's part that is the site's address, not the headline. */
export const HOST_NAME = /^(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:com|net|org|co|io|info|news|tv|us|uk|ca|au|in|de|fr|cn|tw|hk|jp)$/iu;

// ── Headlines set apart by their markup on older pages (metadata/title-shown.ts) ──

/** Tags a headline is set in: a heading, bold or large type (`<font size>` 3 or more counts too). */
export const HEADLINE_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'b', 'strong', 'big']);
/** Class and id words naming a headline's element. */
export const HEADLINE_NAME = /head|title/i;
