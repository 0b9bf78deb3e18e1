// The extraction's fields as a record carries them. A record (a `batch` line, a line of `extract
// -f json` over several files) has fields of its own, and `source` is one: where the record came
// from (a path, `path@offset`, `path:line`), which --resume, dedup and the fuzz harness read. The
// extraction's `source` is something else, the outlet the page credits, so a record writes it as
// `credited_source` (snake_case, as the record's crawl_date and http_status) and loses neither.
// `url` likewise: a record's `url` is its own address (a WARC record's target URI, a JSONL url),
// the extraction's is the page's canonical URL (its address when it names none), written as
// `canonical_url`, so that a WARC record keeps both and a folder's record means the same by `url`.

/** Extraction fields whose name a record gives to something else, and the name they take there. */
const RENAMED: ReadonlyMap<string, string> = new Map([
  ['source', 'credited_source'],
  ['url', 'canonical_url'],
]);

/** The fields of `x` in their order, each under the name a record gives it. */
export function recordFields(x: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) out[RENAMED.get(k) ?? k] = v;
  return out;
}
