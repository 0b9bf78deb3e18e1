// The Chinese words the extractor knows, in simplified and traditional characters: credit labels
// (记者, 编辑, 来源), the forms of a byline, the words of furniture and buttons. Grouped by purpose;
// each entry says why it is there. A new Chinese word goes into the group of its purpose; a pattern
// whose one alternation also holds other languages' words is in multilingual.ts.

// ── Credit labels: the roles before and after a writer's name (metadata/credits-zh.ts, credits-zh-signed.ts, name-zh.ts) ──

/** A reporter's or writer's role before the name (本报记者, 特约撰稿人, 驻京记者), the label a Chinese byline reads the name after. */
export const ZH_ROLE =
  /(?:本报|本報|本台|本刊|首席|特约|特約|驻\S{1,4}|駐\S{1,4})?(?:实习生|實習生|见习记者|見習記者|实习记者|實習記者|记者|記者|通讯员|通訊員|撰稿人?|撰文|采写|採寫|作者|编译|編譯)/g;

/** Words in front of names after 作者： that are roles, not names. */
export const LEADING_ROLES = /^(?:[\s：:]*(?:本报|本報|见习|見習|实习|實習|特约|特約)?(?:记者|記者|通讯员|通訊員|编辑|編輯|实习生|實習生))+[\s：:]*/;

/** A role that ends the writers' names: a photographer, an editor, a source, a dateline's 电/讯 ("记者 李明 摄影 王刚"). */
export const STOP_ROLE = /^(?:摄影?|攝影?|摄像|攝像|图|圖|制图|製圖|编辑|編輯|责编|責編|责任编辑|責任編輯|来源|來源|校对|校對|报道|報導|电|電|讯|訊)/;

/** 作者：/撰文：/文／ and what follows: the writer's names. */
export const ZH_AUTHOR_LABEL = /(?:作者|撰文|撰稿|文)\s*[：:／/|]\s*(.+)/;

/** 记者 and what follows: the reporter's names. */
export const ZH_REPORTER_LABEL = /(?:记者|記者)\s*[：:]?\s*(.+)/;

/** Job words that end a list of names ("记者 陈思远 通讯员 刘敏": 通讯员 is the correspondent). */
export const ROLE_HAN =
  /^(?:通讯员|通訊員|实习生|實習生|见习记者|見習記者|实习记者|實習記者|记者|記者|编辑|編輯|摄影|攝影|摄像|攝像|责编|責編|来源|來源|校对|校對|主编|主編|审核|審核|制图|製圖|特约|特約)/;

/** An outlet's name: it ends in the word of a paper, site, agency, station or news desk. */
export const OUTLET = String.raw`\p{Script=Han}{1,10}(?:网|網|社|报|報|台|臺|刊|新闻|新聞|电视|電視|广播|廣播)`;

/** A bracketed signature with the writer's role after the name ("(李艳 撰稿)", "(李艳/编译)", "（李艳報導）"). */
export const SIGNED_NAME_ROLE = /^[【[（(〔]+\s*(\p{Script=Han}{2,4})\s*(?:[／/]\s*)?(?:撰稿|撰文|采写|採寫|整理|编译|編譯|报道|報導)\s*[】\]）)〕]+$/u;

/** What follows a source label that names no outlet: a role, a stamp, the word 报道, a blog's
 *  "anonymous", a link's scheme cut from its address. */
export const NO_SOURCE = /^(?:资料图|資料圖|网友|網友|作者|记者|記者|编辑|編輯|发布|發布|时间|時間|日期|报道|報導|报导|報道|https?$)|佚名$/i;

// ── Names: surnames and organisations (metadata/name-zh.ts, organisation-names.ts) ──

/** Common Chinese surnames (simplified and traditional forms). Characters that are also
 *  everyday function words (和, 从, 来, 时…) are left out: after 记者 they start a sentence. */
