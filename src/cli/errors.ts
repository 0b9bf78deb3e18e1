// What a failure says on stderr and which exit code it gives, the same for every command. A page
// the CLI refuses by one of its limits is bad input, as a page over --max-bytes is: exit 2, and
// the message names the flag that raises the limit.
import { TimeoutError, TooComplexError, TooMuchTextError } from '../core/budget.js';
import { InputError } from '../input/read.js';
import { OptionsError } from '../options/resolve.js';

export interface Failure {
  /** The line's text, after `cedst: `. */
  message: string;
  /** 2: bad input or options, or a page over a limit (too_large, too_complex, timeout); 1: any other failure. */
  exitCode: number;
}

export function failure(err: unknown): Failure {
  if (err instanceof TimeoutError) return { message: `${err.message} (timeout; see --timeout-ms, 0 for none)`, exitCode: 2 };
  if (err instanceof TooComplexError) return { message: `${err.message} (too_complex; see --max-elements)`, exitCode: 2 };
  if (err instanceof TooMuchTextError) return { message: `${err.message} (too_large; see --max-text-chars)`, exitCode: 2 };
  if (err instanceof InputError || err instanceof OptionsError) return { message: err.message, exitCode: 2 };
  return { message: (err as Error)?.message ?? String(err), exitCode: 1 };
}
