// A page of 2,300,000 中 went to jieba-wasm in one call, and its WebAssembly
// memory, outside the V8 heap that --worker-memory bounds and never given back, grew from 59 to
// 531 MB (875 MB of RSS in batch -w 1, 1.2 GB in extract). Han text now goes in calls of at most
// HAN_CHUNK characters, cut between runs, and a longer run where jieba cuts anyway.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { HAN_CHUNK, HAN_PAGE_MAX, hanCalls, hanSegmenter, hanWordCount } from '../../src/lang/segmenters/han.js';
import { countWords, segment, segmentCount, segmentUnits } from '../../src/lang/segment.js';
import { NO_DEADLINE } from '../../src/core/budget.js';
import type { TextUnit } from '../../src/core/types.js';

const jieba = createRequire(import.meta.url)('jieba-wasm') as { __wasm: { memory: WebAssembly.Memory } };
const wasmMb = (): number => jieba.__wasm.memory.buffer.byteLength / 2 ** 20;
const unit = (text: string): TextUnit => ({ text }) as TextUnit;

describe('hanCalls', () => {
  it('packs whole runs into calls of at most HAN_CHUNK characters, in order', () => {
    expect(HAN_CHUNK).toBe(16_384);
    const runs = Array.from({ length: 100 }, (_, i) => '中国经济'.repeat(50 + i)); // 200–596 characters each
    const calls = hanCalls(runs);
    for (const call of calls) expect(call.map((p) => p.text).join('\n').length).toBeLessThanOrEqual(HAN_CHUNK);
    expect(calls.flat()).toEqual(runs.map((text, run) => ({ run, text })));
    expect(calls.length).toBe(Math.ceil(runs.reduce((n, r) => n + r.length + 1, 0) / HAN_CHUNK));
  });

  it('cuts a long run after punctuation near the limit, else at the limit', () => {
    const sentence = '中国经济发展很快。'; // 9 characters
    const long = sentence.repeat(5_000); // 45,000
    const pieces = hanCalls([long]).flat();
    expect(pieces.map((p) => p.text).join('')).toBe(long);
    for (const p of pieces) {
      expect(p.run).toBe(0);
      expect(p.text.length).toBeLessThanOrEqual(HAN_CHUNK);
    }
    expect(pieces.slice(0, -1).every((p) => p.text.endsWith('。'))).toBe(true);
    expect(
      hanCalls(['中'.repeat(40_000)])
        .flat()
        .map((p) => p.text.length),
    ).toEqual([16_384, 16_384, 7_232]);
  });

  it('a real page (every run under HAN_CHUNK in total) is one call, as before', () => {
    expect(hanCalls(['新华社北京12月9日电', '记者王小明报道'])).toHaveLength(1);
  });
});

describe('segmenting long Han text', () => {
  it('gives each run the words it gets alone, however the runs are packed', () => {
    const runs = ['新华社北京电，记者王小明报道。', '中国经济持续发展，', '我们的经济'];
    const many = Array.from({ length: 3_000 }, (_, i) => runs[i % 3]!); // ~40,000 characters: three calls
    const segmented = segmentUnits(many.map(unit), 'zh');
    for (const [i, s] of segmented.entries()) expect(s.words).toEqual(segment(runs[i % 3]!, 'zh'));
  });

  it("keeps jieba's WebAssembly memory bounded on 1,000,000 中 (before: +97 MB; 2,300,000 in one call: +472 MB)", () => {
    segment('中文', 'zh');
    const before = wasmMb();
    segmentUnits([unit('中'.repeat(1_000_000))], 'zh');
    expect(countWords('中'.repeat(1_000_000))).toBeGreaterThan(0);
    expect(wasmMb() - before).toBeLessThan(32);
  });

  it('segments the first HAN_PAGE_MAX (65,536) characters of a page; the runs after get no words', () => {
    expect(HAN_PAGE_MAX).toBe(65_536);
    const long = '中国经济发展很快。'.repeat(40_000); // 360,000 characters
    const [a, b] = segmentUnits([unit(long), unit('我们的经济')], 'zh');
    expect(a!.words.map((w) => w.text).join('')).toBe(long.slice(0, HAN_PAGE_MAX).replace(/。/g, ''));
    expect(b!.words).toEqual([]);
    expect(countWords(long)).toBe(a!.words.length);
    // Under the cap, the same words as always.
    expect(segmentUnits([unit(long.slice(0, 9_000)), unit('我们的经济')], 'zh')[1]!.words.map((w) => w.text)).toEqual(['我们', '的', '经济']);
  });
});

// CoreEx counts the words of every text node (segmentCount), and the Han count made
// and dropped two objects a word; on 6.5 million Han characters in paragraphs that grew the heap
// by 200 MB (extract's peak RSS 514 MB, 369 MB after). hanWordCount counts the tagger's words
// without making tokens: the same count.
describe('hanWordCount', () => {
  it('is the number of tokens segmentRuns gives, for short runs, long ones cut in pieces and capped ones', () => {
    const runs = ['中国经济发展很快。', '中华人民共和国成立了', '經濟發展', '中'.repeat(40_000), '中国经济发展很快，人民生活水平不断提高。'.repeat(20_000), 'ＡＢＣ１２３中文'];
    for (const run of runs) expect([run.length, hanWordCount(run)]).toEqual([run.length, hanSegmenter.segmentRuns([run], 'zh', NO_DEADLINE)[0]!.length]);
    expect(segmentCount('中国经济发展很快。 The economy grew 5.2%.')).toBe(segment('中国经济发展很快。 The economy grew 5.2%.').length);
  });
});
