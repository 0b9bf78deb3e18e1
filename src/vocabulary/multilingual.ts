// Patterns whose one alternation holds the words of several languages (English and Chinese, often
// the European languages of news pages too): one regular expression a unit is tested against
// once, kept whole so that it matches as before. Grouped by purpose; each entry says why it is
// there. A new word goes into the alternation of its purpose, beside its language's words.

// ── Section headings: related articles, readers' comments (dom/cues.ts) ──

/** Headings of related-article lists, one alternation per language: English, Chinese, then the
 *  European languages of news pages (German, Spanish, French, Italian, Portuguese, Dutch, Polish,
 *  Russian, Greek). Each must match a whole short unit. */
export const RELATED_PHRASES = [
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
export const COMMENTS_PHRASES = [
  "(\\d+\\s+)?((reader|user|readers'?|latest|top|all|show)\\s+)?(comments?|responses?|replies|discussion)(\\s*[(（]\\s*\\d+\\s*[)）])?[\\s:：.]*$|(leave|post|add|write) a (comment|reply)|join the (conversation|discussion)",
  '(网友|读者|最新|热门|精彩|全部|我要)?(评论|留言|跟帖)|(網友|讀者|最新|熱門)?(評論|留言|回應|迴響)',
  '(\\d+\\s+)?(leser)?kommentare(\\s*[(]\\s*\\d+\\s*[)])?[\\s:.]*$|(schreibe|hinterlasse) einen kommentar|kommentar (verfassen|schreiben|abgeben|hinterlassen)',
  '(\\d+\\s+)?(comentarios|commentaires|commenti|comentários|komentarze|reacties|комментарии|σχόλια)(\\s*[(]\\s*\\d+\\s*[)])?[\\s:.]*$',
  '(deja|dejar|deje) (un|tu) comentario|laisser un commentaire|lascia un commento|deixe (um|seu) comentário|dodaj komentarz|plaats een reactie|(оставить|добавить|написать) комментарий',
];

/** Headings that open readers' comments. Matched against the start of a short unit. */
export const COMMENTS_HEADING = new RegExp(`^(${COMMENTS_PHRASES.join('|')})`, 'i');

// ── Legal notices, advertising labels, consent notices (dom/cues.ts) ──

/** The start of a legal notice: a disclaimer, a copyright line, a reprint statement. "声明" (statement)
 *  counts only as a label (followed by a colon or a bracket), since news text says "the statement …". */
export const LEGAL_NOTICE = /^[\s[【(（•·*]*((免责|免責|版权|版權|郑重|鄭重)?(声明|聲明)\s*[:：】\]]|(免责|免責|版权|版權)(声明|聲明)|disclaimer|copyright|©|\(c\)\s*\d{4}|all rights reserved)/iu;

/** Marks of a legal notice anywhere in a unit: the copyright sign, "all rights reserved". */
export const LEGAL_MARK = /©|all rights reserved|все права защищены|wszelkie prawa zastrzeżone|版权所有|版權所有/iu;

/** Labels of advertising slots, per language as above: "Advertisement", "Anzeige", 广告. Matched
 *  against a whole unit (brackets, dashes and spaces around it allowed): as a unit of its own the
 *  word is the slot's label, never the article's text. */
export const AD_LABEL_WORDS =
  'advertisement|advertising|advert|ads?|sponsored( content| post)?|paid (content|post|partnership)|promoted( content)?|anzeige|werbung|publicidad|publicité|pubblicità|publicidade|advertentie|reklama|реклама|διαφήμιση|广告|廣告|推广|推廣|赞助|贊助';

/** An advertising slot's label alone in a unit, brackets, dashes and spaces around it allowed. */
export const AD_LABEL = new RegExp(`^[\\s\\-–—|·•\\[【(（]*(${AD_LABEL_WORDS})[\\s\\-–—|·•\\]】)）:：]*$`, 'iu');

/** The words of a consent notice besides "cookie": what it asks of the reader. */
export const CONSENT_ASK =
  /\b(consent|accept|agree|allow|privacy (settings|choices|preferences)|cookie (settings|policy|preferences)|manage (options|preferences|choices)|einwillig|zustimm|akzeptier|consentement|accepter|acceptez|consenso|accett|consentimiento|aceptar|acepta)|同意|允许|允許|接受|隐私|隱私/iu;

/** The reader or the site, as a notice addresses them: "your consent", "we use cookies", 您. */
export const CONSENT_PARTY = /\b(you|your|we|our|this (site|website)|sie|ihre?|wir|vous|votre|nous|usted|su|nosotros|utilizziamo)\b|您|你|我们|我們|本网站|本網站|本站/iu;

// ── Readers' comments: the reply form, the author's "says" (dom/comments.ts) ──

/** The reply form's own lines, where no markup sets the form apart. */
export const COMMENT_FORM_TEXT =
  /required fields are marked|email address will not be published|^(leave|post|add|write) a (reply|comment)|^cancel reply|save my name|logged in to (post|comment)|notify me of|^post comment|^submit comment|发表评论|发表你的评论|登录后|请登录|验证码|提交评论|文明上网|理性发言|网友评论仅供/i;

/** "Name says:", "Name 说：": what an author line holds besides the name, once its punctuation
 *  and spaces are gone (PUNCT). Two linear steps: one pattern with both would backtrack. */
export const COMMENT_SAYS = /^(?:says|said|wrote|writes|说|說|评论道)?(?:on|at)?$/i;

/** The verbs a comment's author line ends with ("Name says", "Name 说"), cut off to leave the name. */
export const COMMENT_SAYS_WORDS = ['says', 'said', 'wrote', '说', '說'];

// ── Pagers: the next page of the same article (dom/next-page.ts) ──

/** Link texts that ask for the next page of the same article, per language, as compared: lower
 *  case, arrows and brackets stripped. */
export const NEXT_WORDS: ReadonlySet<string> = new Set(['next', 'next page', 'next »', 'continue reading on the next page', '下一页', '下一頁', '下页', '下頁', '后一页', '後一頁']);

/** Words of a pager's own line: previous, next, first, last, page. */
export const PAGER_WORDS = /^(?:next|prev|previous|first|last|page|pages|of|上一页|上一頁|下一页|下一頁|上页|下页|首页|首頁|尾页|末页|第|页|頁|共)$/i;

/** A note that the article goes on from or onto another page. */
export const CONTINUED = /^(?:\(?continued (?:from|on) (?:the )?(?:previous|next|page \d{1,3})(?: page)?\)?|\(?continued\)?|接上页|接上頁|下转第\s*\d{1,3}\s*页|上接第\s*\d{1,3}\s*页)[.:]?$/i;

// ── Forum threads and live blogs: controls, times (metadata/thread-posts.ts, live-posts.ts) ──

/** Words of a reader's post in a thread, not a live blog's update: its reply, quote, report and
 *  vote controls (as their text or their class words), its poster's avatar and user name. */
export const THREAD_CONTROLS = /^(?:reply|quote|report(?: unsuitable| abuse| post)?|like|upvote|downvote|permalink|share this post|回复|引用|举报|点赞|支持|反对)$/i;

/** What any time `timeOf` reads contains, in the page's source (so that a page with fewer than
 *  three of these in short runs of text, and fewer than three marked times, holds no undeclared
 *  live blog). */
export const TIME_HINT = /\d[:：][0-5]\d|\d\.[0-5]\d|\d\s*[ap]\.?m|[时點点]\s*\d{1,2}\s*分|\sago|(?:秒|分钟|分鐘|小时|小時)前|刚刚|剛剛|just now/gi;

/** A line that is a time and little else: a time of day (24 h or am/pm, either script's colon, a point only in a line that is the time alone or with am/pm, never after a currency sign; the Chinese 时/分 and 点), or a relative time ("5 mins ago", "3分钟前", "刚刚"). A date may come before it ("15 March, 16:40", "3月15日 16:40", "2023-03-15 16:40"). */
export const TIME_OF_DAY =
  /(?:^|[^\d$€£¥.,])(?:[01]?\d|2[0-3])[:：][0-5]\d(?:[:：][0-5]\d)?(?!\d)|^(?:[01]?\d|2[0-3])\.[0-5]\d(?:\s*[A-Z]{2,4})?$|(?:^|[^\d$€£¥.,])(?:1[0-2]|0?\d)(?:\.[0-5]\d)?\s*[ap]\.?m\.?(?![a-z])|\d{1,2}\s*[时點点]\s*\d{1,2}\s*分|\b\d+\s*(?:sec|secs|seconds?|min|mins|minutes?|hr|hrs|hours?)\s+ago\b|\d+\s*(?:秒|分钟|分鐘|小时|小時)前|^(?:刚刚|剛剛|just now)$/i;

// ── The kind of page: the visible words of forums, shops and listings (methods/page-type/features.ts) ──

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

// ── Credit labels: editors, sources, rights (metadata/credits.ts) ──

/** An editor's label (责任编辑, 編輯, "edited by"): the name after it edited the story and did not write it.
 *  A newspaper's slash stands for the colon ("编辑/王芳", "责任编辑／王芳"). */
export const EDITOR = /(?:责任编辑|責任編輯|网络编辑|網絡編輯|網路編輯|值班编辑|值班編輯|责编|責編|编辑|編輯|主编|主編|edited by)\s*[：:／/]?\s*/gi;

/** A credited source's label (来源, 转自, "source", "provided by"): the outlet after it supplied the story. */
export const SOURCE = /(?:来源|來源|稿源|出处|出處|本文来源于|本文來源於|摘自|转自|轉自|source|provided by|from(?=\s*:))\s*[：:]?\s*/gi;

/** A copyright or rights line: what it names owns the page, it credits no story. */
export const COPYRIGHT = /©|\(c\)|copyright|all rights reserved|版权所有|版權所有/i;

// ── Dates as a page prints them beside a story (pipeline/features/story-blocks.ts, methods/page-type/features.ts) ──

/** A date as a date line writes one: a year, a Chinese day, "3 hours ago". */
export const DATE_LINE_DATE = /\b(?:19|20)\d\d\b|\d{1,2} ?月 ?\d{1,2} ?日|\d{4} ?年 ?\d{1,2} ?月|\b\d{1,3} (?:minutes?|hours?|days?) ago\b|\d{1,3} ?(?:分钟|小时|天)前/i;

/** A story's credit line under its headline, as a feed prints it for each story: its writer ("By
 *  Jane Doe", "Written by …", "作者：…", "记者：…", "来源：…") or its reading time ("4 min read",
 *  "阅读时间 3 分钟"). With DATE_LINE_DATE, what tells a story block from a subhead. */
export const STORY_CREDIT_LINE =
  /^(?:By|BY|by|Written by|Words by|Reporting by|Posted by)\s+\p{Lu}|\b\d{1,2} ?(?:min|mins|minute|minutes) read\b|^(?:作者|记者|記者|文|撰文|来源|來源)\s*[：:／/|｜]|^本报记者|阅读时间|分钟阅读/u;

/** What a story's date line may hold besides its date and a few words (story-blocks.ts): a time of
 *  day, and the labelled fields of a blog post's meta line ("标签：早市", "分类：随笔", "Category: Local"). */
export const DATE_LINE_EXTRAS = /\d{1,2}[:：]\d{2}(?:[:：]\d{2})?|\p{L}{1,6}[：:]\s*[^\s：:]+/gu;

/** A credit inside a story's date line: "Posted on 19 May 2024 by Jane Doe", "2024年05月21日
 *  来源：松川晚报 记者 林晓岚". */
export const CREDIT_IN_LINE = /(?:^|[\s|·•,(（])(?:[Bb]y|BY)\s+\p{Lu}|(?:作者|记者|記者|来源|來源)\s*[：:／/]|本报记者/u;

/** A printed date (2024-05-17, 2024年5月17日, May 17, 2024): a listing prints many, an article one or two. */
export const PAGE_TYPE_DATE =
  /\b(?:19|20)\d\d[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])\b|(?:19|20)\d\d年\d{1,2}月\d{1,2}日|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2},? (?:19|20)\d\d\b|\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]* (?:19|20)\d\d\b|\b\d+ (?:minutes?|hours?|days?|weeks?|months?|years?) ago\b|\d+(?:分钟|小时|天)前/i;

