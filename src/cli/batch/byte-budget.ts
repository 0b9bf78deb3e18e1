// The bytes of fetched pages that `cedst batch` holds before they reach the pool: each fetch takes
// its body's bytes from one budget as they arrive, and gives them back once its page is on the pool
// (or has failed). A fetch whose next chunk would pass the budget waits, its socket paused, so
// memory no longer grows with -c × --max-bytes (-c 64 and 19 MB pages: 1.53 GB). The oldest holder
// is never made to wait, so that fetches holding parts of pages cannot wait on each other for
// ever: the budget may be passed by at most one page (--max-bytes).

export class ByteBudget {
  /** Bytes taken by each holder, oldest first (a Map keeps insertion order). */
  private readonly holders = new Map<object, number>();
  private readonly waiting: { owner: object; bytes: number; grant: () => void }[] = [];
  /** Bytes taken and not given back. */
  held = 0;
  /** The most bytes held at once. */
  peak = 0;

  constructor(readonly capacity: number) {}

  private fits(owner: object, bytes: number): boolean {
    return this.held + bytes <= this.capacity || this.holders.keys().next().value === owner || this.holders.size === 0;
  }

  private grant(owner: object, bytes: number): void {
    this.holders.set(owner, (this.holders.get(owner) ?? 0) + bytes);
    this.held += bytes;
    this.peak = Math.max(this.peak, this.held);
  }

  /** Take `bytes` for `owner`, once they fit. */
  take(owner: object, bytes: number): Promise<void> | undefined {
    const oldest = this.holders.size === 0 || this.holders.keys().next().value === owner;
    if (oldest || (this.waiting.length === 0 && this.fits(owner, bytes))) {
      this.grant(owner, bytes);
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push({ owner, bytes, grant: resolve }));
  }

  /** Give back everything `owner` took, and let in whoever now fits, in order. */
  release(owner: object): void {
    const bytes = this.holders.get(owner);
    if (bytes === undefined) return;
    this.holders.delete(owner);
    this.held -= bytes;
    this.admit();
  }

  private admit(): void {
    while (this.waiting.length > 0) {
      const next = this.waiting[0]!;
      // The oldest holder may be waiting behind a newer one: it goes first.
      const oldest = this.holders.keys().next().value;
      const first = this.waiting.find((w) => w.owner === oldest) ?? next;
      if (!this.fits(first.owner, first.bytes)) return;
      this.waiting.splice(this.waiting.indexOf(first), 1);
      this.grant(first.owner, first.bytes);
      first.grant();
    }
  }
}
