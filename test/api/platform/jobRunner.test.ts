import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/platform/db/client';
import { createEventFor } from '../events/eventsFixtures';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { dataDirWithGallery, startServer } from '../../helpers/serverProcess';
import { freshDatabase, lastOutboxMessage } from '../../helpers/testApp';

// Where the server process runs its background jobs (JOB_RUNNER, app/jobsThread.ts): by default in a thread of
// its own, with `off` only queueing them for another instance. A new guest's answer sets off a confirmation,
// which only a running job side can send.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

// One DATA_DIR with the cover gallery already rendered, for every server of the file.
let dataDir: string;
let db: Db;
let databaseUrl: string;
beforeAll(async () => {
  const data = await dataDirWithGallery('elk-job-runner-');
  cleanups.push(data.remove);
  dataDir = data.dir;
  const database = await freshDatabase();
  cleanups.push(database.drop);
  db = database.db;
  databaseUrl = database.url;
}, 120_000);

async function serve(jobRunner: 'thread' | 'off') {
  const server = startServer(dataDir, { DATABASE_URL: databaseUrl, JOB_RUNNER: jobRunner });
  const stop = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    return server.exited;
  };
  cleanups.push(stop);
  return { url: await server.url(), stop, output: server.output };
}

const confirmationTo = (email: string) => lastOutboxMessage(db, email, 'confirmation');

async function waitForConfirmation(email: string, ms = 30_000) {
  for (const until = Date.now() + ms; Date.now() < until;) {
    const mail = await confirmationTo(email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation to ${email} within ${ms} ms`);
}

async function answerAsNewGuest(url: string, eventId: string, name: string, email: string) {
  const reply = await rpc(url, 'EventService', 'updateAttendance', {
    eventId,
    invitee: { name, email, rsvpStatus: 'YES' },
  });
  expect(reply.body.result).toMatchObject({ rsvpStatus: 'YES', shouldPromptLogin: false });
}

describe('the server process', () => {
  it('sends a new guest’s confirmation from its jobs thread, and stops it with itself (exit 0)', async () => {
    const server = await serve('thread');
    const host = await signInByEmail(server.url, db, 'thread-host@example.com', 'Thea Host');
    const party = await createEventFor(server.url, host, { title: 'Thread party', questions: [] });
    await answerAsNewGuest(server.url, party.id, 'Tim Thread', 'tim.thread@example.com');

    try {
      const mail = await waitForConfirmation('tim.thread@example.com');
      expect(mail.subject).toBe("You're going to Thread party");
      // The thread's counts reach the requests' thread, whose /metrics (asked from this machine) shows them.
      // They are posted across threads when the job completes, which on a loaded machine may be a moment after
      // the mail it sent is stored: asked until they show.
      const jobCounted = /^elk_job_attempts_total\{queue="party-activity",outcome="completed"\} [1-9]/m;
      const metricsRead = () => fetch(`${server.url}/metrics`).then((reply) => reply.text());
      await expect.poll(metricsRead, { timeout: 10_000, interval: 200 }).toMatch(jobCounted);
      expect(await metricsRead()).toMatch(/^elk_mail_messages_total\{outcome="sent"\} [1-9]/m);
    } finally {
      // Stopped whatever happened: left running, its jobs thread would do the next test's queued work.
      expect(await server.stop()).toBe(0);
    }
  }, 90_000);

  it('with JOB_RUNNER=off only queues: another instance that runs the jobs sends what it left', async () => {
    const queueOnly = await serve('off');
    const host = await signInByEmail(queueOnly.url, db, 'off-host@example.com', 'Olga Host');
    const party = await createEventFor(queueOnly.url, host, { title: 'Queue party', questions: [] });
    await answerAsNewGuest(queueOnly.url, party.id, 'Otto Off', 'otto.off@example.com');
    // Long enough for the party run (0.5 s after the answer) and the send, had this instance run them.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await confirmationTo('otto.off@example.com')).toBeUndefined();

    const runner = await serve('thread');
    const mail = await waitForConfirmation('otto.off@example.com');
    expect(mail.subject).toBe("You're going to Queue party");
    expect(await runner.stop()).toBe(0);
    expect(await queueOnly.stop()).toBe(0);
  }, 120_000);
});
