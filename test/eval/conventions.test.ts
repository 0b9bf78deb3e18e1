// eval scores each set under its own headline convention (src/eval/conventions.ts): the title on
// the line before the body where the gold includes the headline, the body alone elsewhere.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addsTitleLine, headlineConvention, scoredText } from '../../src/eval/conventions.js';
import { evaluateDataset } from '../../src/eval/evaluate.js';
import { ROOT } from '../support/cli.js';

const TITLE = 'Port Alder council approves Linwood rail yard rezoning, clearing way for 1,200 homes';

describe('scoredText', () => {
  it('puts the title on its own line before the body, once', () => {
    expect(scoredText('Headline', 'First.\nSecond.', true)).toBe('Headline\nFirst.\nSecond.');
    expect(scoredText('Headline', 'Headline\nFirst.', true)).toBe('Headline\nFirst.');
    expect(scoredText('Headline', '', true)).toBe('Headline');
    expect(scoredText(undefined, 'First.', true)).toBe('First.');
    expect(scoredText('Headline', 'First.', false)).toBe('First.');
  });

  it('adds the title on included sets under auto, everywhere under always, nowhere under never', () => {
    expect([addsTitleLine('included'), addsTitleLine('excluded'), addsTitleLine('mixed'), addsTitleLine('unknown')]).toEqual([true, false, false, false]);
    expect(addsTitleLine('excluded', 'always')).toBe(true);
    expect(addsTitleLine('included', 'never')).toBe(false);
  });
});

describe('evaluateDataset under conventions.json', () => {
  const root = mkdtempSync(join(tmpdir(), 'cedst-conv-'));
  for (const name of ['inc', 'exc']) {
    mkdirSync(join(root, name, 'html'), { recursive: true });
    cpSync(join(ROOT, 'fixtures/en-city-council/page.html'), join(root, name, 'html', 'p.html'));
    const body = readFileSync(join(ROOT, 'fixtures/en-city-council/expected.txt'), 'utf8').trim();
    writeFileSync(join(root, name, 'ground-truth.json'), JSON.stringify({ p: { articleBody: name === 'inc' ? `${TITLE}\n${body}` : body, lang: 'en' } }));
  }
  writeFileSync(join(root, 'conventions.json'), JSON.stringify({ inc: { headline: 'included' }, exc: { headline: 'excluded' } }));

  it('reads each set its convention', () => {
    expect(headlineConvention(join(root, 'inc'), 'inc')).toBe('included');
    expect(headlineConvention(join(root, 'exc'), 'exc')).toBe('excluded');
    expect(headlineConvention(join(root, 'other'), 'other')).toBe('unknown');
  });

  it('scores title + body on the included set and the body on the other, and says so', () => {
    const inc = evaluateDataset(join(root, 'inc'), { methods: ['cedst+'] });
    const exc = evaluateDataset(join(root, 'exc'), { methods: ['cedst+'] });
    expect(inc.titleLine).toBe(true);
    expect(inc.rows[0]!.scored).toBe('title+body');
    expect(inc.predictions['cedst+']!.p!.articleBody.split('\n')[0]).toBe(TITLE);
    expect(exc.titleLine).toBe(false);
    expect(exc.rows[0]!.scored).toBe('body');
    expect(exc.predictions['cedst+']!.p!.articleBody.split('\n')[0]).not.toBe(TITLE);
    // The same article scores the same under each set's own reading.
    expect(inc.rows[0]!.f1).toBeCloseTo(exc.rows[0]!.f1!, 2);
    const never = evaluateDataset(join(root, 'inc'), { methods: ['cedst+'], titleLine: 'never' });
    expect(never.rows[0]!.scored).toBe('body');
    expect(never.rows[0]!.recall!).toBeLessThan(inc.rows[0]!.recall!);
  });
});
