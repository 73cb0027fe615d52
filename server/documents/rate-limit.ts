interface Window {
  count: number;
  resetAt: number;
}

// Past this many tracked clients a sweep runs at once, so a flood of addresses cannot grow the map
// without bound between the regular sweeps.
const SWEEP_AT_CLIENTS = 100_000;

/**
 * Fixed-window counter per client, in this process's memory. With several instances each counts on
 * its own, so the effective limit is per instance (docs/documents.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(windowMs, 60_000));
    this.sweeper.unref();
  }

  /** Counts one attempt; when over the limit, says how long until the next one is allowed. */
  take(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.windows.get(client);
    if (window === undefined || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_AT_CLIENTS) this.sweep();
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(client, window);
    }
    window.count += 1;
    if (window.count <= this.limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = this.now();
    for (const [client, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(client);
    }
  }
}
