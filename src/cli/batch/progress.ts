// Progress of a batch run on stderr, only when stderr is a terminal: a log or a pipe gets
// nothing but the final summary. The inputs are read as a stream, so the total is not known.
import cliProgress from 'cli-progress';

export interface Progress {
  tick(done: number, errors: number): void;
  stop(): void;
}

const SILENT: Progress = { tick() {}, stop() {} };

export function createProgress(enabled = Boolean(process.stderr.isTTY)): Progress {
  if (!enabled) return SILENT;
  const start = performance.now();
  const bar = new cliProgress.SingleBar({
    stream: process.stderr,
    format: 'cedst batch: {value} pages | {rate} pages/s | {errors} errors',
    hideCursor: true,
    clearOnComplete: true,
    fps: 5,
  });
  bar.start(0, 0, { rate: '0.0', errors: 0 });
  return {
    tick(done, errors) {
      const s = (performance.now() - start) / 1000;
      bar.update(done, { rate: (s > 0 ? done / s : 0).toFixed(1), errors });
    },
    stop() {
      bar.stop();
    },
  };
}
