// Whether a run weighs the page's readings, decided in one place for the choose stage (index.ts),
// the model loading of methods/index.ts and batch's main thread (which reads it without loading
// the extraction library: this file imports nothing at run time).
import type { ResolvedOptions } from '../../../options/resolve.js';

/** Does a run with these options weigh the page's readings (the choose stage runs, its model is
 *  loaded and a result carries a confidence)? cedst+ with `plus.readings` on. */
export function weighsReadings(options: Pick<ResolvedOptions, 'method' | 'plus'>): boolean {
  return options.method === 'cedst+' && options.plus.readings;
}
