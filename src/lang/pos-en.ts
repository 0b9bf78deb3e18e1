// English parts of speech for the Mihalcea–Tarau TextRank setting (nouns and adjectives only):
// natural's Brill tagger (Penn tags), a submodule import. The lexicon and rules load on first use,
// once per process; only `--textrank mihalcea-tarau` pays for them. natural is an optional peer
// dependency, not installed with cedst (its WordNet database alone is 34 MB, docs/library.md): a
// user of this setting installs it beside cedst; this repository has it as a dev dependency.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Tagger {
  tag(words: string[]): { taggedWords: { token: string; tag: string }[] };
}

let tagger: Tagger | undefined;

/** The message when natural is not installed. */
export const NATURAL_MISSING = "textrank 'mihalcea-tarau' tags English words with natural's Brill tagger, which is not installed: npm install natural@6.10.5 beside cedst";

function loadNatural(): unknown {
  try {
    return require('natural/lib/natural/brill_pos_tagger/index.js');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') throw new Error(NATURAL_MISSING);
    throw err;
  }
}

function brill(): Tagger {
  if (!tagger) {
    const { BrillPOSTagger, Lexicon, RuleSet } = loadNatural() as {
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
