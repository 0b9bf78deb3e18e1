// Heavy pages run one at a time (src/cli/batch/heavy.ts): the gate the pool holds them with.
import { describe, expect, it } from 'vitest';
import { Gate, HEAVY_PAGE_BYTES, recordSize } from '../../src/cli/batch/heavy.js';

describe('heavy pages', () => {
  it('measures a record by its bytes, or its html when it came decoded', () => {
    expect(recordSize({ id: 'a', source: 'a', bytes: new Uint8Array(HEAVY_PAGE_BYTES) })).toBe(524_288);
    expect(recordSize({ id: 'b', source: 'b', html: 'x'.repeat(10) })).toBe(10);
    expect(recordSize({ id: 'c', source: 'c', error: { code: 'read_error', message: 'm' } })).toBe(0);
  });

  it('the gate lets one in at a time, the others in the order they came', async () => {
    const gate = new Gate();
    const log: string[] = [];
    const job = async (name: string, until: Promise<void>): Promise<void> => {
      await gate.enter();
      log.push(`${name} in`);
      await until;
      log.push(`${name} out`);
      gate.leave();
    };
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const all = [job('a', first), job('b', Promise.resolve()), job('c', Promise.resolve())];
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['a in']);
    release();
    await Promise.all(all);
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });
});
