// English parts of speech for the Mihalcea–Tarau TextRank setting (nouns and adjectives only):
// natural's Brill tagger (Penn tags), a submodule import as the brief asks. The lexicon and rules
// load on first use, once per process; only `--textrank mihalcea-tarau` pays for them.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Tagger {
  tag(words: string[]): { taggedWords: { token: string; tag: string }[] };
}

let tagger: Tagger | undefined;

function brill(): Tagger {
  if (!tagger) {
    const { BrillPOSTagger, Lexicon, RuleSet } = require('natural/lib/natural/brill_pos_tagger/index.js') as {
      BrillPOSTagger: new (lexicon: unknown, rules: unknown) => Tagger;
      Lexicon: new (language: string, defaultCategory: string, defaultCategoryCapitalised?: string) => unknown;
      RuleSet: new (language: string) => unknown;
    };
    // Unknown words are nouns (NNP when capitalised), the tagger's usual default.
    tagger = new BrillPOSTagger(new Lexicon('EN', 'NN', 'NNP'), new RuleSet('EN'));
  }
  return tagger;
}

/** Penn tags of a word sequence, one per word. */
export function pennTags(words: readonly string[]): string[] {
  if (!words.length) return [];
  return brill()
    .tag([...words])
    .taggedWords.map((t) => t.tag);
}

/** Is a Penn tag a noun (NN, NNS, NNP, NNPS) or an adjective (JJ, JJR, JJS)? */
export function isNounOrAdjectiveTag(tag: string): boolean {
  return tag.startsWith('NN') || tag.startsWith('JJ');
}
