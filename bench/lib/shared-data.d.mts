// Types of shared-data.mjs, for the TypeScript of bench/src and the tests.

/** ../shared beside the checkout. */
export const SHARED_DIR: string;
/** How to get the data, for the lines that say it is missing. */
export const GET_SHARED: string;
/** The shared datasets' folder, or `override` (a `--datasets` option) when given. */
export function datasetsDir(override?: string): string;

export interface SharedData {
  /** The first of the needed paths that is missing; undefined when all are there. */
  missing: string | undefined;
  /** CI=true: a missing path is an error, never a skip. */
  required: boolean;
  /** The one line to print when `what` skips (missing and not required); undefined otherwise. */
  skipLine: string | undefined;
  /** The error for a missing path when it is required. */
  error: string | undefined;
}

/** Whether `what` can run: every path of `needs` (relative to `dir`) exists. */
export function sharedData(what: string, needs: readonly string[], env?: NodeJS.ProcessEnv, dir?: string): SharedData;
