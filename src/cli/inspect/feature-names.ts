// Short names of Louvan's 16 features, for inspect's table (segments.ts) and the HTML report
// (report/louvan.ts): a file of its own, so that the report, which the browser bundle carries,
// does not bring the terminal table's width code with it.

/** Short column names of the 16 features, FEATURE_NAMES order (the HTML report uses them too). */
export const SHORT: Readonly<Record<string, string>> = {
  innerTxtLength: 'txt',
  innerHtmlLength: 'html',
  imgNum: 'img',
  interactionNum: 'inter',
  formNum: 'form',
  optionNum: 'opt',
  tableNum: 'tbl',
  paraNum: 'para',
  linkNum: 'link',
  divNum: 'div',
  linkToTextRatio: 'l/t',
  stopWordRatio: 'swr',
  tagName: 'tag',
  domHeight: 'ht',
  headerAround: 'hdr',
  stringMax: 'smax',
};
