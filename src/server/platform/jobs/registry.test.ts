import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DEFAULT_RETRY, defineJob, type JobContext } from './define';
import {
  attemptOf,
  JobPayloadError,
  jobInserts,
  queuePolicy,
  registered,
  registryOf,
  runBatch,
  runJob,
  runJobBatch,
} from './registry';

// The job registry's logic without a database: definitions, payload checks, the rows enqueued, one attempt.

const greet = defineJob({
  name: 'greet',
  payload: z.object({ personId: z.guid(), email: z.string().min(3) }),
  handler: async () => undefined,
  singletonKey: ({ personId }) => personId,
});

const ID = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';

/** Services with only a real logger, whose lines the test reads (parsed JSON, as an operator sees them). */
function fakeDeps() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { deps: { logger } as unknown as JobContext, lines };
}

const WARN = 40;
const ERROR = 50;

describe('defineJob', () => {
  it('fills in the defaults: retry 3 with backoff, batches of 5 run at once, 25 s expiry', () => {
    expect(greet.retry).toEqual(DEFAULT_RETRY);
    expect(DEFAULT_RETRY).toEqual({ limit: 3, delaySeconds: 10, backoff: true });
    expect(greet.batchSize).toBe(5);
    expect(greet.concurrency).toBe(5);
    expect(greet.expireInSeconds).toBe(25);
  });

  it('completes a partial retry policy from the default', () => {
    const job = defineJob({ ...greet, retry: { limit: 0 } });
    expect(job.retry).toEqual({ limit: 0, delaySeconds: 10, backoff: true });
  });

  it('refuses names pg-boss would not take and settings that make no sense', () => {
    expect(() => defineJob({ ...greet, name: '' })).toThrow(/name/);
    expect(() => defineJob({ ...greet, name: 'send invites' })).toThrow(/name/);
    expect(() => defineJob({ ...greet, name: 'send.invites' })).toThrow(/name/);
    expect(() => defineJob({ ...greet, batchSize: 0 })).toThrow(/batchSize/);
    expect(() => defineJob({ ...greet, concurrency: 1.5 })).toThrow(/concurrency/);
    expect(() => defineJob({ ...greet, expireInSeconds: -1 })).toThrow(/expireInSeconds/);
    expect(() => defineJob({ ...greet, retry: { limit: -1 } })).toThrow(/retry\.limit/);
    expect(() => defineJob({ ...greet, retry: { delaySeconds: Number.NaN } })).toThrow(/delaySeconds/);
  });
});

describe('the registry', () => {
  const other = defineJob({ name: 'other', payload: z.object({}), handler: async () => undefined });

  it('refuses two jobs with one name', () => {
    expect(() => registryOf([greet, other, defineJob({ ...other })])).toThrow('Two jobs are named "other"');
  });

  it('finds a registered definition, and refuses one it was not given (even under a known name)', () => {
    const registry = registryOf([greet]);
    expect(registered(registry, greet)).toBe(greet);
    expect(() => registered(registry, other)).toThrow('Job "other" is not registered');
    expect(() => registered(registry, defineJob({ ...greet }))).toThrow('Job "greet" is not registered');
  });

  it("gives a queue with singleton keys the 'short' policy, others 'standard'", () => {
    expect(queuePolicy(greet)).toBe('short');
    expect(queuePolicy(other)).toBe('standard');
  });
});

