// A progress line on stderr for long eval runs: rewritten in place on a terminal, one line per
// dataset otherwise (so logs stay short).
export interface ProgressLine {
  page(done: number, total: number, dataset: string): void;
  datasetDone(dataset: string, pages: number, seconds: number): void;
  end(): void;
}

export function progressLine(stream: NodeJS.WriteStream = process.stderr): ProgressLine {
  const tty = Boolean(stream.isTTY);
  let last = 0;
  let shown = false;
  return {
    page(done, total, dataset) {
      if (!tty) return;
      const now = Date.now();
      if (done !== total && now - last < 200) return;
      last = now;
      stream.write(`\r\x1b[K${dataset}: ${done}/${total} pages`);
      shown = true;
    },
    datasetDone(dataset, pages, seconds) {
      if (shown) stream.write('\r\x1b[K');
      shown = false;
      stream.write(`${dataset}: ${pages} pages in ${seconds.toFixed(1)} s\n`);
    },
    end() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