// ── Date labels and relative dates (metadata/date.ts, line-dates.ts, published.ts, modified.ts) ──

/** A class, id, itemprop or label that says update: the date it marks is the modified one. */
export const UPDATED_MARK = /updat|modif|edited|revis|更新|修改|修订|修訂/i;

/** The label right before a `<time>` (its spaces collapsed and trimmed) says update: "Updated",
 *  "Last modified on", "更新时间：". Single optional spaces only: no run of spaces to backtrack. */
export const UPDATED_LABEL = /(?:updated?|modified|edited|revised|更新|修改|修订|修訂)(?: (?:on|at))?(?: ?(?:时间|時間|日期))? ?[:：]?$/i;

/** A date line's update word: the line's date is the modified one, not the publication. */
export const LINE_UPDATED = /updated?|modified|last\s+edited|revised|更新|修改|修订|修訂/i;

/** A date line's publication label ("Published:", "发布时间："): its date is the publication. */
export const LINE_PUBLISHED_LABEL = /(?:发布|發布|發佈|发表|發表|出版|刊登|上传|上傳|入稿)?(?:时间|時間|日期)\s*[：:]|published|posted|submitted|first published|date\s*:/i;

/** A publication label beside a date in a line or a `<time>`'s text ("发表于", "posted"): the
 *  date is the publication. */
