// @ts-check
// Two ways of extracting the same pages, timed against each other in one process: each page goes
// through A and B in turn, their order alternated page by page and run by run, `reps` times; every
// call is timed in the process's CPU time, so that another process on the machine does not blur
// the comparison. Used by bench/compare-builds.mjs (two builds) and bench/readings-cost.mjs
// (readings on and off).

/** CPU ms of one call. */
export function cpuMs(run) {
  const t = process.cpuUsage();
  run();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}

export const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];

/** Per page, the median CPU ms of `runA(page)` and of `runB(page)` over `reps` interleaved runs,
 *  after a warm-up on the first 20 pages (models load and code compiles before anything counts). */
export function interleavedMedians(pages, runA, runB, reps = 3) {
  for (const p of pages.slice(0, 20)) {
    runA(p);
    runB(p);
  }
  const ta = pages.map(() => []);
  const tb = pages.map(() => []);
  for (let rep = 0; rep < reps; rep++)
    pages.forEach((p, i) => {
      if ((rep + i) % 2 === 0) {
        ta[i].push(cpuMs(() => runA(p)));
        tb[i].push(cpuMs(() => runB(p)));
      } else {
        tb[i].push(cpuMs(() => runB(p)));
        ta[i].push(cpuMs(() => runA(p)));
      }
    });
  return { a: ta.map(median), b: tb.map(median) };
}
