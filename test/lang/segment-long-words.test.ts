// Natural's Porter stemmer matches /[^aeiouy]+y/ from every position, so a long run of
// consonants costs quadratic time (a 50,000-letter "word" took 7.7 s). Words longer than any real
// word are keyed unstemmed.
import { describe, expect, it } from 'vitest';
import { segment } from '../../src/lang/segment.js';

describe('segment: very long words', () => {
  it('keys a 50,000-letter consonant run without stemming it, in well under a second of CPU', () => {
    const word = 'bcdfghjklmnpqrstvwxz'.repeat(2_500);
    const start = process.cpuUsage();
    const tokens = segment(`before ${word} after`);
    const used = process.cpuUsage(start);
    // CPU time of this process, not wall time: a busy machine does not change it.
    expect((used.user + used.system) / 1_000).toBeLessThan(1_000);
    expect(tokens.map((t) => t.key)).toEqual(['befor', word, 'after']);
  });

  it('still stems the longest dictionary words', () => {
    expect(segment('pneumonoultramicroscopicsilicovolcanoconiosis antidisestablishmentarianism').map((t) => t.key)).toEqual([
      'pneumonoultramicroscopicsilicovolcanoconiosi',
      'antidisestablishmentarian',
    ]);
  });
});

// A run of 6 million emoji is one gap between words, and the gap pattern's loop
// overflowed V8's backtracking stack (RangeError: Maximum call stack size exceeded).
describe('segment: very long gaps', () => {
  it('a gap of 6 million emoji between two words', () => {
    expect(segment(`before ${'\u{1F600}'.repeat(6_000_000)} after`).map((t) => t.key)).toEqual(['befor', 'after']);
  });

  it('a gap longer than the pattern takes at once splits no word', () => {
    expect(segment(`a${'.'.repeat(70_000)}b ${"'".repeat(65_536)}c's 3${','.repeat(65_537)}5`).map((t) => t.text)).toEqual(['a', 'b', "c's", '3', '5']);
  });
});

// A word of 2.5 million `e` + U+0301 (7.5 MB) overflowed the stack in the test of a
// whole word against a class with astral characters (Latin letters, numerals), which V8 runs with a
// backtracking entry per character. The tests now run in pieces that never cut a surrogate pair.
describe('segment: very long words of combining marks, astral digits and Latin letters', () => {
  it('a word of 2.5 million e + U+0301 is one token keyed as itself', () => {
    const word = 'e\u0301'.repeat(2_500_000);
    const tokens = segment(`before ${word} after`);
    expect(tokens.map((t) => t.key.length)).toEqual([5, word.length, 5]);
    expect(tokens[1]!.key === word).toBe(true);
  });

  it('a number of 3 million astral digits is a number; one letter at its end makes it a word', () => {
    const digits = '\u{1D7CE}'.repeat(3_000_000);
    expect(segment(digits).map((t) => t.pos)).toEqual(['m']);
    expect(segment(`${digits}x`).map((t) => t.pos)).toEqual(['eng']);
  });

  it('a long Latin word with a possessive loses it, across a piece boundary of astral letters', () => {
    // U+1DF00 is Latin (Latin Extended-G): a surrogate pair that a piece must not cut.
    const word = `a${'\u{1DF00}'.repeat(40_000)}`;
    expect(segment(`${word}'s`).map((t) => t.key)).toEqual([word.toLowerCase()]);
    expect(segment(`${word}\u0416's`).map((t) => t.key)).toEqual([`${word}\u0416's`.toLowerCase()]);
  });
});
