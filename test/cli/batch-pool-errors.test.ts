// The fuzz harness's 10,000-page round ended once with an uncaught error after a timeout: piscina
// emits 'error' on the pool for a result that arrives after its task was aborted, and for a thread
// that dies holding no task; with no listener, that event ended the whole batch.
import { afterAll, expect, it, vi } from 'vitest';
import { BatchPool } from '../../dist/cli/batch/pool.js';
import { resolveOptions } from '../../dist/options/resolve.js';

const pool = new BatchPool({ workers: 1, timeoutMs: 1000, workerMemoryMb: 64, maxBytes: 1000, options: resolveOptions() });
afterAll(() => pool.close());

it('survives the pool-level errors piscina emits', () => {
  const piscina = (pool as unknown as { piscina: NodeJS.EventEmitter }).piscina;
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    expect(() => piscina.emit('error', new Error("Unexpected message from Worker: { taskId: 7, result: { id: 'x' } }"))).not.toThrow();
    expect(write).not.toHaveBeenCalled();
    expect(() => piscina.emit('error', new Error('Worker terminated due to reaching memory limit: JS heap out of memory'))).not.toThrow();
    expect(write).toHaveBeenCalledWith('cedst: a worker thread died between pages (Worker terminated due to reaching memory limit: JS heap out of memory); it was replaced\n');
  } finally {
    write.mockRestore();
  }
});
