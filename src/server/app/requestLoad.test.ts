import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLoadGate, watchRequestLoad } from './requestLoad';

// Background jobs yield to requests (requestLoad.ts): the gate the jobs thread waits at, and the watch the
// requests' thread keeps on its event loop.

describe('the gate a batch of jobs waits at', () => {
  afterEach(() => vi.useRealTimers());

  it('lets a batch go at once while requests are quiet', async () => {
    const gate = requestLoadGate(1000);
    let passed = false;
    await gate.whenQuiet().then(() => (passed = true));
    expect(passed).toBe(true);
  });

  it('holds batches while requests are busy, until they are quiet or for the longest wait', async () => {
    vi.useFakeTimers();
    const gate = requestLoadGate(1000);
    gate.setBusy(true);
    const passed: string[] = [];
    void gate.whenQuiet().then(() => passed.push('first'));
    await vi.advanceTimersByTimeAsync(999);
    expect(passed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(passed).toEqual(['first']);
    // Still busy: the next batch waits too, and goes when the requests are quiet again.
    void gate.whenQuiet().then(() => passed.push('second'));
    await vi.advanceTimersByTimeAsync(500);
    expect(passed).toEqual(['first']);
    gate.setBusy(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toEqual(['first', 'second']);
  });
});

describe('the watch on the requests’ event loop', () => {
  it('says busy when callbacks keep the loop running, and quiet again when it waits', async () => {
    const reports: boolean[] = [];
    const stop = watchRequestLoad((busy) => reports.push(busy), 50);
    // Two samples' worth of work without a pause, then idle time.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const until = performance.now() + 150;
    while (performance.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    expect(reports).toEqual([true, false]);
  });
});
