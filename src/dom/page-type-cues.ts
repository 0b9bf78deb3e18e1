// The markup and words that tell what kind of page a page is (an article, a listing, a forum
// thread, a product page, anything else): schema.org types, the class and id words of web
// authoring, the words of buttons and links in English and Chinese, the path words of addresses.
// Only the vocabulary of web authoring and of the software sites run on, never a site's own names.
// Evidence for the learned page type (src/methods/page-type/), never a rule on its own.

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
export const CLASS_WORDS = {
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

/** Visible words of forum threads: reply and quote links, post counts, the thread starter. */
export const FORUM_TEXT =
  /\b(?:reply|replies|quote|posted by|joined|posts:|likes received|thread starter|original poster|upvotes?|answered|asked)\b|回复|引用|楼主|沙发|板凳|发表于|只看该作者|帖子|积分|注册时间|举报/gi;
/** Visible words of shops: buttons and stock. */
export const PRODUCT_TEXT = /\b(?:add to (?:cart|bag|basket)|buy now|in stock|out of stock|free shipping|quantity|checkout|sku)\b|加入购物车|立即购买|库存|包邮|运费|销量/gi;
/** A price: a currency sign or code by a number. */
// A number is tried from its first character only, so that a long run of digits is read once.
export const PRICE = /(?:[$€£¥]|US\$|USD|EUR|GBP|RMB|CNY)\s?\d[\d,.]*|(?<![\d,.])\d[\d,.]*\s?(?:元|USD|EUR|€)/g;
/** Visible words of listings: more, next page, page numbers, read more. */
export const LISTING_TEXT = /\b(?:read more|load more|show more|next page|older posts|newer posts|view all|see all|page \d+ of \d+)\b|更多|下一页|上一页|尾页|首页|查看全部|阅读全文/gi;

/** Path words of addresses, per kind (matched against whole path segments and their words). */
export const PATH_WORDS = {
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
