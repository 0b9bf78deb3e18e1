// A thread's posts and a listing's items are read element by element, each element's whole text
// at a time: a page nested deep under sibling posts or cards costs elements × depth. A fuzz page
// of 1.7 MB (deep nesting, stray tokens) took 46 s of CPU in the thread reader against a 10 s
// budget. The readers check the page's budget at every element; the work is counted here (reads
// of a clock that runs one ms a read), never timed.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { Deadline, TimeoutError } from '../../src/core/budget.js';
import { threadPosts } from '../../src/metadata/thread-posts.js';
import { listingItems } from '../../src/metadata/listing-items.js';

const LEVEL = 'Words at this level of the post. ';
const deep = (depth: number): string => `${`<div>${LEVEL}`.repeat(depth)}${'</div>'.repeat(depth)}`;
const thread = (depth: number): string =>
  `<!doctype html><html><body>${['ann', 'bo'].map((name) => `<div class="post"><span class="author">${name}</span><span>2024-05-14 10:20</span>${deep(depth)}</div>`).join('')}</body></html>`;
const listing = (depth: number): string =>
  `<!doctype html><html><body><ul>${[1, 2, 3].map((n) => `<li class="card"><h3><a href="/story-${n}">The council votes on the harbour plan, part ${n}</a></h3>${deep(depth)}</li>`).join('')}</ul></body></html>`;

/** Run `read` under a 50 ms budget on a clock that runs one ms a read: the stage it stopped in
 *  and the clock's reads, or undefined when it finished. */
function stopped(read: (deadline: Deadline) => unknown): { stage: string; reads: number } | undefined {
  let reads = 0;
  const deadline = new Deadline(50, 50, () => ++reads);
  try {
    read(deadline);
  } catch (err) {
    expect(err).toBeInstanceOf(TimeoutError);
    return { stage: (err as TimeoutError).stage, reads };
  }
  return undefined;
}

describe('page parts within the budget', () => {
  it("a thread's posts nested 3,000 deep: stopped at the 51st read of the clock, in stage page parts", () => {
    expect(stopped((d) => threadPosts(parseHTML(thread(3_000)).document, d))).toEqual({ stage: 'page parts', reads: 51 });
  });

  it("a listing's cards nested 3,000 deep: stopped at the 51st read of the clock, in stage page parts", () => {
    expect(stopped((d) => listingItems(parseHTML(listing(3_000)).document, '', undefined, d))).toEqual({ stage: 'page parts', reads: 51 });
  });

  it('a shallow thread and listing are read whole', () => {
    const posts = threadPosts(parseHTML(thread(3)).document);
    expect(posts?.map((p) => [p.author, p.time])).toEqual([
      ['ann', '2024-05-14 10:20'],
      ['bo', '2024-05-14 10:20'],
    ]);
    expect(listingItems(parseHTML(listing(3)).document, '', undefined)?.map((i) => i.title)).toEqual([1, 2, 3].map((n) => `The council votes on the harbour plan, part ${n}`));
  });
});
