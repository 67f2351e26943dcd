import { describe, expect, it } from 'vitest';
import {
  formatGoal,
  formatMarkdown,
  formatMeasured,
  formatTable,
  judge,
  missingRow,
  ratio,
  README_TABLE_END,
  README_TABLE_START,
  replaceReadmeTable,
  row,
  summarize,
} from '../../bench/report';
import { pageLoadMetricRows, type PageLoad } from '../../bench/rows/pageLoadRows';
import { percentile } from '../../bench/stats';
import { totalBlockingTime } from '../../bench/pageLoad';

// The bench's pure bits: the verdicts its table prints must follow the goals exactly.

describe('ratio', () => {
  it('is Elk over the baseline, and null when either is missing or the baseline is zero', () => {
    expect(ratio(300, 1000)).toBeCloseTo(0.3);
    expect(ratio(null, 1000)).toBeNull();
    expect(ratio(300, undefined)).toBeNull();
    expect(ratio(300, 0)).toBeNull();
  });
});

describe('judge', () => {
  it('holds a goal at its boundary and fails just past it', () => {
    expect(judge(0.3, { op: '>=', target: 0.3, unit: '×' })).toBe('pass');
    expect(judge(0.29, { op: '>=', target: 0.3, unit: '×' })).toBe('fail');
    expect(judge(100, { op: '<=', target: 100, unit: 'ms' })).toBe('pass');
    expect(judge(100.5, { op: '<=', target: 100, unit: 'ms' })).toBe('fail');
    expect(judge(0, { op: '=', target: 0, unit: '' })).toBe('pass');
    expect(judge(1, { op: '=', target: 0, unit: '' })).toBe('fail');
  });

  it('reports a figure without a goal as info and an unmeasured one as missing, never as a pass', () => {
    expect(judge(42)).toBe('info');
    expect(judge(null, { op: '<=', target: 100, unit: 'ms' })).toBe('missing');
    expect(judge(Number.NaN, { op: '<=', target: 100, unit: 'ms' })).toBe('missing');
  });
});

describe('formatting', () => {
  it('prints goals and measured values with their units', () => {
    expect(formatGoal({ op: '>=', target: 0.4, unit: '×' })).toBe('≥ 0.4×');
    expect(formatGoal({ op: '<=', target: 100, unit: 'ms' })).toBe('≤ 100 ms');
    expect(formatGoal({ op: '=', target: 300, unit: '' })).toBe('= 300');
    expect(formatMeasured(0.4567, { op: '>=', target: 0.4, unit: '×' })).toBe('0.46×');
    expect(formatMeasured(87.6, { op: '<=', target: 100, unit: 'ms' })).toBe('88 ms');
    expect(formatMeasured(null)).toBe('–');
  });

  const rows = [
    row({
      work: 'getEvent as visitor, 200 connections',
      elk: '2,000 req/s, p99 90 ms',
      baseline: 'read: 5,000 req/s',
      measured: 0.4,
      goal: { op: '>=', target: 0.3, unit: '×' },
    }),
    row({
      work: 'lost',
      elk: '10 OK, 9 stored',
      baseline: '',
      measured: 1,
      goal: { op: '=', target: 0, unit: '' },
    }),
    missingRow('page load', 'page-load probe missing | later'),
  ];

  it('aligns every column of the terminal table', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines).toHaveLength(2 + rows.length);
    const resultColumn = lines[0]!.indexOf('result');
    expect(lines[2]!.slice(resultColumn)).toBe('pass');
    expect(lines[3]!.slice(resultColumn)).toBe('fail');
    expect(lines[4]!.slice(resultColumn)).toBe('missing');
  });

  it('writes a Markdown table with escaped pipes', () => {
    const lines = formatMarkdown(rows).split('\n');
    expect(lines[0]).toBe('| work | Elk | bare node+pg | measured | goal | result |');
    expect(lines[1]).toBe('| --- | --- | --- | --- | --- | --- |');
    expect(lines[2]).toBe(
      '| getEvent as visitor, 200 connections | 2,000 req/s, p99 90 ms | read: 5,000 req/s | 0.40× | ≥ 0.3× | pass |',
    );
    expect(lines[4]).toContain('page-load probe missing \\| later');
  });

  it('counts passes, failures and rows not measured', () => {
    expect(summarize(rows)).toEqual({ passed: 1, failed: 1, missing: 1 });
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(10);
    expect(percentile(sorted, 100)).toBe(20);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('page-load rows', () => {
  const load = (viewport: 'mobile' | 'desktop', lcpMs: number): PageLoad => ({
    route: 'guest event page',
    viewport,
    fcpMs: 600,
    lcpMs,
    tbtMs: 50,
    jsBytes: 140 * 1024,
    cssBytes: 20 * 1024,
    otherBytes: 0,
    requests: 12,
    scriptRequests: 4,
  });

  it('checks the worse of mobile and desktop against each goal', () => {
    const rows = pageLoadMetricRows('guest event page', {
      mobile: load('mobile', 2400),
      desktop: load('desktop', 900),
    });
    const lcp = rows.find((r) => r.work.includes('LCP'))!;
    expect(lcp.measured).toBe(2400);
    expect(lcp.verdict).toBe('fail');
    expect(lcp.elk).toBe('2400 ms / 900 ms');
    expect(rows.find((r) => r.work.includes('JS sent'))!.verdict).toBe('pass');
  });
});

describe('totalBlockingTime', () => {
  it('counts what passes 50 ms of each long task, clipped to the window from the first paint on', () => {
    // FCP at 1,000 ms, interactive at 5,000 ms.
    const tasks: Array<[number, number]> = [
      [100, 400], // all before the first paint: blocks nobody
      [900, 180], // straddles it: 80 ms after it, so 30 ms blocking
      [2_000, 120], // 70 ms blocking
      [3_000, 40], // short
      [4_950, 200], // clipped at the end to 50 ms: nothing
      [6_000, 300], // after interactive
    ];
    expect(totalBlockingTime(tasks, 1_000, 5_000)).toBe(100);
    // Without a first paint the whole run counts, as it did before the page painted anything.
    expect(totalBlockingTime(tasks, 0, 5_000)).toBe(350 + 130 + 70);
  });
});

describe('replaceReadmeTable', () => {
  it('replaces only the text between the markers, and leaves a README without them alone', () => {
    const readme = `# Elk\n${README_TABLE_START}\nold table\n${README_TABLE_END}\n\n### Scaling\n`;
    expect(replaceReadmeTable(readme, 'new table')).toBe(
      `# Elk\n${README_TABLE_START}\nnew table\n${README_TABLE_END}\n\n### Scaling\n`,
    );
    expect(replaceReadmeTable('# Elk\n', 'new table')).toBe('# Elk\n');
  });
});
