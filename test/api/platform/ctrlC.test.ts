import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../../src/server/platform/db/embedded';
import { dataDirWithGallery, processesOn } from '../../helpers/serverProcess';

// Ctrl-C in a terminal (issue 40): the terminal sends SIGINT to the whole foreground process group, the server
// and its embedded PostgreSQL alike, which then stops under the server's open connections. The usual moment is
// the first one: /healthz answers as soon as the port is open, while the jobs thread is still starting, whose
// start then fails on the stopped database. One Ctrl-C is one stop: exit 0, no error lines. (A real second signal
// still forces the exit: shutdown.test.ts.)

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });

it('SIGINT to the process group of `npm run dev`, once /healthz answers: exits 0, no error, nothing left running', async () => {
  const data = await dataDirWithGallery('elk-ctrl-c-');
  const port = await freePort();
  cleanups.push(data.remove);
  // What `npm run dev` runs (npm itself is left out: its `sh -c` dies of the SIGINT, and npm with it, whatever
  // the server does).
  const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '20000',
    },
    // Its own process group, as a terminal's foreground job is: -pid signals all of it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  app.stdout.on('data', (d) => (output += d));
  app.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => app.on('close', (code) => resolve(code)));
  cleanups.push(async () => {
    if (app.exitCode === null && app.signalCode === null) process.kill(-app.pid!, 'SIGKILL');
  });

  let healthy = false;
  for (const until = Date.now() + 60_000; !healthy && Date.now() < until;) {
    healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(healthy, output).toBe(true);
  expect(processesOn(data.dir).length).toBeGreaterThan(0);

  process.kill(-app.pid!, 'SIGINT');
  expect(await exited, output).toBe(0);
  const lines = logLines(output);
  expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  expect(output).not.toContain('shutdown incomplete');
  expect(output).not.toContain('Called end on pool more than once');
  expect(output).not.toContain('Server is not running');
  expect(lines.some((line) => line.msg === 'stopping')).toBe(true);
  expect(processesOn(data.dir)).toEqual([]);
}, 90_000);