describe('jobInserts', () => {
  it("builds one row per payload with the job's key, retry policy and expiry", () => {
    expect(jobInserts(greet, [{ personId: ID, email: 'ann@example.com' }])).toEqual([
      {
        name: 'greet',
        data: { personId: ID, email: 'ann@example.com' },
        singletonKey: ID,
        retryLimit: 3,
        retryDelay: 10,
        retryBackoff: true,
        expireInSeconds: 25,
      },
    ]);
  });

  it('starts a job no earlier than asked', () => {
    const startAfter = new Date('2030-01-01T09:00:00Z');
    const [row] = jobInserts(greet, [{ personId: ID, email: 'ann@example.com' }], {}, { startAfter });
    expect(row!.startAfter).toBe(startAfter);
  });

  it('takes the queue-wide overrides over the definition (tests retry within seconds)', () => {
    const [byDelay] = jobInserts(greet, [{ personId: ID, email: 'ann@example.com' }], {
      retryDelaySeconds: 1,
    });
    expect(byDelay).toMatchObject({ retryLimit: 3, retryDelay: 1, retryBackoff: true });
    const [byLimit] = jobInserts(greet, [{ personId: ID, email: 'ann@example.com' }], { retryLimit: 0 });
    expect(byLimit).toMatchObject({ retryLimit: 0, retryDelay: 10 });
  });

  it('stores what the schema keeps, and no singleton key for a job without one', () => {
    const plain = defineJob({ ...greet, singletonKey: undefined });
    const payload = { personId: ID, email: 'ann@example.com', extra: 'dropped' };
    const [row] = jobInserts(plain, [payload]);
    expect(row!.data).toEqual({ personId: ID, email: 'ann@example.com' });
    expect(row).not.toHaveProperty('singletonKey');
  });

  it('throws on an invalid payload, naming where it is wrong but not its values, before building any row', () => {
    const payloads = [
      { personId: ID, email: 'ann@example.com' },
      { personId: 'not-an-id', email: 'b@' },
    ];
    let thrown: unknown;
    try {
      jobInserts(greet, payloads);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(JobPayloadError);
    const error = thrown as JobPayloadError;
    expect(error).toMatchObject({ job: 'greet', index: 1 });
    expect(error.message).toMatch(/^Job "greet": payload 1 is invalid: personId: .+; email: .+/);
    expect(error.message).not.toContain('not-an-id');
    expect(error.message).not.toContain('b@');
  });

  it('builds nothing for an empty list', () => {
    expect(jobInserts(greet, [])).toEqual([]);
  });
});

describe('attemptOf', () => {
  it('numbers attempts from 1 and calls the one after the last retry final', () => {
    expect(attemptOf({ retryCount: 0, retryLimit: 3 })).toEqual({ number: 1, final: false });
    expect(attemptOf({ retryCount: 2, retryLimit: 3 })).toEqual({ number: 3, final: false });
    expect(attemptOf({ retryCount: 3, retryLimit: 3 })).toEqual({ number: 4, final: true });
    expect(attemptOf({ retryCount: 0, retryLimit: 0 })).toEqual({ number: 1, final: true });
  });
});

describe('runJob', () => {
  const data = { personId: ID, email: 'ann@example.com' };
  const job = (retryCount: number, payload: unknown = data) => ({
    id: 'job-1',
    data: payload,
    retryCount,
    retryLimit: 3,
  });

  function definition(handler: () => Promise<unknown>) {
    const onFinalFailure = vi.fn(async () => undefined);
    const seen = vi.fn();
    const def = defineJob({
      ...greet,
      handler: async (_deps, payload, attempt) => {
        seen(payload, attempt);
        return handler();
      },
      onFinalFailure,
      logFields: ({ personId }) => ({ personId }),
    });
    return { def, onFinalFailure, seen };
  }

  it('runs the handler with the parsed payload and the attempt; a success fails nothing', async () => {
    const { deps } = fakeDeps();
    const { def, seen } = definition(async () => 'SUCCESS');
    const fail = vi.fn(async () => undefined);
    expect(await runJob(def, deps, job(1), fail)).toBe('completed');
    expect(seen).toHaveBeenCalledWith(data, { number: 2, final: false });
    expect(fail).not.toHaveBeenCalled();
  });

  it('fails a thrown attempt and logs it; before the last attempt onFinalFailure does not run', async () => {
    const { deps, lines } = fakeDeps();
    const { def, onFinalFailure } = definition(async () => {
      throw new Error('SMTP said no');
    });
    const fail = vi.fn(async () => undefined);
    expect(await runJob(def, deps, job(2), fail)).toBe('failed');
    expect(fail).toHaveBeenCalledWith('SMTP said no');
    expect(onFinalFailure).not.toHaveBeenCalled();
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: WARN,
        msg: 'job failed',
        job: 'greet',
        queue: 'greet',
        jobId: 'job-1',
        personId: ID,
        attempt: 3,
        finalAttempt: false,
      }),
    );
    // The payload's address stays out of the log line.
    expect(JSON.stringify(lines)).not.toContain('ann@example.com');
  });

  it('runs onFinalFailure after the last attempt, then fails the job', async () => {
    const { deps } = fakeDeps();
    const failure = new Error('still no');
    const { def, onFinalFailure } = definition(async () => Promise.reject(failure));
    const order: string[] = [];
    onFinalFailure.mockImplementation(async () => void order.push('onFinalFailure'));
    const fail = vi.fn(async () => void order.push('fail'));
    expect(await runJob(def, deps, job(3), fail)).toBe('failed');
    // Given the job's own run context (its logger names the job), with the queue's services.
    expect(onFinalFailure).toHaveBeenCalledWith(
      expect.objectContaining({ logger: expect.anything() }),
      data,
      failure,
    );
    expect(order).toEqual(['onFinalFailure', 'fail']);
  });

  it('still fails the job when onFinalFailure throws, and logs that', async () => {
    const { deps, lines } = fakeDeps();
    const { def, onFinalFailure } = definition(async () => Promise.reject('a string'));
    onFinalFailure.mockRejectedValue(new Error('database gone'));
    const fail = vi.fn(async () => undefined);
    expect(await runJob(def, deps, job(3), fail)).toBe('failed');
    expect(fail).toHaveBeenCalledWith('a string');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: ERROR,
        msg: 'job final-failure handler failed',
        job: 'greet',
        jobId: 'job-1',
        finalAttempt: true,
      }),
    );
  });

  it('fails a payload its schema refuses without running the handler, and logs it as an error', async () => {
    const { deps, lines } = fakeDeps();
    const { def, seen, onFinalFailure } = definition(async () => 'SUCCESS');
    const fail = vi.fn(async () => undefined);
    expect(await runJob(def, deps, job(3, { personId: 42 }), fail)).toBe('failed');
    expect(seen).not.toHaveBeenCalled();
    expect(onFinalFailure).not.toHaveBeenCalled();
    expect(fail).toHaveBeenCalledWith(expect.stringMatching(/^invalid payload: personId: .+; email: .+/));
    expect(lines).toContainEqual(
      expect.objectContaining({ level: ERROR, msg: 'job payload is invalid', job: 'greet', jobId: 'job-1' }),
    );
  });

  it('lets a failing fail() reach pg-boss, which then fails the batch', async () => {
    const { deps } = fakeDeps();
    const { def } = definition(async () => Promise.reject(new Error('no')));
    await expect(runJob(def, deps, job(0), () => Promise.reject(new Error('pool ended')))).rejects.toThrow(
      'pool ended',
    );
  });
});

