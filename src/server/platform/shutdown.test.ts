import { describe, expect, it, vi } from 'vitest';
import { describeOutcome, runWithDeadline, type ShutdownStep } from './shutdown';

// The deadline logic alone, on real (short) timers: no server, no database.

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const never = () => new Promise<never>(() => undefined);

function step(name: string, run: ShutdownStep['run'], log?: string[]): ShutdownStep {
  return {
    name,
    run: async (remaining) => {
      log?.push(`start ${name}`);
      await run(remaining);
      log?.push(`end ${name}`);
    },
  };
}

describe('runWithDeadline', () => {
  it('runs the stages in order, the steps of one stage side by side, and is ok when all finish', async () => {
    const log: string[] = [];
    const outcome = await runWithDeadline(
      [
        [step('http', () => sleep(30), log), step('jobs', () => sleep(10), log)],
        undefined,
        step('pool', () => sleep(1), log),
        [undefined, step('postgres', async () => undefined, log)],
      ],
      2000,
    );
    expect(log).toEqual([
      'start http',
      'start jobs',
      'end jobs',
      'end http',
      'start pool',
      'end pool',
      'start postgres',
      'end postgres',
    ]);
    expect(outcome).toMatchObject({
      ok: true,
      finished: ['jobs', 'http', 'pool', 'postgres'],
      failed: [],
      unfinished: [],
      notStarted: [],
    });
    expect(describeOutcome(outcome)).toBe('every step finished');
  });

  it('resolves at the deadline when a step never settles, names it and the steps never started, and forces them', async () => {
    const forced: string[] = [];
    const begin = Date.now();
    const outcome = await runWithDeadline(
      [
        [
          { name: 'http', run: never, force: () => forced.push('http') },
          { name: 'jobs', run: () => sleep(5) },
        ],
        { name: 'pool', run: never, force: () => forced.push('pool') },
        { name: 'postgres', run: never, force: () => forced.push('postgres') },
      ],
      150,
    );
    const took = Date.now() - begin;
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(1000);
    expect(outcome).toMatchObject({
      ok: false,
      finished: ['jobs'],
      unfinished: ['http'],
      notStarted: ['pool', 'postgres'],
    });
    expect(forced).toEqual(['http', 'pool', 'postgres']);
    expect(describeOutcome(outcome)).toBe('http did not finish; not started: pool, postgres');
  });

  it('goes on after a failing step and reports it, so the outcome is not ok', async () => {
    const later = vi.fn(async () => undefined);
    const outcome = await runWithDeadline(
      [
        step('jobs', async () => {
          throw new Error('connection terminated');
        }),
        { name: 'pool', run: later },
      ],
      1000,
    );
    expect(later).toHaveBeenCalledOnce();
    expect(outcome.ok).toBe(false);
    expect(outcome.finished).toEqual(['pool']);
    expect(outcome.failed.map((f) => [f.name, (f.error as Error).message])).toEqual([
      ['jobs', 'connection terminated'],
    ]);
    expect(describeOutcome(outcome)).toBe('jobs failed');
  });

  it('hands each step what is left of the deadline, and a step that throws synchronously or in force is contained', async () => {
    const remaining: number[] = [];
    const outcome = await runWithDeadline(
      [
        step('first', async (ms) => {
          remaining.push(ms);
          await sleep(100);
        }),
        step('second', async (ms) => {
          remaining.push(ms);
        }),
        {
          name: 'sync',
          run: () => {
            throw new Error('at once');
          },
        },
        {
          name: 'stuck',
          run: never,
          force: () => {
            throw new Error('force failed');
          },
        },
      ],
      400,
    );
    expect(remaining[0]).toBeGreaterThan(380);
    expect(remaining[1]).toBeLessThanOrEqual(310);
    expect(outcome).toMatchObject({ finished: ['first', 'second'], unfinished: ['stuck'], notStarted: [] });
    expect(outcome.failed.map((f) => f.name)).toEqual(['sync']);
  });

  it('a step that settles after the deadline changes nothing in the outcome already given', async () => {
    const outcome = await runWithDeadline([step('slow', () => sleep(150))], 50);
    await sleep(200);
    expect(outcome).toMatchObject({ ok: false, finished: [], failed: [], unfinished: ['slow'] });
  });

  it('with nothing to stop, is ok at once', async () => {
    const outcome = await runWithDeadline([undefined, [undefined]], 1000);
    expect(outcome).toMatchObject({ ok: true, finished: [], unfinished: [], notStarted: [] });
    expect(outcome.elapsedMs).toBeLessThan(100);
  });
});
