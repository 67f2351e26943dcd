import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../src/server/platform/db/embedded';
import type { LoadSpec } from './load';
import { spawnNode, waitUntilUp } from './processes';

/** Rows in the baseline's table; reads and updates pick one at random. */
export const BARE_ROWS = 10_000;

const script = fileURLToPath(new URL('./bareServer.ts', import.meta.url));

/** Creates and fills the baseline's tiny table, then starts bareServer.ts as a child on a free loopback port. */
/** A running bare server: where it listens, and its CPU seconds so far. */
export type BareServer = { url: string; cpuSeconds: () => number; peakRssMb: () => number };

/** What the bare server is timed doing: its one-row read or its one-row update. */
export type BareWork = 'read' | 'update';

/** The load of the bare server's `work`, a random row each call. */
export function bareWorkSpec(bare: Pick<BareServer, 'url' | 'cpuSeconds'>, work: BareWork): LoadSpec {
  const randomId = () => 1 + Math.floor(Math.random() * BARE_ROWS);
  return work === 'read'
    ? { url: bare.url, serverCpuSeconds: bare.cpuSeconds, path: () => `/read?id=${randomId()}` }
    : {
        url: bare.url,
        serverCpuSeconds: bare.cpuSeconds,
        method: 'POST',
        path: () => '/update',
        body: () => JSON.stringify({ id: randomId() }),
      };
}

export async function startBareServer(bareUrl: string): Promise<BareServer> {
  const client = new pg.Client({ connectionString: bareUrl });
  await client.connect();
  try {
    await client.query(
      'create table if not exists bench_rows (id integer primary key, name text not null, counter integer not null default 0)',
    );
    await client.query(
      `insert into bench_rows (id, name) select i, 'row ' || i from generate_series(1, ${BARE_ROWS}) as i
       on conflict (id) do nothing`,
    );
    await client.query('vacuum analyze bench_rows');
  } finally {
    await client.end();
  }
  const port = await freePort();
  const child = spawnNode('bare node:http + pg server', script, {
    ...process.env,
    BARE_DATABASE_URL: bareUrl,
    PORT: String(port),
    NODE_ENV: 'production',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${url}/healthz`, 30_000);
  return { url, cpuSeconds: child.cpuSeconds, peakRssMb: child.peakRssMb };
}
