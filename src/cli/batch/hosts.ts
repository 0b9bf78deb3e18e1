// How `cedst batch` spreads its fetches: at most `concurrency` at once in all, at most `perHost` at
// once on one host, and the starts on one host at least `delayMs` apart, as a polite crawler does.
// Jobs start in the order given, but a job whose host is busy (or must wait out its delay) lets the
// jobs behind it on other hosts go first, so one slow host does not hold up the rest.

export interface HostLimits {
  /** Fetches at once, over every host. */
  concurrency: number;
  /** Fetches at once on one host. */
  perHost: number;
  /** Least time between two starts on one host, in ms. */
  delayMs: number;
}

interface Job {
  host: string;
  start: () => void;
}

export class HostScheduler {
  private active = 0;
  private readonly busy = new Map<string, number>();
  private readonly lastStart = new Map<string, number>();
  private readonly queue: Job[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Once stopped, the delay is not waited out: the jobs left start at once (each then sees the stop). */
  private stopped = false;

  constructor(
    private readonly limits: HostLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Jobs waiting or running. */
  get size(): number {
    return this.queue.length + this.active;
  }

  /** Run `task` when its host and the whole have room; its slot is held until it settles. */
  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        host,
        start: () => {
          task()
            .then(resolve, reject)
            .finally(() => {
              this.active--;
              this.busy.set(host, this.busy.get(host)! - 1);
              this.pump();
            });
        },
      });
      this.pump();
    });
  }

  /** Start whatever is waiting, without the delay (the run is stopping). */
  stop(): void {
    this.stopped = true;
    this.pump();
  }

  private pump(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    let wakeAt = Infinity;
    for (let i = 0; i < this.queue.length && (this.stopped || this.active < this.limits.concurrency); ) {
      const job = this.queue[i]!;
      const busy = this.busy.get(job.host) ?? 0;
      const readyAt = (this.lastStart.get(job.host) ?? -Infinity) + this.limits.delayMs;
      const now = this.now();
      if (!this.stopped && (busy >= this.limits.perHost || readyAt > now)) {
        if (busy < this.limits.perHost) wakeAt = Math.min(wakeAt, readyAt);
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      this.active++;
      this.busy.set(job.host, busy + 1);
      this.lastStart.set(job.host, now);
      job.start();
    }
    if (wakeAt < Infinity && this.queue.length > 0) this.timer = setTimeout(() => this.pump(), Math.max(1, wakeAt - this.now()));
  }
}

/** The host a URL's fetch counts against: its lower-case name (the port aside); '' when the URL
 *  does not parse (its fetch then fails at once). */
export function hostKey(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}