export const PUBLISHED_LABEL = /(?:发布|發布|發佈|发表|發表|出版|刊登|上传|上傳)?(?:时间|時間|日期)\s*[：:]|(?:发表|發表|发布|發布|發佈)(?:于|於)|published|posted|first published|date\s*:/i;

/** A weekday, English or Chinese: a line that names one is a date line. */
export const WEEKDAY = /\b(?:mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|urday)?\b|星期|礼拜|禮拜|周[一二三四五六日天]|週[一二三四五六日天]/i;

/** A line that is only a publication label, its date on the next line ("Published" in a heading,
 *  "October 14, 2025" in the element after it). */
export const PUBLISHED_ONLY =
  /^(?:(?:first\s+)?published(?:\s+on)?|posted(?:\s+on)?|publish(?:ed)?\s+date|date\s+published|publication\s+date|(?:发布|發布|發佈|发表|發表)(?:时间|時間|日期)?)\s*[:：]?$/i;

/** A line that is only an update label: the date on the next line is the modified one. */
export const UPDATED_ONLY = /^(?:last\s+)?(?:updated|modified)(?:\s+on)?\s*[:：]?$|^(?:更新|修改)(?:时间|時間|日期)?\s*[:：]?$/i;

/** A note on an earlier edition ("This article was originally published in April 2020 …", "first
 *  appeared in …"), ending right before its date: the date is the piece's history, kept apart from
 *  the date the page labels or marks as its publication. */
