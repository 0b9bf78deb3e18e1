// Han runs: jieba (jieba-wasm), with its part-of-speech tags; a word's key is the word itself and
// its stop flag comes from the Chinese list (docs/method.md §1.2).
import { cut, tag } from 'jieba-wasm';
import type { Deadline } from '../../core/budget.js';
import type { Token } from '../../core/types.js';
import { type HanForm, simplifiedForm } from '../han-form.js';
import { isStopWord } from '../stopwords.js';
import { HAS_WORD_CHAR, type Segmenter } from './segmenter.js';

// Every crossing into jieba-wasm copies its string in and its result out, so a page's Han runs go
// in as few calls as they fit in. The joiner is outside jieba's Han/ASCII block class: jieba cuts
// each block on its own, so the joined text yields the same words per run, and jieba's words
// concatenate back to its input exactly, so character offsets give each word its run.
const HAN_JOINER = '\n';

/** The most text one jieba call takes. jieba-wasm's memory grows with the text of a call (2.3
 *  million characters in one call took it from 59 to 531 MB) and a WebAssembly memory never
 *  shrinks, so it stayed with the worker for the pages after. The largest Han text of
 *  any of the 3,415 evaluation pages is 10,226 characters in one call (readability's pixnet) and
 *  its longest run 841, so every real page is still one call, cut where it always was. */
export const HAN_CHUNK = 16_384;

/** Where a run longer than HAN_CHUNK is cut: after the last character jieba would cut at anyway
 *  (outside its block class of Han letters, ASCII letters, digits and +#&._%-), when one is among
 *  the piece's last 1,024 characters; else at HAN_CHUNK (a word there may be cut in two). */
const JIEBA_BLOCK = /[\u4e00-\u9fd5a-zA-Z0-9+#&._%-]/;
function cutAt(run: string, from: number): number {
  const end = from + HAN_CHUNK;
  if (end >= run.length) return run.length;
  for (let i = end; i > end - 1024; i--) if (!JIEBA_BLOCK.test(run.charAt(i - 1))) return i;
  // Never between the two halves of a surrogate pair.
  const c = run.charCodeAt(end - 1);
  return c >= 0xd800 && c <= 0xdbff ? end - 1 : end;
}

/** The jieba calls for a page's runs: each a list of pieces (a run, or a part of a long one, with
 *  the index of its run), joined by HAN_JOINER, at most HAN_CHUNK characters a call. */
export function hanCalls(runs: readonly string[]): { run: number; text: string }[][] {
  const calls: { run: number; text: string }[][] = [];
  let call: { run: number; text: string }[] = [];
  let size = 0;
  runs.forEach((run, k) => {
    for (let from = 0; from < run.length || (from === 0 && run.length === 0); ) {
      const to = cutAt(run, from);
      const text = run.slice(from, to);
      if (call.length && size + HAN_JOINER.length + text.length > HAN_CHUNK) {
        calls.push(call);
        call = [];
        size = 0;
      }
      size += (call.length ? HAN_JOINER.length : 0) + text.length;
      call.push({ run: k, text });
      if (to === from) break;
      from = to;
    }
  });
  if (call.length) calls.push(call);
  return calls;
}

/** The tagged words of each Han run, as `tag(run, true)` gives them one run at a time; `form`
 *  'simplified' tags the run's Simplified form (han-form.ts, same offsets) and each word comes
 *  back as written (`word`) with its Simplified form (`key`). */
function tagHanRuns(runs: readonly string[], deadline: Deadline, form?: HanForm): { word: string; key: string; tag: string }[][] {
  const out: { word: string; key: string; tag: string }[][] = runs.map(() => []);
  const input = form === 'simplified' ? runs.map(simplifiedForm) : runs;
  const inRun = runs.map(() => 0); // where each run's next word starts (a long run spans calls)
  for (const pieces of hanCalls(input)) {
    deadline.check('segmentation');
    let k = 0;
    let end = pieces[0]!.text.length; // offset where piece k ends in the joined text
    let at = 0;
    for (const t of tag(pieces.map((p) => p.text).join(HAN_JOINER), true)) {
      while (at >= end + HAN_JOINER.length && k < pieces.length - 1) {
        k++;
        end += HAN_JOINER.length + pieces[k]!.text.length;
      }
      if (at < end) {
        const run = pieces[k]!.run;
        const word = input === runs ? t.word : runs[run]!.slice(inRun[run]!, inRun[run]! + t.word.length);
        out[run]!.push({ word, key: t.word, tag: t.tag });
        inRun[run]! += t.word.length;
      }
      at += t.word.length;
    }
  }
  return out;
}

function hanToken(word: string, key: string, pos: string): Token {
  return { text: word, key, pos, lang: 'zh', stop: isStopWord(key, 'zh') || (key !== word && isStopWord(word, 'zh')) };
}

/** The most Han text of one page that is segmented: 6× the most on an evaluation page (10,226).
 *  Past it a page's runs get no words (their text stays in the units): a word costs the page's
 *  JavaScript heap ~250 bytes a character, which --worker-memory bounds, so 2,300,000 中 ran a
 *  256 MB worker out of memory. A page of combining accents declared GB2312 decodes to 190,000
 *  Han characters: segmenting 262,144 of them took `cedst batch` on that page alone to 463 MB,
 *  65,536 to 409 MB. */
export const HAN_PAGE_MAX = 65_536;

/** The runs cut to HAN_PAGE_MAX characters in all: the runs after it empty. */
function capped(runs: readonly string[]): readonly string[] {
  let left = HAN_PAGE_MAX;
  let cut = false;
  const out = runs.map((run) => {
    if (run.length <= left) {
      left -= run.length;
      return run;
    }
    cut = true;
    const keep = run.slice(0, left);
    left = 0;
    return keep;
  });
  return cut ? out : runs;
}

/** How many words `segmentRuns([run])` gives, without making them: the tagger's words holding a
 *  letter or digit, counted as jieba gives them (the joiner between a long run's pieces holds
 *  neither). CoreEx counts every text node of a page this way; the tokens it used to make and drop
 *  (two objects a word) grew a 6.5-million-character page's heap by 200 MB. */
export function hanWordCount(run: string, form?: HanForm): number {
  let n = 0;
  for (const call of hanCalls(capped([form === 'simplified' ? simplifiedForm(run) : run]))) for (const t of tag(call.map((p) => p.text).join(HAN_JOINER), true)) if (HAS_WORD_CHAR.test(t.word)) n++;
  return n;
}

export const hanSegmenter: Segmenter = {
  segmentRuns(runs, _lang, deadline, form) {
    // jieba tags `x` punctuation, whitespace and every word missing from its dictionary (new words
    // found by the HMM, and most Traditional-script words): keep any word holding a letter or digit.
    return tagHanRuns(capped(runs), deadline, form).map((tagged) => {
      const out: Token[] = [];
      for (const t of tagged) if (HAS_WORD_CHAR.test(t.word)) out.push(hanToken(t.word, t.key, t.tag));
      return out;
    });
  },
  // jieba's tagger, whose cuts can differ from `words`' plain cut.
  count: hanWordCount,
  // A long run in pieces and capped too (a link of 10^6 characters is counted with this).
  words: (run, form) => hanCalls(capped([form === 'simplified' ? simplifiedForm(run) : run])).flatMap((call) => call.flatMap((piece) => cut(piece.text, true))),
};
