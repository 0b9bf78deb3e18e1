// Dates whose label stands alone on the line before: "Published" in a heading and the
// day in the element after it is the publication date; "Last updated:" before the day makes it
// the modified date, and the page's date only when no other date is shown and it gives no time.
// And the `published` meta tags.
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { parseDocument } from '../../src/dom/parse.js';
import { locate, walkLines } from '../../src/metadata/lines.js';
import { lineDates } from '../../src/metadata/line-dates.js';

const BODY =
  '<p>The harbour board approved the dredging plan after a two-hour hearing on Tuesday night, ending a dispute that had stalled the work since spring.</p>' +
  '<p>Boat owners had asked for the channel to be deepened before the autumn storms, when silt from the river builds up along the eastern piers.</p>' +
  '<p>Work is due to start next month and last about six weeks, the board said, with the main channel kept open during the day.</p>';

/** The story's page: `head` in its head, `meta` under the headline, `above` over it. */
const page = (head: string, meta: string, above = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Harbour dredging approved</title>${head}</head>` +
  `<body><article>${above}<h1>Harbour dredging approved</h1>${meta}${BODY}</article></body></html>`;

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

describe('a stamp in brackets closing the story', () => {
  const story = [
    '流感疫情持續升溫，根據衛生單位最新的監測資料，上週又新增一百多例流感併發症病例，各大醫院急診室的候診人潮明顯增加。',
    '醫師提醒，出現高燒、呼吸急促或意識改變等危險徵兆時應儘速就醫，年長者、幼童和慢性病患者更要提高警覺。',
    '衛生單位也呼籲，尚未接種疫苗的高風險族群把握時間接種，外出時戴口罩、勤洗手，減少前往人潮擁擠的場所。',
    '為了因應春節連假的就醫需求，各地區醫院的類流感門診在假期間也天天開診，民眾可以先查詢開診時段再前往。',
  ];
  const lines = (stamp: string) => {
    const doc = parseDocument(`<html><head><title>流感疫情升溫</title></head><body><h2>流感疫情升溫</h2>${story.map((p) => `<p>${p}</p>`).join('')}<p>${stamp}</p><div>關於我們</div></body></html>`);
    // The method kept the stamp as the article's last line.
    return lineDates(locate(walkLines(doc), '流感疫情升溫', [...story, stamp]), {});
  };

  it('"(2012-01-17 20:00) 晚間新聞" as the article\'s last line dates it', () => {
    expect(lines('(2012-01-17 20:00) 晚間新聞').best?.iso).toBe('2012-01-17T20:00:00');
  });
  it('a bare timestamp, or a date without its time, there is no stamp', () => {
    expect(lines('2012-06-14 00:00:00.0').best).toBeUndefined();
    expect(lines('(2012-01-17) 晚間新聞').best).toBeUndefined();
  });
});

describe("hAtom's published time", () => {
  it('reads the machine date in the title of <abbr class="published">, not the text shown', () => {
    const r = extract(page('', '<p class="byline">By Ana Ruiz, <abbr class="published" title="2012-11-08T10:15:00-05:00">3 hours ago</abbr></p>'));
    expect(r.date).toBe('2012-11-08T10:15:00-05:00');
  });
  it('an <abbr> that hAtom does not mark published is an abbreviation', () => {
    const r = extract(page('', '<p class="byline">By Ana Ruiz, <abbr title="2012-11-08T10:15:00-05:00">3 hours ago</abbr></p>'));
    expect(r.date).toBeUndefined();
  });
});

describe('a <time> above the headline', () => {
  const above = (before: string): string => page('', '', before);
  it('on the line right over the headline, its datetime dates the page', () => {
    expect(extract(above('<p class="meta"><time datetime="2023-10-12T19:38:01Z">10/12/2023 7:38 PM</time> | 3 minute read</p>')).date).toBe('2023-10-12T19:38:01+00:00');
  });
  it("three lines over it, it is the site's and dates nothing", () => {
    const far = '<p><time datetime="2023-10-12">Today</time></p><p>Weather: 14°C</p><p>Subscribe</p><p>Local news</p>';
    expect(extract(above(far)).date).toBeUndefined();
  });
});
