import { describe, expect, it } from 'vitest';
import type { LoadFigures } from '../../bench/load';
import { bareBeside, bareBesideText } from '../../bench/rows/besideBare';
import { ratio } from '../../bench/report';

// A ratio row divides the app's rate by the bare server's measured just before and just after it.

const run = (rps: number, cpuMsPerReply?: number): LoadFigures => ({
  rps,
  p50: 1,
  p99: 2,
  sent: rps * 8,
  ok: rps * 8,
  failed: 0,
  durationS: 8,
  cpuMsPerReply,
});

describe('the bare runs beside an app run', () => {
  it('compare against the mean of the run before and the run after', () => {
    const bare = bareBeside('update', run(8000, 0.061), run(6000, 0.072));
    expect(bare.rps).toBe(7000);
    expect(ratio(3500, bare.rps)).toBe(0.5);
  });

  it('are both printed, rates and CPU per reply', () => {
    const text = bareBesideText(bareBeside('read', run(12_345.6, 0.058), run(11_900, 0.061)));
    expect(text).toBe('read beside it: 12,346 / 11,900 req/s before / after, 0.06 / 0.06 ms CPU/reply');
  });

  it('say when a run could not read the server CPU', () => {
    expect(bareBesideText(bareBeside('read', run(100), run(100, 0.1)))).toContain('? / 0.10 ms CPU/reply');
  });
});
