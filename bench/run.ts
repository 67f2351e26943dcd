// `npm run bench`: prints latency and throughput figures for the API on a real embedded PostgreSQL.
// Loopback only; every loop is bounded.
import { benchRpc, measure, signInBenchUser, startBenchApp } from './harness';

const bench = await startBenchApp();
const rpc = benchRpc(bench);

try {
  // One signed-in user for the authenticated calls.
  const header = await signInBenchUser(bench, rpc, 'bench@example.com');

  console.log('Elk API benchmark (loopback, embedded PostgreSQL, 2-core machine)');
  await measure('GET /healthz', 500, 10, async () => {
    await (await fetch(`${bench.url}/healthz`)).text();
  });
  await measure('EventService.getElkUser (session + 3 queries)', 1000, 1, async () => {
    await rpc('EventService', 'getElkUser', { header });
  });
  await measure('EventService.getElkUser', 2000, 20, async () => {
    await rpc('EventService', 'getElkUser', { header });
  });
  await measure('AuthenticationService.sendEmailSignInCode', 300, 10, async (i) => {
    const r = await rpc(
      'AuthenticationService',
      'sendEmailSignInCode',
      { emailAddress: `b${i}@example.com` },
      `2001:db8::${i.toString(16)}`,
    );
    if (!r.result) throw new Error(r.error?.message);
  });
} finally {
  await bench.stop();
}
