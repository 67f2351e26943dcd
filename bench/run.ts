// `npm run bench`: prints latency and throughput figures for the API on a real embedded PostgreSQL.
// Loopback only; every loop is bounded.
import { eq } from 'drizzle-orm';
import { outbox } from '../src/server/db/schema';
import { measure, startBenchApp } from './harness';

const bench = await startBenchApp();
const rpc = async (service: string, method: string, params: Record<string, unknown>, ip = '127.0.0.1') => {
  const res = await fetch(`${bench.url}/json/${service}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: '1',
      method,
      params: { header: { deviceId: 'WEB-bench' }, ...params },
    }),
  });
  return (await res.json()) as { result?: Record<string, unknown>; error?: { message: string } };
};

try {
  // One signed-in user for the authenticated calls.
  await rpc('AuthenticationService', 'sendEmailSignInCode', { emailAddress: 'bench@example.com' });
  const [mail] = await bench.deps.db.select().from(outbox).where(eq(outbox.to, 'bench@example.com'));
  const code = /\b(\d{6})\b/.exec(mail!.text)![1];
  const signIn = await rpc('AuthenticationService', 'signInWithEmailAndCode', {
    emailAddress: 'bench@example.com',
    code,
  });
  const auth = await rpc('AuthenticationService', 'authenticate', {
    verifiedEmailAddress: 'bench@example.com',
    firebaseIDToken: signIn.result!.firebaseCustomToken,
  });
  const header = {
    deviceId: 'WEB-bench',
    userId: auth.result!.userId,
    accessToken: auth.result!.accessToken,
  };
  await rpc('EventService', 'createElkUser', { header, elkUser: { name: 'Bench' } });

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
