// Whether a word is one no name is: a job, a label or an organisation's word (ROLE_WORDS), or a
// one-word label a page fills its author slot with (NOT_GIVEN); the lists are English vocabulary
// (vocabulary/en.ts). The name readers (name-en.ts) and the organisation test
// (organisation-names.ts) ask it.
import { ROLE_WORDS, NOT_GIVEN } from '../vocabulary/en.js';

/** Is the lower-case word a job, a label or an organisation's word, never a name's? */
export function isRoleWord(w: string): boolean {
  return ROLE_WORDS.has(w) || NOT_GIVEN.has(w);
}
