/**
 * Fixed-window attempt counter kept in this process's memory. With several API processes each
 * counts on its own (the limit per address is then per process): good enough against password
 * guessing from one address; a shared store (Redis) is the step up when we run many processes.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Whether the key is already over its limit (does not count). */
  isBlocked(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return false;
    const entry = this.hits.get(key);
    return !!entry && entry.resetAt > now && entry.count >= this.limit;
  }

  /** Counts one attempt; true when the key is over its limit after it. */
  hit(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return false;
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
      if (this.hits.size > 50_000) this.sweep(now);
    }
    entry.count++;
    return entry.count > this.limit;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
