// Chinese names: the shape of a personal name (a common surname and one or two characters) and
// the names after a label ("记者 陈思远 通讯员 刘敏"), for every Chinese credit reader.
import { bounded, clean, HAN_BUTTON_START, HAN_LABEL } from './text.js';

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
export function hanOrganisation(s: string): boolean {
  return /[网網社报報台刊]$|频道|頻道|新闻|新聞|编辑部|編輯部|中心|财经|財經|传媒|傳媒|日报|日報/.test(s);
}
