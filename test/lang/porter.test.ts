// The Porter stemmer carried from natural (src/lang/segmenters/porter.ts) stems as natural's own
// does (a dev dependency): every word of the fixtures and of the English stop-word list, and the
// quirks that set natural's stemmer apart from the published algorithm.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { porterStem } from '../../src/lang/segmenters/porter.js';
import { ROOT } from '../support/cli.js';

const natural = createRequire(import.meta.url)('natural/lib/natural/stemmers/porter_stemmer.js') as { stem(word: string): string };

function fixtureWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.split(/[^\p{L}\p{N}\p{M}'\u2019]+/u)) if (w) words.add(w).add(w.toLowerCase());
  };
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(html|txt)$/.test(name)) add(readFileSync(path, 'utf8').replace(/<[^>]*>/g, ' '));
    }
  };
  walk(join(ROOT, 'fixtures'));
  add(readFileSync(join(ROOT, 'lexicons/en-stopwords.txt'), 'utf8'));
  return words;
}

describe('porterStem', () => {
  it("stems every word of the fixtures and the stop-word list as natural's PorterStemmer does", () => {
    const words = [...fixtureWords()];
    expect(words.length).toBeGreaterThan(4000);
    const differ = words.filter((w) => porterStem(w) !== natural.stem(w));
    expect(differ).toEqual([]);
  });

  it("keeps natural's quirks", () => {
    const stems = ['ies', 'sses', 'dyadic', 'flyover', 'ryall', 'caresses', 'ponies', 'relational', 'conditional', 'hopping', 'filing', 'generalization', 'Council', 'go', 'ox'].map(porterStem);
    expect(stems).toEqual(['i', 'ss', 'dyad', 'flyov', 'ryal', 'caress', 'poni', 'relat', 'condit', 'hop', 'file', 'gener', 'council', 'go', 'ox']);
  });
});
