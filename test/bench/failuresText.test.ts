import { describe, expect, it } from 'vitest';
import type { LoadFigures } from '../../bench/load';
import { failuresText } from '../../bench/rows/context';

// The bench's failure line says why calls failed, summed over the runs it covers.

const run = (over: Partial<LoadFigures>): LoadFigures => ({
  rps: 0,
  p50: 0,
  p99: 0,
  sent: 100,
  ok: 100,
  failed: 0,
  durationS: 1,
  ...over,
});

describe('failuresText', () => {
  it('counts failures with their reasons over the runs, and the calls left unanswered', () => {
    const text = failuresText([
      run({ ok: 97, failed: 3, failures: { '429 Too many requests': 2, ECONNRESET: 1 } }),
      run({ ok: 98, failed: 1, failures: { '429 Too many requests': 1 }, sent: 100 }),
      run({ ok: 90, sent: 100 }),
    ]);
    expect(text).toBe(
      '4 failed (3× 429 Too many requests; 1× ECONNRESET) of 300 sent, 11 unanswered when the run ended',
    );
  });

  it('says only how many failed when none did', () => {
    expect(failuresText([run({})])).toBe('0 failed of 100 sent');
  });
});
