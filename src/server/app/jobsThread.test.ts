import { describe, expect, it } from 'vitest';
import type { Logger } from '../platform/logger';
import { NO_METER } from '../platform/metrics/meter';
import { startJobsThread } from './jobsThread';

// The jobs thread's keeper (jobsThread.ts), with stand-in threads (jobsThread.fixtures/) that start, fail, end
// on their own or never end: the real thread's body is tested through the server process (api/jobRunner).

const fixture = (name: string) => new URL(`./jobsThread.fixtures/${name}.mjs`, import.meta.url);
const data = { databaseUrl: 'postgres://unused', port: 0 };

/** A logger that keeps what was logged at error level. */
function recordingLogger() {
  const errors: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    error: (fields: Record<string, unknown>, message: string) => errors.push({ fields, message }),
    warn: () => undefined,
    info: () => undefined,
  } as unknown as Logger;
  return { logger, errors };
}

const until = async (what: () => boolean, ms = 15_000) => {
  for (const end = Date.now() + ms; !what();) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the jobs thread', () => {
  it('is started again when it ends on its own, after a pause that doubles each time', async () => {
    const { logger, errors } = recordingLogger();
    const thread = await startJobsThread(data, logger, NO_METER, fixture('startsThenEnds'));
    const restarts = () => errors.filter((e) => e.message === 'jobs thread ended: starting it again');
    await until(() => restarts().length >= 2);
    expect(restarts().map((e) => e.fields.restartInMs)).toEqual([1000, 2000]);
    expect(restarts()[0]!.fields.code).toBe(3);
    await thread.stop(1000);
  }, 20_000);

  it('fails the start when the thread cannot start, and is not started again', async () => {
    const { logger, errors } = recordingLogger();
    await expect(startJobsThread(data, logger, NO_METER, fixture('failsToStart'))).rejects.toThrow(
      'the queue could not start',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(errors.map((e) => e.message)).toEqual(['jobs thread failed']);
  });

  it('stops a thread that obeys at once, and ends one that does not at the deadline', async () => {
    const { logger } = recordingLogger();
    const obeying = await startJobsThread(data, logger, NO_METER, fixture('obeysStop'));
    let obeyed = false;
    const stopped = obeying.stop(60_000).then(() => (obeyed = true));
    // Well before its minute: the thread ended when told.
    await until(() => obeyed, 10_000);
    await stopped;

    const stuck = await startJobsThread(data, logger, NO_METER, fixture('ignoresStop'));
    const asked = Date.now();
    await stuck.stop(300);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(300);
  });
});