export const SURNAMES = new Set(
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

/** Two-character surnames (欧阳, 司马, 诸葛): the name has 1–2 more characters after them. */
export const COMPOUND_SURNAMES = /^(?:欧阳|歐陽|司马|司馬|上官|诸葛|諸葛|东方|東方|皇甫|尉迟|尉遲|公孙|公孫|慕容|令狐|宇文|长孙|長孫|司徒|夏侯|端木|轩辕|軒轅)/;

/** A three-character word ending in an organisation's suffix: a ministry, bureau, office,
 *  committee, court, station, paper, site… (商务部, 林业局, 司法厅), not a person, though its
 *  first character is a surname. */
export const HAN_ORGANISATION = /^\p{Script=Han}{2}(?:部|局|厅|廳|署|委|办|辦|院|处|處|所|队|隊|站|馆|館|社|报|報|台|网|網|刊|司)$/u;

/** A Han word ending in 通, as some agencies' names do ("…通"): an organisation's, when it is no person's name. */
export const HAN_AGENCY_END = /通$/;

// ── Buttons, labels and outlets: what no name is (metadata/text.ts) ──

/** A page's buttons and a forum's stamps: 楼 and 文 are surnames, 楼主 and 文字 are no one, and
 *  nor is a button with a character run on ("文字大" of 文字大小, "更新于"). */
export const HAN_BUTTONS = '文字|字号|字號|楼主|樓主|版主|更新|搜索|显示|顯示|登录|登錄|注册|註冊|回复|回覆|首页|首頁|发表|發表|打印|列印|关闭|關閉|返回';

/** The string starts with a button word (isHanName: its first character is a surname, the whole is
 *  no one's name). */
export const HAN_BUTTON_START = new RegExp(`^(?:${HAN_BUTTONS})`);

/** Words a page prints as a label ("about the author", "reposted article", "anonymous", "more"):
 *  never a person's name nor a credited outlet, though some start with a common surname (简介:
 *  简, 文章: 文, 全文: 全, 相关: 相). */
export const HAN_LABELS =
  '简介|簡介|介绍|介紹|转载|轉載|转帖|轉帖|原创|原創|原文|全文|文章|佚名|匿名|未知|不详|不詳|暂无|暫無|其他|其它|投稿|来稿|來稿|供稿|网络|網絡|網路|互联网|互聯網|本站|本网|本網|综合|綜合|整理|相关|相關|更多|查看|阅读|閱讀|详情|詳情|' +
  // A forum's stamps and a page's links: 游 and 会 are surnames, 游客 and 会员 are no one.
  '游客|遊客|会员|會員|分享|收藏|评论|評論|点击|點擊|' +
  HAN_BUTTONS;

/** The whole string is a label word (a name is tested whole: 全文斌 is a name, 全文 is not). */
export const HAN_LABEL = new RegExp(`^(?:${HAN_LABELS})$`);

/** The string starts with a label word (an outlet is tested by its start: 转载文章, 网络转载). */
export const HAN_LABEL_START = new RegExp(`^(?:${HAN_LABELS})`);

/** Words of an outlet's name: a name holding one is no person's, though it starts with a surname. */
export const HAN_OUTLET_WORD = /[网網社报報台臺刊]$|频道|頻道|新闻|新聞|编辑部|編輯部|中心|财经|財經|传媒|傳媒|日报|日報|晚报|晚報|早报|早報|杂志|雜誌|电视|電視|广播|廣播|在线|在線|论坛|論壇/;

/** A blog's or a personal space's name in its header ("江上清风的博客"), or its posts' in a
 *  `<title>` ("标题 - 江上清风的日志 - 博客站"): the owner before 的. */
export const HAN_BLOG_OF = /^(.{2,16}?)\s*的(?:博客|部落格|blog|BLOG|Blog|个人空间|個人空間|空间|空間|专栏|專欄|日志|日誌)$/;

/** A `<title>`'s last part naming a Chinese blog host ("青澜博客"): the part before it is the
 *  blog's owner ("标题_江上清风_青澜博客"). */
export const HAN_BLOG_HOST = /(?:博客|部落格)$/;

/** A column named after its writer ("韩晓东专栏", "韩晓东的专栏"). */
export const HAN_COLUMN_OF = '(?:的)?(?:专栏|專欄|博客|部落格|文集)';

// ── Forums: the poster and the post's stamps (metadata/text.ts, forum-poster.ts) ──

/** A forum's "posted at" labels, the stamp before each post's time (发表于 2012-1-12 10:20;
 *  older boards write 发贴 for 发帖). */
export const HAN_POSTED_WORDS = '发表于|發表於|发表时间|發表時間|发帖时间|發帖時間|发贴时间|發貼時間';

/** A line that opens with a forum's "posted at" stamp. */
export const HAN_POSTED = new RegExp(`^(?:${HAN_POSTED_WORDS})\\s*(?:[：:]\\s*)?(?=\\d)`);

/** An older board's stamps, read only after a named poster ("作者：江上清风 提交日期：2008-3-2"):
 *  提交日期 the first post's, 回复日期 a reply's; a news page's "发表日期" line is no post. */
export const HAN_POSTER_DATE_WORDS = `${HAN_POSTED_WORDS}|提交日期|回复日期|回覆日期|发表日期|發表日期`;

/** What a forum prints between a poster's name and the post's time: the poster's counts and
 *  ranks (帖子 326, 积分 1208), the post's place in the thread (楼主, 沙发, 2楼, 3#) and the
 *  online mark, and any short label before a number (注册：2010-3-1, 文章：23). None is a name. */
export const HAN_POST_STAMP =
  /^(?:帖子|積分|积分|主题|主題|精华|精華|威望|金钱|金錢|金币|金幣|贡献|貢獻|经验|經驗|等级|等級|头衔|頭銜|级别|級別|听众|聽眾|收听|收聽|好友|日志|日誌|相册|相冊|发帖|發帖|回帖|注册时间|註冊時間|最后登录|最後登錄|在线时间|在線時間|阅读权限|閱讀權限|来自|來自|性别|性別|UID|楼主|樓主|沙发|沙發|板凳|地板|\d+\s*[楼樓#]|[\d\s.,:：/-]+$|[^\s:：]{1,6}[:：]\s*\d)/i;

/** A post's floor and time, a thread's stamp where no "posted at" label is printed
 *  ("1楼 2010-03-02 10:12", "2# 2010-3-2"). */
export const HAN_FLOOR_STAMP = /^\d{1,5}\s*[楼樓#]\s*\d{4}[-/.]\d{1,2}[-/.]\d{1,2}/;

/** The thread's poster label alone on a line, the poster's name on the next ("楼主" over "江上清风"). */
export const HAN_POSTER_LABEL = /^(?:楼主|樓主)$/;

/** A forum's links beside a post's stamp ("只看该作者", "电梯直达"): no outlet's or poster's name. */
export const HAN_FORUM_BUTTON = /^(?:只看|电梯直达|電梯直達|倒序|正序|打印|举报|舉報|引用|回复|回覆|私信|复制链接|複製鏈接|跳转|跳轉)/;

/** The thread starter's label and the name after it ("楼主 海风吹过", "发帖人: 江城老张"). */
export const HAN_POSTER = /(?:^|[\s|｜【[（(])(?:楼主|樓主|发帖人|發帖人|帖主)[\s：:]*([^\s|｜:：，,。（()）【】[\]]{2,20})/u;

/** What a forum prints after the label that is no one's name: its buttons and stamps. */
export const HAN_NOT_POSTER =
  /^(?:发表|發表|发布|發佈|發布|回复|回覆|只看|只看该作者|只看該作者|楼主|樓主|电梯|電梯|倒序|正序|查看|举报|舉報|收藏|分享|引用|私信|加关注|加關注|在线|在線|离线|離線|\d)/u;

/** "江上清风 发表于 2012-1-12", "作者：江上清风 提交日期：2008-3-2": the poster's name before the
 *  stamp, on the same line. A floor's label ("楼主 发表于") matches too and names no one. */
export const HAN_NAME_POSTED = new RegExp(String.raw`^(?:(?:楼主|樓主|作者)\s*[：:]?\s*)?([^\s|｜:：，,。（()）【】[\]]{2,20})\s+(?=(?:${HAN_POSTER_DATE_WORDS})\s*(?:[：:]\s*)?\d)`, 'u');

/** "作者：江上清风 提交日期：2008-3-2 10:12:00": a post's header, the poster labelled and the post's
 *  stamp right after the name, so the name is whole whatever its shape ("江上清风" is no surname
 *  and a given name). */
export const HAN_HEADER_POSTER = new RegExp(String.raw`(?:^|[\s|｜])(?:作者|楼主|樓主)\s*[：:]?\s*([^\s|｜:：，,。（()）【】[\]]{2,20})\s+(?=(?:${HAN_POSTER_DATE_WORDS})\s*(?:[：:]\s*)?\d)`, 'u');

// ── Reading a Chinese byline: the words around the names (metadata/credits-zh.ts, name-zh.ts) ──

/** 报道/采访报道 closing a token after a name ("尹建平报道"): cut to leave the name. */
export const HAN_REPORTED_END = /(?:综合|綜合|采访|採訪)?(?:报道|報導|报导)$/;

/** A role run on after a name ("李明记者王刚"): spaced apart so that each name stands alone. */
export const HAN_ROLE_AFTER_NAME = /(?<=\p{Script=Han}{2})(摄影|攝影|通讯员|通訊員|实习生|實習生|记者|記者)/gu;

/** A verb right before 记者 (告诉记者, 接受记者采访): the reporter is the sentence's object, no credit. */
export const HAN_TOLD_BEFORE = /(?:告诉|告訴|对|對|向|接受|跟|据|據|让|讓|请|請)$/;

/** A photo credit shortly before 记者 ("图/…记者 X", "摄影：…"): the name is the photographer's. */
export const HAN_PHOTO_BEFORE = /(?:图|圖|摄影|攝影|摄|攝|photo)\s*[／/:：]?[^，。；;）)]{0,16}$/i;

/** An outlet, its reporters, then 报道 on a short line ("江城之聲廣播電台何翠報導"). */
export const HAN_OUTLET_NAMES_REPORTED = /[台视視网網社](\p{Script=Han}{2,3}(?:、\p{Script=Han}{2,3})*\p{Script=Han}*?)(?:采访|採訪)?(?:报道|報導)[。.]?$/u;

/** A login or pen name in Latin letters alone after 记者：/作者： ("作者：Steed"). */
export const HAN_LABEL_LOGIN = /(?:记者|記者|作者)\s*[：:]\s*([A-Za-z][\w.-]{1,20})(?=\s*(?:[|｜(（]|$))/;

/** A name, a slash, the place filed from, then 报道/电 ("李明／北京报道"). */
export const HAN_NAME_PLACE_FILED = /(?:^|[\s（(【[〔」】])(\p{Script=Han}{2,3})\s*[／/]\s*\p{Script=Han}{2,8}(?:报道|報導|電|电)/u;

// ── A lead's outlet: the credit that opens a Chinese story (metadata/credits-zh.ts) ──

/** 本报/本台/记者 ("our paper", "reporter"): a lead's credit that names no outlet. */
export const HAN_OWN_OUTLET_START = /^(?:本报|本報|本台|本刊|本网|本網|记者|記者)/;

/** 记者 or a digit in a lead's outlet: a reporter's credit or a date, no outlet's name. */
export const HAN_REPORTER_OR_DIGIT = /记者|記者|\d/;

/** A dateline's close in a bracket ("5日电", "专讯"): cut to leave the outlet's name. */
export const HAN_DATELINE_CLOSE = /(?:[0-9０-９]+日)?(?:专讯|專訊)$|[0-9０-９]+日(?:讯|訊|电|電)$/;

/** A slash or 记者 in a bracketed lead: the outlet is read with its reporter, not alone. */
export const HAN_SLASH_OR_REPORTER = /[╱／/]|记者|記者/;

/** An outlet, a slash, then 记者 ("【新华网／记者…"): the outlet's name. */
export const HAN_OUTLET_SLASH_REPORTER = /^[[【〔（(]?([^\s╱／/【（(]{2,10}?)\s*[╱／/]\s*(?:记者|記者)/;

/** An outlet run on into 记者 in a bracket ("【中新网记者…"): the outlet's name. */
export const HAN_OUTLET_REPORTER = /^[[【〔（(]([^\s╱／/【（(]{2,10}?)(?:记者|記者)/;

/** 据 X 报道/消息/电 ("据新华社5月3日电"): X is the credited outlet. */
export const HAN_ACCORDING_TO = /^据(\S{2,12}?)(?:\d{1,2}月\d{1,2}日)?(?:报道|報導|消息|电|電)/;

// ── A dateline's writer: what follows a date that is no name (metadata/credits-zh.ts) ──

/** A page's toolbar after a dateline (评论, 打印, 分享, 字号): cut with everything after it. */
export const HAN_TOOLBAR_TAIL = /(?:我要评论|我來說兩句|我来说两句|评论|評論|打印|列印|分享|字号|字號|收藏|网友评论|網友評論).*$/;

/** A weekday, a label or a toolbar word after a date: no writer's name. */
export const HAN_NOT_DATELINE_NAME = /^(?:星期|周|週|来源|來源|作者|记者|記者|编辑|編輯|发布|發布|点击|點擊|字号|字體|浏览|瀏覽|评论|評論|打印|列印|分享|收藏)/;

/** 发表于 right after a blog owner's name: the name is a post's stamp, the blog's writer. */
export const HAN_POSTED_AT_START = /^\s*(?:发表于|發表於)/;

// ── Credit lines and signatures in and after the article (metadata/credits.ts) ──

/** Words after 编辑 that are no editor's name (编辑部, 编辑推荐, 编辑整理). */
export const HAN_NOT_EDITOR_NAME = /^(?:部|推荐|推薦|整理)/;

/** A line that only credits the source or the editor, closing the story after its signature
 *  ("(本文来源：江城晚报)", "【责任编辑：刘芳】"). */
export const HAN_CREDIT_ONLY_LINE = /^[\s[【（(]*(?:本文)?(?:来源|來源|稿源|出处|出處|责任编辑|責任編輯|编辑|編輯|责编|責編)\s*[：:／/][^。！？]{0,24}$/;

/** Words a role-signed bracket holds that are no writer's name ("(综合/编译)", "(小编 整理)"). */
export const HAN_NOT_SIGNED_NAME = /^(?:综合|綜合|小编|小編|网友|網友|本网|本網|本报|本報|本刊|本台)$/;

/** "(严巍 编辑)": the editor's name before the label, in a bracket. */
export const HAN_NAME_THEN_EDITOR = /[（(【[]\s*(\p{Script=Han}{2,4}|[A-Za-z][\w.-]{1,20})\s*(?:编辑|編輯|责编|責編)\s*[）)】\]]/u;

/** 来源/出处 as words of a sentence need a colon or a line's start to be a source's label ("来源不明的…"). */
export const HAN_SOURCE_WORD = /^(?:来源|來源|稿源|出处|出處)/;

/** 图片来源, 视频来源: the source credited is a picture's, not the story's. */
export const HAN_PICTURE_BEFORE_SOURCE = /(?:图片|圖片|图|圖|照片|视频|視頻)$/;

/** The next label run on after a source's name ("江城日报作者"): cut to leave the outlet. */
export const HAN_LABEL_AFTER_SOURCE = /(?:作者|记者|記者|编辑|編輯|责任编辑|責任編輯|发布|發布|時間|时间|点击|點擊|人气|浏览|瀏覽|字号|字體|字体)$/;

/** A reporter's, correspondent's or intern's role in a lead's first characters: its names are the writers'. */
export const HAN_LEAD_REPORTER = /记者|記者|通讯员|通訊員|实习生|實習生/;

/** A short line that opens with a role ("本报记者 余鈺"): a credit line of its own inside the article. */
export const HAN_CREDIT_LINE_START = /^[（(【[]?(?:本报|本報|特约|特約)?(?:记者|記者|作者|撰稿|通讯员|通訊員)/;

/** An outlet then a role at a line's start ("江城日报记者 王明"), near the article's start. */
export const HAN_OUTLET_CREDIT_LINE_START = /^[（(【[]?[^\s（(【[]{0,10}?(?:记者|記者|作者|撰稿|通讯员|通訊員)/;

/** Words in a closing bracket that make it no bare signature: an editor, a source, 完, a photo, a role. */
export const HAN_NOT_BARE_SIGNATURE = /编辑|編輯|来源|來源|完|图|圖|摄|攝|记者|記者|通讯员|通訊員/;

/** A role in a closing bracket ("（本报记者 王硕 通讯员 钱红）"): a signature with the writers' roles. */
export const HAN_ROLE_SIGNATURE = /记者|記者|通讯员|通訊員|作者|撰稿/;

/** A short line ending in 报道 among the article's last: a credit of its own. */
export const HAN_REPORTED_LINE_END = /(?:报道|報導)[。.]?$/;

/** A line that opens with an editor's label, below the article: the story's editor. */
export const HAN_EDITOR_LINE = /^[\s[【（(]*(?:责任编辑|責任編輯|责编|責編|编辑|編輯)\s*[：:／/]/;

/** 编辑 run on into a desk's or a column's word (编辑部, 编辑推荐, 编辑整理, 编辑室, 编辑中心): no person's credit, unless a colon follows the label. */
export const HAN_EDITOR_DESK_AFTER = /^[部推整室中]/;

/** A dateline's 讯 or 电 before a bracket ("…5日电（王明）"): the bracket holds the reporters' names. */
export const HAN_DATELINE_BRACKET = /(?:讯|訊|电|電)\s*[（(]/;

// ── A list of names after a role, and a byline element's label (metadata/name-zh.ts, byline-class.ts) ──

/** A reporter's label before a list of names ("本报记者："): cut to leave the names. */
export const HAN_REPORTER_PREFIX = /^(?:本报|本報|本台|本刊|特约|特約|首席|实习|實習|见习|見習)?(?:记者|記者)[\s\u2063]*[：:]?[\s\u2063]*/;

/** "／宜蘭報導", "/北京报道": the place the story was filed from, not a name. */
export const HAN_PLACE_FILED = /[／/|]\s*[^\s／/|]{1,8}?(?:报道|報導|电|電)/g;

/** A photographer's or a graphic maker's role (摄, 制图): the names are no writers'. */
export const HAN_PICTURE_ROLE = /^(?:摄|攝|摄影|攝影|编制|編製|制图|製圖)$/;

/** 报道 run on after a name ("李明报道"): cut to leave the name. */
export const HAN_REPORTED_TOKEN_END = /(?:综合|綜合)?(?:报道|報導)$/;

/** Words of a site's, paper's, channel's or desk's name: the Han string names an organisation. */
export const HAN_ORGANISATION_WORD = /[网網社报報台刊]$|频道|頻道|新闻|新聞|编辑部|編輯部|中心|财经|財經|传媒|傳媒|日报|日報/;

/** A byline element's label in Chinese (作者：, 文／), cut to leave the names. */
export const HAN_BYLINE_LABEL = /^(?:作者|文|撰文)\s*[:：/／]?\s*/;

// ── The article's close: a reporter after the last sentence (metadata/credits-zh-signed.ts) ──

/** "…等。记者祝勇": the reporter named after the article's last sentence. */
export const HAN_CLOSING_REPORTER = /[。！？”」]\s*(?:本报|本報)?(?:记者|記者)\s*(\p{Script=Han}{2,4}(?:[\s、]+\p{Script=Han}{2,4}){0,2})\s*$/u;

// ── A lead's outlet, a dateline's writer, the names after a role (metadata/credits-zh.ts, name-zh.ts) ──

/** A three-character name ending in a word of the sentence (在, 从, 向, 和) or a date's (日, 月, 年): the name is its first two characters. */
export const HAN_NAME_RUN_ON_END = /[在从從日月年于於向对對到和与與]$/;

/** 摄 run on after a name ("李明摄"): the photographer's, where the writers' names end. */
export const HAN_PHOTO_END = /(?:摄|攝)$/;

/** 文／ then a Han name ("文／李明"), or the words and the pictures credited together ("文/图 李明",
 *  "图/文 本报记者 李明"): the writer's credit. */
export const HAN_WEN_SLASH_NAME =
  /(?:^|[\s（(【[])(?:文\s*[／/|]|(?:文\s*[／/、·・]\s*[图圖]|[图圖]\s*[／/、·・]\s*文)[／/|：:]?)\s*(?:(?:本报|本報)?(?:记者|記者)\s*)?(\p{Script=Han}{2,4})(?![\p{Script=Han}])/u;

/** A month and day ("3月5日") and what follows, after a lead's outlet: cut to leave the outlet. */
export const HAN_MONTH_DAY_TAIL = /\d{1,2}月\d{1,2}日.*$/;

/** A day's number (with 日) at the end of a lead's outlet ("江城网5日"): cut to leave the outlet. */
export const HAN_DAY_END = /[0-9０-９]+日?$/;

/** An outlet, a day, then 讯/电/消息 before a bracket ("江城网3月5日电（记者…"): the lead's outlet. */
export const HAN_DATELINE_OUTLET = /^(\S{2,16}?)(?:\d{1,2}月\d{1,2}日)?(?:讯|訊|电|電|消息)\s*[（(]/;

/** An outlet's name then the place it filed from ("江城网江城"): the outlet is the part up to its 网/社/报/台. */
export const HAN_OUTLET_THEN_PLACE = /^(.+?[网網社报報台])\p{Script=Han}{2,3}$/u;

/** The word after a reporter's name in a dateline ("2012/1/17 蔡崇梧 報導"). */
export const HAN_REPORTED_WORD = /^(?:報導|报道|報道|报导)(?:$|\s)/;

/** A dateline's outlet with a name run on after it ("江城质量网张明"): the outlet and, when a Han name, the writer. */
export const HAN_OUTLET_THEN_WRITER = /^(\p{Script=Han}{2,12}?[网網报報社台刊])(\p{Script=Han}{2,3})$/u;

/** "2004年7月16日08:19 [ 韩晓东 ]": an old portal's dateline, the writer's name in square brackets right after the date's time or day (an outlet stands in the same slot on other portals). */
export const HAN_BRACKET_NAME_AFTER_DATE = /(?:\d{1,2}[:：]\d{2}(?:[:：]\d{2})?|\d{1,2}[日号號]|\d{4}[-/.]\d{1,2}[-/.]\d{1,2})\s*[[【]\s*(\p{Script=Han}{2,4})\s*[\]】]/u;

/** A dated line: a year and a month ("2004年07月16日", "2004-07-16"). */
export const HAN_DATED = /\d{4}\s*[年\-/.]\s*\d{1,2}/;

// ── A forum's posts: floors (metadata/forum-poster.ts) ──

/** "1楼", "1#": the first post's floor number, whose stamp may close the first post rather than open it. */
export const FIRST_FLOOR = /^1\s*[楼樓#]/;