describe("a job run's log lines", () => {
  const EVENT = '0b5d8c1e-2f3a-4b4c-8d9e-0f1a2b3c4d5e';
  const partyJob = defineJob({
    name: 'party-note',
    payload: z.object({ eventId: z.guid() }),
    handler: async (deps) => {
      deps.logger.info({ step: 'reading' }, 'party note');
      throw new Error('no party');
    },
    batchHandler: async (deps, list) => {
      deps.logger.info({ count: list.length }, 'party notes');
      return list.map(() => null);
    },
  });
  const fetchedJob = (id: string, data: unknown) => ({ id, data, retryCount: 0, retryLimit: 3 });

  it("name the queue, the job and the payload's event: the handler's own lines and the queue's", async () => {
    const { deps, lines } = fakeDeps();
    const { batchHandler: _batch, ...oneAtATime } = partyJob;
    await runJob(oneAtATime, deps, fetchedJob('job-9', { eventId: EVENT }), async () => undefined);
    const mine = { queue: 'party-note', jobId: 'job-9', eventId: EVENT };
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'party note', step: 'reading', ...mine }));
    expect(lines).toContainEqual(expect.objectContaining({ level: WARN, msg: 'job failed', ...mine }));
  });

  it("name a batch's jobs, and its event when they share one", async () => {
    const { deps, lines } = fakeDeps();
    const jobs = [fetchedJob('job-1', { eventId: EVENT }), fetchedJob('job-2', { eventId: EVENT })];
    await runJobBatch(partyJob, deps, jobs, async () => undefined);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'party notes',
        queue: 'party-note',
        jobIds: ['job-1', 'job-2'],
        eventId: EVENT,
      }),
    );
  });
});

