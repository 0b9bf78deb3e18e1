// Heavy pages run one at a time (src/cli/batch/heavy.ts): the gate the pool holds them with.
import { describe, expect, it } from 'vitest';
import { Gate, HEAVY_MARKUP, HEAVY_PAGE_BYTES, HEAVY_UNCLOSED, HEAVY_WIDE_CHARS, isHeavy, recordSize, recycleBefore, weigh } from '../../src/cli/batch/heavy.js';

describe('heavy pages', () => {
  it('measures a record by its bytes, or its html when it came decoded', () => {
    expect(recordSize({ id: 'a', source: 'a', bytes: new Uint8Array(HEAVY_PAGE_BYTES) })).toBe(524_288);
    expect(recordSize({ id: 'b', source: 'b', html: 'x'.repeat(10) })).toBe(10);
    expect(recordSize({ id: 'c', source: 'c', error: { code: 'read_error', message: 'm' } })).toBe(0);
  });

  it('is heavy by its size, or by its markup or wide characters however small', () => {
    const bytes = (s: string) => ({ id: 'p', source: 'p', bytes: new TextEncoder().encode(s) });
    const html = (s: string) => ({ id: 'p', source: 'p', html: s });
    expect(HEAVY_MARKUP).toBe(10_000);
    expect(HEAVY_WIDE_CHARS).toBe(10_000);
    expect(isHeavy({ id: 'a', source: 'a', bytes: new Uint8Array(HEAVY_PAGE_BYTES) })).toBe(true);
    expect(isHeavy({ id: 'a', source: 'a', bytes: new Uint8Array(HEAVY_PAGE_BYTES - 1) })).toBe(false);
    // 9,999 and 10,000 '<' in closed pairs (none left open): 40 KB pages, far under the size limit.
    expect(isHeavy(bytes('<html>' + '<b>x</b>'.repeat(4_999)))).toBe(false);
    expect(isHeavy(bytes('<html>' + '<b>x</b>'.repeat(4_999) + '<b>'))).toBe(true);
    expect(isHeavy(html('<html>' + '<b>x</b>'.repeat(4_999) + '<b>'))).toBe(true);
    // Han characters are three bytes each in UTF-8, one lead byte counted each: 30 KB of them.
    expect(isHeavy(bytes('<p>' + '中'.repeat(9_999)))).toBe(false);
    expect(isHeavy(bytes('<p>' + '中'.repeat(10_000)))).toBe(true);
    expect(isHeavy(html('<p>' + '中'.repeat(10_000)))).toBe(true);
    // Two-byte letters (é) and four-byte ones (emoji) are not counted.
    expect(isHeavy(bytes('<p>' + 'é😀'.repeat(20_000)))).toBe(false);
    expect(isHeavy(html('<p>' + 'é😀'.repeat(20_000)))).toBe(false);
    expect(isHeavy({ id: 'c', source: 'c', error: { code: 'read_error', message: 'm' } })).toBe(false);
  });

  it('counts two-byte pairs as wide characters in a page that declares a two-byte Han encoding', () => {
    // U+0301 (a combining acute) is 0xCC 0x81 in UTF-8: the pair GB2312 reads as one Han character.
    const accents = (n: number) => 'e\u0301'.repeat(n);
    const page = (head: string, n: number, contentType?: string) => ({ id: 'g', source: 'g', bytes: new TextEncoder().encode(`${head}<p>${accents(n)}`), ...(contentType ? { contentType } : {}) });
    expect(isHeavy(page('<meta charset="gb2312">', 9_999))).toBe(false);
    expect(isHeavy(page('<meta charset="gb2312">', 10_000))).toBe(true);
    expect(isHeavy(page('<meta http-equiv="Content-Type" content="text/html; charset=big5">', 10_000))).toBe(true);
    expect(isHeavy(page('', 10_000, 'text/html; charset=GBK'))).toBe(true);
    // Declared UTF-8, or nothing declared, the same bytes are 10,000 two-byte accents: not wide.
    expect(isHeavy(page('<meta charset="utf-8">', 10_000))).toBe(false);
    expect(isHeavy(page('', 10_000))).toBe(false);
    // A pair's second byte is never read as a lead: 5,000 Han characters are 5,000, not 10,000.
    const gbk = new Uint8Array([...new TextEncoder().encode('<meta charset="gbk"><p>'), ...Array.from({ length: 5_000 }, () => [0xd6, 0xd0]).flat()]);
    expect(isHeavy({ id: 'g', source: 'g', bytes: gbk })).toBe(false);
  });

  it('is heavy when its start tags outnumber its end tags by 4,000, wherever the end tags are', () => {
    const bytes = (s: string) => ({ id: 'p', source: 'p', bytes: new TextEncoder().encode(s) });
    const html = (s: string) => ({ id: 'p', source: 'p', html: s });
    expect(HEAVY_UNCLOSED).toBe(4_000);
    // <html> and 3,999 <div>: 4,000 start tags, none closed (8,000 '<' in all is under HEAVY_MARKUP).
    expect(isHeavy(bytes('<html>' + '<div>'.repeat(3_998) + 'x'))).toBe(false);
    expect(isHeavy(bytes('<html>' + '<div>'.repeat(3_999) + 'x'))).toBe(true);
    expect(isHeavy(html('<html>' + '<div>'.repeat(3_999) + 'x'))).toBe(true);
    // 2,001 start tags, 2,000 of them closed at the end of the page.
    expect(isHeavy(bytes('<html>' + '<i>'.repeat(2_000) + 'x' + '</i>'.repeat(2_000)))).toBe(false);
    // 4,500 unclosed, then 400 end tags: 4,100 still open.
    expect(isHeavy(bytes('<div>'.repeat(4_500) + '</p>'.repeat(400)))).toBe(true);
    expect(isHeavy(bytes('<div>'.repeat(4_500) + '</p>'.repeat(501)))).toBe(false);
  });

  it('starts the threads afresh only when the page would take the process past 560 MB', () => {
    const sized = (n: number) => ({ id: 'p', source: 'p', bytes: new Uint8Array(n) });
    const dense = { id: 'd', source: 'd', bytes: new TextEncoder().encode('<b>'.repeat(HEAVY_MARKUP)) };
    const light = { id: 'l', source: 'l', bytes: new TextEncoder().encode('<p>a short page</p>') };
    expect([weigh(light), weigh(dense), weigh(sized(HEAVY_PAGE_BYTES))]).toEqual(['light', 'dense', 'large']);
    // A light page never: it runs beside others, and nothing is in flight only before a heavy one.
    expect(recycleBefore(light, 5_000)).toBe(false);
    // A dense page is projected to rise 100 MB: 460 + 100 is the bound, 461 + 100 past it.
    expect(recycleBefore(dense, 460)).toBe(false);
    expect(recycleBefore(dense, 461)).toBe(true);
    // A large page 8 bytes per byte: 10 MB rises 80 MB, 512 KB rises 4 MB.
    expect(recycleBefore(sized(10 * 1024 * 1024), 480)).toBe(false);
    expect(recycleBefore(sized(10 * 1024 * 1024), 481)).toBe(true);
    expect(recycleBefore(sized(HEAVY_PAGE_BYTES), 556)).toBe(false);
    expect(recycleBefore(sized(HEAVY_PAGE_BYTES), 557)).toBe(true);
    // A bound of the pool's own.
    expect(recycleBefore(dense, 1, 100)).toBe(true);
    expect(recycleBefore(dense, 0, 100)).toBe(false);
  });

  it('the gate runs a heavy page alone and the others together, in the order they came', async () => {
    const gate = new Gate();
    const log: string[] = [];
    const releases = new Map<string, () => void>();
    const job = async (name: string): Promise<void> => {
      const alone = name.startsWith('H');
      await gate.enter(alone);
      log.push(`${name} in`);
      await new Promise<void>((r) => releases.set(name, r));
      log.push(`${name} out`);
      gate.leave(alone);
    };
    const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
    const all = ['a', 'b', 'H1', 'c', 'H2', 'd', 'e'].map(job);
    await tick();
    // Two ordinary pages together; the heavy one waits for both, and c waits behind it.
    expect(log).toEqual(['a in', 'b in']);
    releases.get('a')!();
    await tick();
    expect(log).toEqual(['a in', 'b in', 'a out']);
    releases.get('b')!();
    await tick();
    expect(log.slice(3)).toEqual(['b out', 'H1 in']);
    releases.get('H1')!();
    await tick();
    // c alone: H2 waits for it, and d and e wait behind H2.
    expect(log.slice(5)).toEqual(['H1 out', 'c in']);
    releases.get('c')!();
    await tick();
    expect(log.slice(7)).toEqual(['c out', 'H2 in']);
    releases.get('H2')!();
    await tick();
    expect(log.slice(9)).toEqual(['H2 out', 'd in', 'e in']);
    releases.get('d')!();
    releases.get('e')!();
    await Promise.all(all);
    expect(log.slice(12)).toEqual(['d out', 'e out']);
  });
});
