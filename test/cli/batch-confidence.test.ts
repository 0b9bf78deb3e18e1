// `cedst batch --min-confidence X`: an article below X is written as a low_confidence record,
// counted in the summary; the flag is refused where no confidence is given.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cedst, ROOT, type BatchLine } from '../support/cli.js';
import { lowConfidence } from '../../src/cli/batch/filters.js';

const COUNCIL = join(ROOT, 'fixtures', 'en-city-council', 'page.html'); // confidence 0.9104
const FERRY = join(ROOT, 'fixtures', 'en-ferry-terminal', 'page.html'); // confidence 0.9666
const lines = (stdout: string): BatchLine[] =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as BatchLine);

describe('cedst batch --min-confidence', { tags: ['slow'] }, () => {
  it('writes the article below it as a low_confidence record and the other as it was', () => {
    const plain = lines(cedst(['batch', COUNCIL, FERRY, '-w', '1']).stdout);
    expect(plain.map((l) => Math.round((l.confidence as number) * 1e4) / 1e4)).toEqual([0.9104, 0.9666]);
    const r = cedst(['batch', COUNCIL, FERRY, '-w', '1', '--min-confidence', '0.95']);
    expect(r.status).toBe(0);
    const [low, ok] = lines(r.stdout);
    expect(low).toEqual({
      id: plain[0]!.id,
      source: plain[0]!.source,
      confidence: plain[0]!.confidence,
      error: { code: 'low_confidence', message: 'confidence 0.910 is below --min-confidence 0.95' },
    });
    expect(ok).toEqual(plain[1]);
    expect(r.stderr).toMatch(/^cedst: 2 records: 1 ok, 1 low_confidence \(/m);
  });

  it('refuses a value outside 0–1, and a method without a confidence', () => {
    const bad = cedst(['batch', COUNCIL, '--min-confidence', '1.5']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('cedst: --min-confidence must be a number from 0 to 1 (got 1.5)\n');
    const cetr = cedst(['batch', COUNCIL, '-m', 'cetr', '--min-confidence', '0.5']);
    expect(cetr.status).toBe(2);
    expect(cetr.stderr).toMatch(/^cedst: --min-confidence needs a confidence: the cedst\+ method/);
  });
});

describe('lowConfidence', () => {
  it("keeps a WARC record's head (url, crawl date, host, HTTP status) in the order a record has it", () => {
    const relabel = lowConfidence(0.9, true)!;
    const rec = { id: 'r1', source: 'a.warc.gz', url: 'https://example.org/x', crawl_date: '2025-01-02T03:04:05Z', host: 'example.org', http_status: 200, lang: 'en', text: 'T', confidence: 0.5 };
    const out = relabel(rec);
    expect(JSON.stringify(out)).toBe(
      '{"id":"r1","source":"a.warc.gz","url":"https://example.org/x","crawl_date":"2025-01-02T03:04:05Z","host":"example.org","http_status":200,"confidence":0.5,"error":{"code":"low_confidence","message":"confidence 0.500 is below --min-confidence 0.9"}}',
    );
    expect(relabel({ ...rec, confidence: 0.95 })).toEqual({ ...rec, confidence: 0.95 });
  });
});
