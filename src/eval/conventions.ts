// Gold standards disagree on whether an article's body opens with its headline. A datasets folder
// may say, per set, what its gold does (`conventions.json` beside the sets: `included`, `excluded`,
// `mixed`, `snippets`). cedst's body leaves the headline to `title`, as schema.org's articleBody,
// Readability.js and trafilatura do; on a set whose gold includes it, the fair reading puts the
// title on the line before the body. Every other set scores the body alone.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type HeadlineConvention = 'included' | 'excluded' | 'mixed' | 'snippets' | 'unknown';

/** How eval reads a set's convention: `auto` from conventions.json, or the title line forced on
 *  (`always`) or off (`never`) for every set. */
export type TitleLine = 'auto' | 'always' | 'never';
export const TITLE_LINES: readonly TitleLine[] = ['auto', 'always', 'never'];

/** The headline convention of the set in `dir`, from `conventions.json` in its parent folder;
 *  `unknown` when there is none or it does not name the set. */
export function headlineConvention(dir: string, name: string): HeadlineConvention {
  const file = join(dirname(dir), 'conventions.json');
  if (!existsSync(file)) return 'unknown';
  try {
    const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { headline?: unknown }>;
    const h = all[name]?.headline;
    return h === 'included' || h === 'excluded' || h === 'mixed' || h === 'snippets' ? h : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Does eval put the title before the body on this set? */
export function addsTitleLine(convention: HeadlineConvention, setting: TitleLine = 'auto'): boolean {
  return setting === 'always' || (setting === 'auto' && convention === 'included');
}

/** The text scored: the body, after the title on a line of its own when `withTitle` and the body
 *  does not open with it already (a body that keeps its headline). */
export function scoredText(title: string | undefined, body: string, withTitle: boolean): string {
  const t = title?.trim();
  if (!withTitle || !t) return body;
  const first = body.slice(0, body.indexOf('\n') < 0 ? body.length : body.indexOf('\n')).trim();
  if (first === t) return body;
  return body ? `${t}\n${body}` : t;
}
