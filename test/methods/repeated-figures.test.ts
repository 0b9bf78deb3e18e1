// A line with a figure that the page says twice, every copy inside the article, is the article's
// data only beside text of its own (a product card's name over its rating, fixtures/structure/
// en-product-roundup); a video strip's durations under linked titles are furniture however often
// they repeat (a regression the structure work brought in, seen on a shared news page).
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';

const para = (n: number) =>
  `<p>The harbour board met on Tuesday evening to weigh the ferry plan, paragraph ${n}, and members spent most of the session on the cost of the new pier, the timetable for the works and the noise the piling would bring to the houses along the quay through the winter months.</p>`;
const video = (title: string, time: string) => `<div class="card"><a href="/v/${title.length}">${title}</a><div class="meta">${time} - Source: Harbour TV</div></div>`;
const strip = [video('Ferry pier plans shown', '03:29'), video('Quay residents speak', '01:16'), video('Board vote explained', '00:57')].join('');
const page = `<html><head><title>Harbour board backs ferry pier</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<article><h1>Harbour board backs ferry pier</h1>${para(1)}${para(2)}
<div class="videos">${strip}${strip}</div>${para(3)}${para(4)}</article>
<footer><p>Contact the newsroom</p></footer></body></html>`;

describe('repeated lines with figures', () => {
  const x = extract(page, {});

  it('keeps the article', () => {
    expect(x.paragraphs.filter((p) => p.startsWith('The harbour board met'))).toHaveLength(4);
  });

  it("drops a video strip's durations, said twice under linked titles", () => {
    expect(x.text).not.toContain('Source: Harbour TV');
  });
});
