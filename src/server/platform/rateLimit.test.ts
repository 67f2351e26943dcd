import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './rateLimit';

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

const takeMany = (buckets: TokenBuckets, key: string, n: number) =>
  Array.from({ length: n }, () => buckets.take(key)).filter(Boolean).length;

describe('TokenBuckets', () => {
  it('lets a burst through, then refuses until time refills the bucket', () => {
    const c = clock();
    const buckets = new TokenBuckets(5, 60, c.now);
    expect(takeMany(buckets, 'a', 8)).toBe(5);
    c.advance(1_000); // 60 a minute: one token a second
    expect(takeMany(buckets, 'a', 3)).toBe(1);
    c.advance(60_000);
    expect(takeMany(buckets, 'a', 10)).toBe(5);
  });

  it('counts each key on its own', () => {
    const c = clock();
    const buckets = new TokenBuckets(2, 1, c.now);
    expect(takeMany(buckets, 'a', 3)).toBe(2);
    expect(takeMany(buckets, 'b', 3)).toBe(2);
  });

  it('forgets keys whose bucket is full again, so memory follows the traffic', () => {
    const c = clock();
    const buckets = new TokenBuckets(2, 120, c.now);
    for (let i = 0; i < 100; i++) buckets.take(`k${i}`);
    expect(buckets.size).toBe(100);
    c.advance(2_000);
    buckets.take('fresh');
    expect(buckets.size).toBe(1);
  });
});
