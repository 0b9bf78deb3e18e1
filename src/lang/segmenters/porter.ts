// The Porter stemmer of the `natural` package (lib/natural/stemmers/porter_stemmer.js, unchanged
// from natural 6.10 to 8.1), carried here line for line in TypeScript so that cedst need not
// install natural, whose 8.x line brings database drivers and every release since 1.0 a 34 MB
// WordNet database, for this one file. Its quirks are natural's and are kept on purpose (every
// key of every page depends on them): `y` after a consonant run counts as a vowel group, `ies`
// becomes `i`, step 4 strips a suffix whenever what is left measures more than 1.
// test/lang/porter.test.ts checks it against natural's own stemmer (a dev dependency) word for word.
//
// Copyright (c) 2011, Chris Umbel
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.

type Replacement = readonly [pattern: string, measured: string, replacement: string];

/** Groups of consecutive consonants as C, of vowels as V. */
function categorizeGroups(token: string): string {
  return token
    .replace(/[^aeiouy]+y/g, 'CV')
    .replace(/[aeiou]+/g, 'V')
    .replace(/[^V]+/g, 'C');
}

/** Single consonants as C, single vowels as V. */
function categorizeChars(token: string): string {
  return token
    .replace(/[^aeiouy]y/g, 'CV')
    .replace(/[aeiou]/g, 'V')
    .replace(/[^V]/g, 'C');
}

/** The measure M of a word: its VC sequences, dropping an initial C and a trailing V. */
function measure(token: string | null): number {
  if (!token) return -1;
  return categorizeGroups(token).replace(/^C/, '').replace(/V$/, '').length / 2;
}

function endsWithDoubleConsonant(token: string): boolean {
  return /([^aeiou])\1$/.test(token);
}

/** Replace a pattern at the end of the word; null when it does not match (or the callback says so). */
function attemptReplace(token: string, pattern: string | RegExp, replacement: string, callback?: (result: string) => string | null): string | null {
  let result: string | null = null;
  if (typeof pattern === 'string' && token.substr(0 - pattern.length) === pattern) result = token.replace(new RegExp(pattern + '$'), replacement);
  else if (pattern instanceof RegExp && token.match(pattern)) result = token.replace(pattern, replacement);
  if (result && callback) return callback(result);
  return result;
}

/** Apply every replacement whose stem measures more than the threshold. */
function attemptReplacePatterns(token: string, replacements: readonly Replacement[], measureThreshold: number | null): string {
  let replacement = token;
  for (const [pattern, measured, replaced] of replacements) {
    if (measureThreshold == null || measure(attemptReplace(token, pattern, measured)) > measureThreshold) {
      replacement = attemptReplace(replacement, pattern, replaced) || replacement;
    }
  }
  return replacement;
}

function replacePatterns(token: string, replacements: readonly Replacement[], measureThreshold: number): string {
  return attemptReplacePatterns(token, replacements, measureThreshold) || token;
}

function replaceRegex(token: string, regex: RegExp, includeParts: readonly number[], minimumMeasure: number): string | null {
  let result = '';
  if (regex.test(token)) {
    const parts = regex.exec(token)!;
    for (const i of includeParts) result += parts[i];
  }
  return measure(result) > minimumMeasure ? result : null;
}

function step1a(token: string): string {
  if (token.match(/(ss|i)es$/)) return token.replace(/(ss|i)es$/, '$1');
  if (token.substr(-1) === 's' && token.substr(-2, 1) !== 's' && token.length > 2) return token.replace(/s?$/, '');
  return token;
}

function step1b(token: string): string {
  let result: string | null = null;
  if (token.substr(-3) === 'eed') {
    if (measure(token.substr(0, token.length - 3)) > 0) return token.replace(/eed$/, 'ee');
  } else {
    result = attemptReplace(token, /(ed|ing)$/, '', (stem) => {
      if (categorizeGroups(stem).indexOf('V') >= 0) {
        result = attemptReplacePatterns(
          stem,
          [
            ['at', '', 'ate'],
            ['bl', '', 'ble'],
            ['iz', '', 'ize'],
          ],
          null,
        );
        if (result !== stem) return result;
        if (endsWithDoubleConsonant(stem) && stem.match(/[^lsz]$/)) return stem.replace(/([^aeiou])\1$/, '$1');
        if (measure(stem) === 1 && categorizeChars(stem).substr(-3) === 'CVC' && stem.match(/[^wxy]$/)) return stem + 'e';
        return stem;
      }
      return null;
    });
    if (result) return result;
  }
  return token;
}

function step1c(token: string): string {
  const groups = categorizeGroups(token);
  if (token.substr(-1) === 'y' && groups.substr(0, groups.length - 1).indexOf('V') > -1) return token.replace(/y$/, 'i');
  return token;
}

const STEP2: readonly Replacement[] = [
  ['ational', '', 'ate'],
  ['tional', '', 'tion'],
  ['enci', '', 'ence'],
  ['anci', '', 'ance'],
  ['izer', '', 'ize'],
  ['abli', '', 'able'],
  ['bli', '', 'ble'],
  ['alli', '', 'al'],
  ['entli', '', 'ent'],
  ['eli', '', 'e'],
  ['ousli', '', 'ous'],
  ['ization', '', 'ize'],
  ['ation', '', 'ate'],
  ['ator', '', 'ate'],
  ['alism', '', 'al'],
  ['iveness', '', 'ive'],
  ['fulness', '', 'ful'],
  ['ousness', '', 'ous'],
  ['aliti', '', 'al'],
  ['iviti', '', 'ive'],
  ['biliti', '', 'ble'],
  ['logi', '', 'log'],
];

const STEP3: readonly Replacement[] = [
  ['icate', '', 'ic'],
  ['ative', '', ''],
  ['alize', '', 'al'],
  ['iciti', '', 'ic'],
  ['ical', '', 'ic'],
  ['ful', '', ''],
  ['ness', '', ''],
];

const step2 = (token: string): string => replacePatterns(token, STEP2, 0);
const step3 = (token: string): string => replacePatterns(token, STEP3, 0);

function step4(token: string): string {
  return replaceRegex(token, /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/, [1], 1) || replaceRegex(token, /^(.+?)(s|t)(ion)$/, [1, 2], 1) || token;
}

function step5a(token: string): string {
  const m = measure(token.replace(/e$/, ''));
  if (m > 1 || (m === 1 && !(categorizeChars(token).substr(-4, 3) === 'CVC' && token.match(/[^wxy].$/)))) return token.replace(/e$/, '');
  return token;
}

function step5b(token: string): string {
  return measure(token) > 1 ? token.replace(/ll$/, 'l') : token;
}

/** natural's PorterStemmer.stem: the word lower-cased and stemmed; words under 3 letters as given. */
export function porterStem(token: string): string {
  if (token.length < 3) return token;
  return step5b(step5a(step4(step3(step2(step1c(step1b(step1a(token.toLowerCase()))))))));
}
