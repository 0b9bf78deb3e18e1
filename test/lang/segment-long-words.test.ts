// Issue 20, D4: natural's Porter stemmer matches /[^aeiouy]+y/ from every position, so a long run of
// consonants costs quadratic time (a 50,000-letter "word" took 7.7 s). Words longer than any real
// word are keyed unstemmed.
import { describe, expect, it } from 'vitest';
import { segment } from '../../src/lang/segment.js';

describe('segment: very long words', () => {
  it('keys a 50,000-letter consonant run without stemming it, in well under a second', () => {
    const word = 'bcdfghjklmnpqrstvwxz'.repeat(2_500);
    const start = performance.now();
    const tokens = segment(`before ${word} after`);
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(tokens.map((t) => t.key)).toEqual(['befor', word, 'after']);
  });

  it('still stems the longest dictionary words', () => {
    expect(segment('pneumonoultramicroscopicsilicovolcanoconiosis antidisestablishmentarianism').map((t) => t.key)).toEqual([
      'pneumonoultramicroscopicsilicovolcanoconiosi',
      'antidisestablishmentarian',
    ]);
  });
});

// Issue 34, item 12: a run of 6 million emoji is one gap between words, and the gap pattern's loop
// overflowed V8's backtracking stack (RangeError: Maximum call stack size exceeded).
describe('segment: very long gaps', () => {
  it('a gap of 6 million emoji between two words', () => {
    expect(segment(`before ${'\u{1F600}'.repeat(6_000_000)} after`).map((t) => t.key)).toEqual(['befor', 'after']);
  });

  it('a gap longer than the pattern takes at once splits no word', () => {
    expect(segment(`a${'.'.repeat(70_000)}b ${"'".repeat(65_536)}c's 3${','.repeat(65_537)}5`).map((t) => t.text)).toEqual(['a', 'b', "c's", '3', '5']);
  });
});
