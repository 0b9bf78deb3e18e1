// Links in a byline that are no writer's: a section, a place or a tag the page links beside the
// writer it links to an author page (author.ts drops them from the byline's names).
import type { PageParts } from './collect.js';
import { inNoise } from './collect.js';
import { clean, comparable } from './text.js';
import { AUTHOR_HREF } from '../vocabulary/markup.js';

/** How many of the page's links nonAuthorLinkNames reads at most. */
const MAX_LINKS_READ = 3000;

/** The names among `names` that the page shows as the text of a link to some other page than an
 *  author's (a section, a place, a tag: "Global Commons" in "by Jane Doe · Global Commons"). A
 *  byline whose writer is linked to an author page lists such a link beside it as the story's
 *  section, not as a co-writer. */
export function nonAuthorLinkNames(parts: PageParts, names: readonly string[]): Set<string> {
  const wanted = new Set(names.map(comparable));
  const out = new Set<string>();
  const links = parts.doc.querySelectorAll('a[href]');
  for (let i = 0; i < links.length && i < MAX_LINKS_READ && out.size < wanted.size; i++) {
    const el = links[i]!;
    const key = comparable(clean(el.textContent ?? ''));
    if (wanted.has(key) && !AUTHOR_HREF.test((el.getAttribute('href') ?? '').slice(0, 400)) && !inNoise(el)) out.add(key);
  }
  return out;
}
