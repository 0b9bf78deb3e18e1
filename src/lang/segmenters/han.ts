// Han runs: jieba (jieba-wasm), with its part-of-speech tags; a word's key is the word itself and
// its stop flag comes from the Chinese list (docs/method.md §1.2).
import { cut, tag } from 'jieba-wasm';
import type { Token } from '../../core/types.js';
import { isStopWord } from '../stopwords.js';
import { HAS_WORD_CHAR, type Segmenter } from './segmenter.js';

// Every crossing into jieba-wasm copies its string in and its result out, so a page's Han runs go
// in as one call. The joiner is outside jieba's Han/ASCII block class: jieba cuts each block on its
// own, so the joined text yields the same words per run, and jieba's words concatenate back to its
// input exactly, so character offsets give each word its run.
const HAN_JOINER = '\n';

/** The tagged words of each Han run, as `tag(run, true)` gives them one run at a time. */
function tagHanRuns(runs: readonly string[]): { word: string; tag: string }[][] {
  const out: { word: string; tag: string }[][] = runs.map(() => []);
  if (runs.length === 0) return out;
  let k = 0;
  let end = runs[0]!.length; // offset where run k ends in the joined text
  let at = 0;
  for (const t of tag(runs.join(HAN_JOINER), true)) {
    while (at >= end + HAN_JOINER.length && k < runs.length - 1) {
      k++;
      end += HAN_JOINER.length + runs[k]!.length;
    }
    if (at < end) out[k]!.push(t);
    at += t.word.length;
  }
  return out;
}

function hanToken(word: string, pos: string): Token {
  return { text: word, key: word, pos, lang: 'zh', stop: isStopWord(word, 'zh') };
}

export const hanSegmenter: Segmenter = {
  segmentRuns(runs, _lang, deadline) {
    deadline.check('segmentation');
    // jieba tags `x` punctuation, whitespace and every word missing from its dictionary (new words
    // found by the HMM, and most Traditional-script words): keep any word holding a letter or digit.
    return tagHanRuns(runs).map((tagged) => {
      const out: Token[] = [];
      for (const t of tagged) if (HAS_WORD_CHAR.test(t.word)) out.push(hanToken(t.word, t.tag));
      return out;
    });
  },
  words: (run) => cut(run, true),
};