describe('runJobBatch', () => {
  const OTHER = '7a2d3c0f-4e5b-4f60-9b8c-0d1e2f3a4b5c';
  const payloads = [
    { personId: ID, email: 'ann@example.com' },
    { personId: OTHER, email: 'bo@example.com' },
  ];
  const fetched = (retryCount: number, data: unknown[] = payloads) =>
    data.map((payload, i) => ({ id: `job-${i + 1}`, data: payload, retryCount, retryLimit: 3 }));

  function batchDefinition(batchHandler: (payloads: { personId: string }[]) => Promise<unknown[]>) {
    const onFinalFailure = vi.fn(async () => undefined);
    const handler = vi.fn(async () => undefined);
    const def = defineJob({
      ...greet,
      handler,
      batchHandler: (_deps, list) => batchHandler(list),
      onFinalFailure,
      logFields: ({ personId }) => ({ personId }),
    });
    return { def, onFinalFailure, handler };
  }

  it('runs the batch once with every payload; an error fails only its own job, the others complete', async () => {
    const { deps, lines } = fakeDeps();
    const seen: string[][] = [];
    const { def, onFinalFailure, handler } = batchDefinition(async (list) => {
      seen.push(list.map((payload) => payload.personId));
      return [null, new Error('550 no such user')];
    });
    const fail = vi.fn(async () => undefined);
    expect(await runJobBatch(def, deps, fetched(0), fail)).toEqual(['completed', 'failed']);
    expect(seen).toEqual([[ID, OTHER]]);
    expect(handler).not.toHaveBeenCalled();
    expect(fail).toHaveBeenCalledTimes(1);
    expect(fail).toHaveBeenCalledWith(expect.objectContaining({ id: 'job-2' }), '550 no such user');
    // Not its last attempt: retried by the queue, not given up.
    expect(onFinalFailure).not.toHaveBeenCalled();
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: WARN,
        msg: 'job failed',
        jobId: 'job-2',
        personId: OTHER,
        attempt: 1,
        finalAttempt: false,
      }),
    );
  });

  it('gives up only the failed job after its last attempt (onFinalFailure with its own payload and error)', async () => {
    const { deps } = fakeDeps();
    const failure = new Error('still no');
    const { def, onFinalFailure } = batchDefinition(async () => [failure, null]);
    const fail = vi.fn(async () => undefined);
    expect(await runJobBatch(def, deps, fetched(3), fail)).toEqual(['failed', 'completed']);
    expect(onFinalFailure).toHaveBeenCalledTimes(1);
    expect(onFinalFailure).toHaveBeenCalledWith(
      expect.objectContaining({ logger: expect.anything() }),
      payloads[0],
      failure,
    );
    expect(fail).toHaveBeenCalledWith(expect.objectContaining({ id: 'job-1' }), 'still no');
  });

  it('fails every job when the batch itself throws, and a refused payload alone without running it', async () => {
    const { deps, lines } = fakeDeps();
    const seen: number[] = [];
    const { def } = batchDefinition(async (list) => {
      seen.push(list.length);
      throw new Error('database gone');
    });
    const fail = vi.fn(async () => undefined);
    const jobs = fetched(0, [...payloads, { personId: 'not-an-id' }]);
    expect(await runJobBatch(def, deps, jobs, fail)).toEqual(['failed', 'failed', 'failed']);
    expect(seen).toEqual([2]);
    expect(fail).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'job-3' }),
      expect.stringMatching(/^invalid payload/),
    );
    expect(fail).toHaveBeenCalledWith(expect.objectContaining({ id: 'job-1' }), 'database gone');
    expect(fail).toHaveBeenCalledWith(expect.objectContaining({ id: 'job-2' }), 'database gone');
    expect(lines).toContainEqual(
      expect.objectContaining({ level: ERROR, msg: 'job payload is invalid', jobId: 'job-3' }),
    );
  });
});

describe('runBatch', () => {
  it('runs every job, at most `concurrency` at a time, in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await runBatch([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });
});
