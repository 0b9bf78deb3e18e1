// The publication and modified dates, read together because each decides the other: the date the
// markup declares (published.ts) weighed against the dates in the page's lines (line-dates.ts), a
// thread's first stamp, the modified date (modified.ts, else an "Updated" line), the address's
// day, and last a shown "Updated" line when the page shows no other date.
import { NO_DEADLINE } from '../core/budget.js';
import type { Metadata } from '../core/types.js';
import { findDate } from './date.js';
import { firstStamp } from './forum-poster.js';
import { lineDates, showsDay } from './line-dates.js';
import { findModified } from './modified.js';
import { dateOptions, type MetadataReader } from './reader.js';
import { canonicalUrl } from './site.js';
import { urlDate } from './url-date.js';

/** A line date scoring this much (a labelled line, or a dated line right under the headline)
 *  wins over a meta tag that gives another day. */
const DATE_TRUST = 9;

export const dates: MetadataReader = {
  fields: ['date', 'modified'],
  reads: 'lines',
  read: ({ head: { parts, ld }, lines: read }, context) => {
    if (!read) return {};
    const { structured, region, located: pl } = read;
    const opts = dateOptions(context);
    const out: Partial<Metadata> = {};
    const deadline = context.deadline ?? NO_DEADLINE;
    const lines = lineDates(pl, opts, context.crawlDate, deadline);
    let date = structured;
    // A thread's first post is dated by its stamp, whatever a reply's stamp under the subject says.
    const stamp = firstStamp(pl);
    const threadDate = stamp === undefined ? undefined : findDate(pl.lines[stamp]!.text, opts)?.iso;
    const best = threadDate ? undefined : lines.best;
    if (threadDate) date = threadDate;
    // The modified date as the markup states it (JSON-LD, meta, microdata, an "Updated" <time>).
    const marked = findModified(parts, ld, region, opts);
    // The markup's published day, when the page shows it nowhere: the page's own dateline is then
    // another day (the one it was revised on, which guides and reviews show as their date).
    const hidden = (): boolean => !!structured && !showsDay(pl, structured.slice(0, 10), opts, deadline);
    if (best) {
      const day = best.iso.slice(0, 10);
      if (structured && structured.slice(0, 10) === day) date = structured.length >= best.iso.length ? structured : best.iso;
      // A shown date weakly placed, but the very day the markup says the page was modified, beside
      // a published day the page does not show: the shown date is the page's.
      else if (!structured || best.score >= DATE_TRUST || (marked?.slice(0, 10) === day && hidden())) date = best.iso;
    }
    // The modified date: the markup's, else an "Updated"/更新 line.
    const modified = marked ?? lines.modified;
    // A day in the page's address, when the page states no date at all. Not on a page that states
    // only its update: the address's day is then most often that of the update.
    if (!date && !modified) date = urlDate(canonicalUrl(parts, ld, context.url));
    // A page whose only shown date is the day of its update ("Updated on March 5, 2025": guides
    // and reviews date themselves so) is dated by it. An update stamped to the minute ("Updated:
    // Thu Jan. 12 2012 06:21:15") is a news story's revision, not its date; a modified date only
    // the markup states is not shown: both stay the modified date alone. `modified` stays beside
    // the date, telling that the day is an update's.
    const byUpdate = !date && lines.modified !== undefined && !lines.modified.includes('T');
    if (byUpdate) date = lines.modified;
    if (date) out.date = date;
    if (modified && (byUpdate || modified !== date) && (!date || modified.slice(0, 10) >= date.slice(0, 10))) out.modified = modified;
    return out;
  },
};
