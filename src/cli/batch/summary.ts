// Counts of a batch run and the one-line summary printed on stderr at the end.
import { flagName } from '../../options/table.js';

/** The flag that lets a batch fetch the addresses it refused (blocked_address). */
const ALLOW_PRIVATE = `--${flagName(['fetch', 'allowPrivateAddresses'])}`;

/** `1 record`, `2 records`. */
export const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

export class Summary {
  ok = 0;
  skipped = 0;
  /** Records done whose lines the output failed to take (a disk full), and why. */
  notWritten = 0;
  lost = '';
  readonly errors = new Map<string, number>();
  /** Records by their page type (an extraction's, or a page_type record's), when the run gives one. */
  readonly pageTypes = new Map<string, number>();
  /** Whether the line shows them: a run that filters by type (--page-types). */
  showPageTypes = false;
  private readonly start = performance.now();

  add(error?: { code: string }, pageType?: string): void {
    if (pageType) this.pageTypes.set(pageType, (this.pageTypes.get(pageType) ?? 0) + 1);
    if (error) this.errors.set(error.code, (this.errors.get(error.code) ?? 0) + 1);
    else this.ok++;
  }

  /** Records written (or kept out by a filter): ok plus every error. */
  get records(): number {
    let n = this.ok;
    for (const c of this.errors.values()) n += c;
    return n;
  }

  get failed(): number {
    return this.records - this.ok;
  }

  get seconds(): number {
    return (performance.now() - this.start) / 1000;
  }

  /** e.g. `cedst: 1234 records: 1200 ok, 20 not_html, 14 timeout (56.1 pages/s, 22.0 s)`, with
   *  --page-types `…, 14 timeout, page types: 1100 article, 80 listing, 20 other (…)`; `1 record`. */
  line(): string {
    const parts = [`${this.ok} ok`, ...[...this.errors].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code, n]) => `${n} ${code}`)];
    if (this.skipped) parts.push(`${this.skipped} skipped (already in the output)`);
    const types = [...this.pageTypes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (this.showPageTypes && types.length) parts.push(`page types: ${types.map(([t, n]) => `${n} ${t}`).join(', ')}`);
    const lost = this.notWritten ? `; ${this.notWritten} not written (${this.lost})` : '';
    // A refused URL is named only inside its record: the summary says how to allow them.
    const blocked = this.errors.get('blocked_address');
    const refused = blocked ? `; ${plural(blocked, 'URL')} refused as loopback, private or special-purpose addresses (${ALLOW_PRIVATE} fetches them)` : '';
    const s = this.seconds;
    const rate = s > 0 ? this.records / s : 0;
    return `cedst: ${plural(this.records, 'record')}: ${parts.join(', ')}${lost}${refused} (${rate.toFixed(1)} pages/s, ${s.toFixed(1)} s)`;
  }
}