export const ORIGINAL_NOTE = /\b(?:originally\s+(?:published|appeared|posted|ran)|first\s+appeared)\b[^\d]{0,24}$/i;

/** "6 hours ago", "3 天前", "昨天 14:30", "yesterday at 2:30 pm": a date stated against the time
 *  the page was read. Without the crawl time it names no day (`resolveRelative` needs one). */
export const AGO = /(?<![\d.])(\d{1,3}|an?|one)\s*(?:(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?)\s+ago\b|(秒钟|秒鐘|秒|分钟|分鐘|小时|小時|天|日|周|週|星期)\s*前)/i;

/** A day word only with a clock time: alone, "yesterday" and 今天 are words of a sentence. */
export const DAY_WORD = /(今天|今日|昨天|昨日|前天|\btoday\b|\byesterday\b),?\s*(?:at\s+)?(\d{1,2})[:：](\d{2})(?!\d)\s*([ap]\.?m\.?)?/i;

/** The unit of "N weeks ago" / "N周前" (AGO's): a week is seven days. */
export const AGO_WEEKS = /^w|周|週|星期/;

/** The unit of "N days ago" / "N天前": days, with no time of day. */
export const AGO_DAYS = /^d|天|日/;

/** The unit of "N hours ago" / "N小时前". */
export const AGO_HOURS = /^h|小/;

/** The unit of "N minutes ago" / "N分钟前" (any other unit is seconds). */
export const AGO_MINUTES = /^m|分/;

/** 前天 in DAY_WORD: two days before the crawl. */
export const DAY_BEFORE_YESTERDAY = /前天/;

/** 昨天, 昨日 or "yesterday" in DAY_WORD: one day before the crawl (any other word is today). */
export const YESTERDAY = /昨|yesterday/;

