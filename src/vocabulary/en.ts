// The English words the extractor knows: labels a reader sees (bylines, furniture, buttons), the
// words no name is, the words of dates. Grouped by purpose; each entry says why it is there. A new
// English word goes into the group of its purpose; a pattern whose one alternation also holds
// other languages' words is in multilingual.ts.

// ── The words no name is: jobs, labels, organisations' words (metadata/name-words.ts, name-en.ts) ──

/** Words that make a byline piece a job title or an organisation, not a person. */
export const ROLE_WORDS = new Set([
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

/** One-word labels a page fills its author slot with that are no one's name. */
export const NOT_GIVEN = new Set([
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

/** Words an hCard holds that name no writer: the site's own account and its labels, and a link's
 *  label ("View Profile", "More posts"). */
export const NOT_HANDLE =
  /^(?:admin|administrator|author|authors|editor|editors|staff|guest|anonymous|unknown|user|webmaster)\d*$|^(?:view|see|visit|read|more|all|follow|contact|email)\b|\b(?:profile|posts|articles|bio|more)$/i;

/** A team or a desk credited as the writer ("The Newsroom", "Our Editorial Team", "Metro Desk"). */
export const TEAM_BYLINE =
  /^(?:(?:The|the|Our|our)\s+)?(?:[\p{Lu}\d][\p{L}\d.&'’-]*\s+){0,4}(?:(?:Editorial|Content|Marketing|News|Lifestyle)\s+)?(?:Team|team|Staff|staff|Editors|editors|Desk|Newsdesk|Newsroom)$/u;

/** A job or a desk after a name in a credit ("Jane Doe, staff writer"): the piece names no one. */
export const JOB =
  /\b(?:staff|writer|reporter|correspondent|editor|bureau|contributor|columnist|news service|desk|officer|manager|spokes\w*|director|contact|media|press office|professor|student|member)\b/i;

// ── The shape of a name in a byline (metadata/name-en.ts, credits-en.ts) ──

/** Lower-case particles inside a Latin-script name ("Ludwig van Beethoven", "Maria de la Cruz"): no break in the capitalised words. */
export const PARTICLES = new Set(['de', 'van', 'von', 'der', 'den', 'da', 'di', 'du', 'del', 'della', 'la', 'le', 'bin', 'binti', 'al', 'el', 'dos', 'das', 'y', 'ten', 'ter', 'mac', 'st.']);

/** Words that end a name in a byline run: a month, a weekday, a degree ("By Jane Doe PhD January 9"). */
export const AFTER_NAME =
  /[\s\u2063]+(?:(?:(?:January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s*$)|(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun)\.?|Ph\.?D\.?|M\.?D\.?|MBA|Updated|Published|Posted|Last)(?=[\s,\u2063]|$).*$)/;

/** A month glued to the name's last letter ("Jane DoeDec", the date's element set against it). */
export const GLUED_MONTH = /(?<=\p{Ll})(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?$/u;

/** First words of two-word places that open a dateline ("New York, January 17, 2012"). */
export const PLACE_START = /^(?:New|Los|Las|San|Santa|Hong|Abu|Kuala|Buenos|Rio|Sao|São|Tel|St\.?|Port|Cape|Mexico|El|La|Le)\s/;

/** A comma then up to five capitalised words, "The" allowed first ("Jane Doe, Reuters", ", The Valley Ledger"): the outlet after the last name. */
export const OUTLET_AFTER_COMMA = /^,\s*((?:The\s+)?\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,4})/u;

/** A header line's name, a comma, then an outlet ("Mara Quinn, The Valley Ledger March 5, 2013"): the writer and the outlet. */
export const NAME_COMMA_OUTLET = /^(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}),\s+((?:The\s+)?\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,4})/u;

// ── Byline labels: what a page writes around the writer's name (metadata/credits*.ts, byline-class.ts, author-link.ts) ──

/** A byline's label before the name ("Written by", "Author:", "By"), cut off to leave the name. */
export const BYLINE_LABEL = /^(?:(?:(?:(?:written|posted|published|story|words|reported|article|text)\s+)?by|author(?:ed by)?|writer|written by)\s*[:：]?\s*){1,2}/i;

/** A line that is only the label of the writer's name on the next line ("Written by", "Author",
 *  "Authors:", "By"), as author boxes and bylines set in two elements print it. */
export const LABEL_ONLY = /^(?:(?:written|posted|published|words|story|article)\s+by|by|authors?|author\(s\)|writers?|contributors?)\s*[:：]?$/i;

/** "Hosted by", "Sponsored by", "Medically reviewed by": who hosted, paid for or checked
 *  something, not who wrote the story. */
export const NOT_WRITTEN_BY =
  /(?:hosted|sponsored|powered|presented|organi[sz]ed|produced|designed|developed|supported|funded|inspired|recommended|reviewed|approved|fact[\s-]checked|owned|operated|trusted|loved|used|followed|offered|provided|narrated|illustrated|translated|brought to you)[\s\u2063]+by[\s\u2063]*:?[\s\u2063]*$/i;

/** What a link's label says around the name: "Read more about Jane Doe", "Posts by Jane Doe". */
export const AUTHOR_LINK_LABEL =
  /^(?:(?:read|see|view)\s+(?:more\s+)?(?:about|from|by|posts\s+by|articles\s+by|all\s+posts\s+by|profile\s+of)|(?:more\s+)?(?:posts|articles|stories)\s+(?:by|from)|more\s+from|author:?|by)\s+/i;

/** A link's text that opens with a button's verb ("Learn more", "View profile", "Follow"): a label, not a name. */
export const AUTHOR_LINK_BUTTON = /^(?:learn|read|see|view|show|more|all|visit|follow|contact|meet)\b/i;

/** What the content is, before an English "provided by" or "source:" that credits it: "Story
 *  provided by X", "Article source: X". Any other word there names a thing the page shows beside
 *  the story and the vendor behind it ("Audio provided by X", "Market data provided by X",
 *  "Consent management provided by X", "Data source: X"): no credit of the story. */
export const CONTENT_WORD = /(?:^|\s)(?:content|story|stories|article|articles|report|news|text|copy|release|information|originally|reprinted|republished|syndicated|adapted|excerpted)\s*$/i;

/** A source label in English ("Source:", "provided by", "From:"), read by its own rules, not 来源's. */
export const LATIN_SOURCE_LABEL = /source|provided|from/i;

/** "Edited by": the editor's label in English, whose names are read as English names. */
export const EDITED_BY = /edited by/i;

/** "Provided by": an English source label that needs no colon, unlike "Source" and "From" (a word of a sentence). */
export const PROVIDED_BY = /provided by/i;

// ── Dates' words beside a byline: months, weekdays, update labels (metadata/credits-en.ts, dom/comments.ts) ──

/** A piece of a credit line that opens with a month, a weekday or a date's label is the date, not a name. */
export const DATE_WORD = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Updated|Published|Posted)/;

/** The tokens of a date and its labels, removed from a header line to see whether a person's name is what is left. */
export const DATE_TOKEN =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?)\b\.?|\d{1,4}(?:st|nd|rd|th)?|(?<![A-Za-z])[aApP]\.?[mM]\.?(?![A-Za-z])|\b(?:Date|Time|Updated|Published|Posted|Last|Modified|Edited|Source)\b|\b(?:GMT|UTC|[A-Z]{1,3}[SD]?T)\b/g;

/** A comment's metadata line that opens with a date ("23 October 2012", "May 17, 2024") is its date, not its author. */
export const COMMENT_OPENS_WITH_DATE = /^\s*(\d|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/i;

// ── Headlines: what no headline is (metadata/title.ts) ──

/** An h1 that is a breadcrumb ("Site » Section") or an advertiser's label is no headline. */
export const NOT_HEADLINE = /[»›]|^sponsored\b|^advertisement\b/i;

/** The forum or site software's credit a `<title>` may end with ("… - Powered by Discuz!
 *  Archiver"): no part of the headline nor the site's name. */
export const POWERED_BY = /\bpowered by\b[^|｜]{0,60}$/i;

// ── Reading an English byline: labels, prepositions, joiners, months (metadata/name-en.ts, credits-en.ts, byline-class.ts) ──

/** "By", "Written by", "Story by" opening a byline: cut to leave the names. */
export const BY_LABEL_START = /^[\s\u2063]*(?:(?:written|story|words|reporting|text|posted|article)\s+)?by(?:[\s\u2063]*:)?[\s\u2063]+/i;

/** A lower-case preposition or verb after the names ("By Jane Doe in Politics"): the names end there. */
export const AFTER_NAMES_WORD = /\s+(?:in|on|at|for|from|about|with|is|was|says|said)\s+/;

/** What joins several names (commas, "and", and the German, French and Spanish "und", "et", "y"). */
export const NAME_JOINER = /\s*(?:,|;|&|\u2063|\band\b|\bund\b|\bet\b|\by\b)\s*/;

/** A month's or a weekday's name, whole: capitalised like a given name, and no one's. */
export const MONTH_OR_WEEKDAY =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)$/;

/** "By" (any case) opening the line or following a separator, then a capitalised name. */
export const BY_AT_PIECE_START = /(?:^|[|·•—–:\u2063]\s*)(?:(?:written|story|words|reporting|reported|posted|submitted|text)[\s\u2063]+)?by[\s\u2063]*:?[\s\u2063]+(\p{Lu}.*)/iu;

/** A lower-case "by" inside a short line ("Posted 5 Jan by Jane Doe"): a headline's "By" is capitalised. */
export const BY_INSIDE_LINE = /[\s\u2063](?:(?:written|story|words|reporting|reported|posted|submitted|text)[\s\u2063]+)?by[\s\u2063]*:?[\s\u2063]+(\p{Lu}.*)/u;

/** "Photo by", "Video by": the name credits a picture, not the story. */
export const PICTURE_BY = /(?:photo|photograph|image|picture|graphic|video)s?(?:[\s\u2063]+\w+)?[\s\u2063]+by[\s\u2063]*:?[\s\u2063]*$/i;

/** A month's name in a header line: the line may hold a date beside a name. */
export const MONTH_WORD = /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b\.?\s/;

/** "Jane DoeDec 5, 2024": a date's month set against the name, where a separator goes in. */
export const MONTH_GLUED_AFTER_NAME = /(?<=\p{Ll})(?=(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s*\d)/u;

/** "&" or "and" between names: where given names are split (commas are not: "Roy, Aniruddha" is one name, surname first). */
export const AND_JOINER = /&|\band\b/;

/** "By " before a name in a meta tag, a team's or a publisher's name: cut to leave the name (metadata/author.ts, publisher-route.ts). */
export const BY_START = /^by\s+/i;
/** A line that starts with "By" ("By Jane Doe", "By: Company"): a byline, not a headline (metadata/title-shown.ts). */
export const BY_WORD = /^by\b/i;

/** "BySarah Doe": a "By" the page set against the name without a space, after any spaces. */
export const BY_GLUED_START = /^[\s\u2063]*By(?=\p{Lu}\p{Ll})/u;

/** "BySarah Doe" as a whole name: the glued "By" to cut. */
export const BY_GLUED = /^By(?=\p{Lu}\p{Ll})/u;

// ── Headings, teams and brands: small English words (metadata/title.ts, author.ts, publisher-route.ts) ──

/** "Posted", "Updated", "Published" beside a heading's title: a date line, not a different headline. */
export const POSTED_WORD = /\b(?:posted|updated|published)\b/i;

/** "The" or "Our" before a team's name ("Our Staff"): a bare team word after it names nobody. */
export const TEAM_ARTICLE = /^(?:the|our)\s+/i;

/** Lower-case words inside an organisation's name ("Bank of England", "Science and Health"). */
export const BRAND_JOINER = /^(?:of|and|the|for|&)$/;

/** "Team" then one capitalised word ("Team Acme"): a team that names itself, the writer where no person is named. */
export const TEAM_THEN_NAME = /^Team\s+\p{Lu}[\p{L}\d]+$/u;
