// Dates whose label stands alone on the line before: "Published" in a heading and the
// day in the element after it is the publication date; "Last updated:" before the day makes it
// the modified date, and the page's date only when no other date is shown and it gives no time.
// And the `published` meta tags.
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';

const BODY =
  '<p>The harbour board approved the dredging plan after a two-hour hearing on Tuesday night, ending a dispute that had stalled the work since spring.</p>' +
  '<p>Boat owners had asked for the channel to be deepened before the autumn storms, when silt from the river builds up along the eastern piers.</p>' +
  '<p>Work is due to start next month and last about six weeks, the board said, with the main channel kept open during the day.</p>';

const page = (head: string, meta: string): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbour dredging approved</title>${head}</head>` +
  `<body><article><h1>Harbour dredging approved</h1>${meta}${BODY}</article></body></html>`;

describe('a date after a label of its own', () => {
  it('"Published" alone, the day in the next element: the publication date', () => {
    const r = extract(page('', '<div class="meta"><h4>Published</h4><p class="d">Oct 14, 2025</p></div>'));
    expect(r.date).toBe('2025-10-14');
  });

  it('"Last updated:" alone before the day, the page\'s only date: the modified date, and the date too', () => {
    const r = extract(page('', '<div class="meta"><span>Last updated:</span><span class="d">Dec 12, 2025</span></div>'));
    expect(r.date).toBe('2025-12-12');
    expect(r.modified).toBe('2025-12-12');
  });

  it('"Updated:" with a time, the page\'s only date: a story\'s revision stamp, the modified date alone', () => {
    const r = extract(page('', '<p class="meta">Updated: Dec 12, 2025 4:20 PM</p>'));
    expect(r.date).toBeUndefined();
    expect(r.modified).toBe('2025-12-12T16:20:00');
  });

  it('reads <meta name="published"> and <meta name="published-date">', () => {
    expect(extract(page('<meta name="published" content="July 17, 2025">', '')).date).toBe('2025-07-17');
    expect(extract(page('<meta name="published-date" content="2021-02-16">', '')).date).toBe('2021-02-16');
  });
});