/** The last date label before a date on a line ("Updated:", "发布时间：", "date") with what follows it: which of the line's dates it names. */
export const LAST_DATE_LABEL = /(?:updated?|modified|更新|修改|修訂|修订|published|posted|submitted|发布|發布|發佈|发表|發表|时间|時間|日期|date)[^\d]*$/i;

/** "by", "posted", "published", 发布 or 时间 in a short line at the article's end: a credit or a stamp whose date is the story's. */
export const CREDIT_OR_POSTED_WORD = /\bby\b|posted|published|submitted|发布|發布|發佈|时间|時間/i;

// ── Dates' forms: year first, the time and zone after a date, a date as a card shows it (metadata/date.ts, listing-items.ts, thread-posts.ts) ──

/** Year first: 2011-12-09, 2011/12/09, 2011.12.09, 2011年12月9日 (日, 号 or 號 after the day). */
export const YEAR_FIRST_DATE = /(?<![\d.])((?:19|20)\d{2})(?:([-/.])(\d{1,2})\2(\d{1,2})(?!\d)|\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]?)/g;

/** The time after a date: "at", "um", "à", a weekday (星期三, "(Wed)"), a part of the day (上午, 下午), hours and minutes with : or 时/点…分, seconds, a.m./p.m. */
export const TIME_AFTER_DATE =
  /^(?:[\sT,]|&nbsp;)*(?:at\s+|um\s+|à\s+)?(?:(?:星期|周|週|礼拜|禮拜)[一二三四五六日天]\s*)?(?:\((?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*\)\s*)?(上午|下午|晚上|早上|中午|凌晨|傍晚)?\s*(\d{1,2})(?:\s*[:：]\s*(\d{2})|\s*[时時点點]\s*(\d{1,2})?\s*分?)(?:\s*[:：](\d{2})(?:[.,]\d+)?)?\s*(?:秒)?\s*([ap]\.?\s?m\.?(?![a-z]))?/i;

/** The zone after a time: Z, an offset, GMT/UTC with an offset, a zone's letters (EST), 北京时间. */
export const ZONE_AFTER_TIME = /^\s*(?:(Z)(?![A-Za-z])|([+-])(\d{2}):?(\d{2})(?!\d)|\(?(?:GMT|UTC)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?\)?|\(?([A-Z]{2,5})\)?(?![A-Za-z])|(北京时间|北京時間))/;

/** A date or a time as a listing's card or a thread's post shows one, in English or Chinese: 2024-05-01 12:30, 2024年5月1日, May 1, 2024 at 3:00 pm, 1 May 2024, 5月1日, 05/01 and 16:40 (as the whole line), "3 hours ago", "3小时前". The shown text is kept as the page gives it. */
export const SHOWN_DATE =
  /\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?(?:\s*\d{1,2}:\d{2}(?::\d{2})?)?|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}(?:,?\s+(?:at\s+)?\d{1,2}:\d{2}(?:\s*[ap]m)?)?|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4}(?:,?\s+\d{1,2}:\d{2})?|\d{1,2}月\d{1,2}日(?:\s*\d{1,2}:\d{2})?|^\d{1,2}[-/]\d{1,2}$|^\d{1,2}:\d{2}$|\b\d+\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\s+ago\b|\d+\s*(?:分钟|小时|天)前/i;

/** A clock time (and zone) ending right before a day: "Updated 4:10 p.m. ET Nov. 15, 2023". */
export const TIME_BEFORE_DATE = /(?<![\d:.])\d{1,2}[:：]\d{2}(?:\s*[ap]\.?\s?m\.?)?(?:\s*\(?[A-Z]{2,5}\)?)?[\s,]*$/i;

// ── What no headline line holds (metadata/title-shown.ts) ──

/** An address, an e-mail, a phone number's run of digits or a clock time ("7.40pm", "00:28"): a
 *  line holding one is a contact, a timestamp or a notice, not a headline. */
export const NOT_HEADLINE_LINE = /https?:|www\.|@|\d{6}|\b\d{1,2}:\d{2}\b|\b\d{1,2}[.:]\d{2}\s?[ap]\.?m\b/i;
/** Bullets and arrows a page sets before its headline ("》标题", "» Headline"). */
export const LEAD_MARKS = /^[》»>▶►■□●○◆◇·•\s]+/u;
