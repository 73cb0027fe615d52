import { afterEach, describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter (through its injected clock)', () => {
  let now = 1_000_000;
  const limiters: RateLimiter[] = [];
  const limiter = (limit: number, windowMs: number) => {
    const created = new RateLimiter(limit, windowMs, () => now);
    limiters.push(created);
    return created;
  };
  afterEach(() => {
    for (const created of limiters.splice(0)) created.close();
    now = 1_000_000;
  });

  it('allows the limit within a window, then refuses with the seconds left', () => {
    const rate = limiter(3, 60_000);
    expect([1, 2, 3].map(() => rate.take('a').allowed)).toEqual([true, true, true]);
    now += 15_000;
    expect(rate.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 44_500;
    expect(rate.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('opens a fresh window once the old one has ended, not before', () => {
    const rate = limiter(1, 10_000);
    expect(rate.take('a').allowed).toBe(true);
    now += 9_999;
    expect(rate.take('a').allowed).toBe(false);
    now += 1;
    expect(rate.take('a').allowed).toBe(true);
    expect(rate.take('a').allowed).toBe(false);
  });

  it('counts refused attempts too, and each client on its own', () => {
    const rate = limiter(2, 10_000);
    rate.take('a');
    rate.take('a');
    rate.take('a');
    expect(rate.take('b').allowed).toBe(true);
    expect(rate.take('b').allowed).toBe(true);
    expect(rate.take('b').allowed).toBe(false);
  });

  it('never says to retry in less than a second', () => {
    const rate = limiter(1, 10_000);
    rate.take('a');
    now += 9_990;
    expect(rate.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
