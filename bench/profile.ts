// `npm run bench:profile -- <work> [--rounds=4] [--seconds=3] [--connections=50] [--guests=1000] [--no-profile]`: one kind of
// bench request against one app instance (started with `node --cpu-prof` unless --no-profile), in slices taken
// in turn with the bare server's one-row read, so both meet the same load from the rest of a shared machine.
// Prints the app's CPU time per reply beside the bare server's, then the top functions and packages by self
// time over the measured slices, and leaves the .cpuprofile (open it in Chrome DevTools or speedscope) in a temp
// folder it names. <work>: visitor, guest, host (getEvent), rsvp (updateAttendance by new guests), page
// (GET /event/:id) or healthz (the floor: Express, its middleware and one query). Loopback only, bounded like
// the bench; a tool for finding where time goes, not a measurement of record.
import { readdir, readFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startAppInstance } from './appProcess';
import { bareWorkSpec, startBareServer } from './baseline';
import { isRpcResult, type LoadSpec, newTally, runLoad, settle } from './load';
import { startBenchPostgres } from './postgres';
import { runBenchScript } from './processes';
import { getEventParams } from './rows/getEventRows';
import { rpcBody, type BenchContext } from './rows/context';
import { newGuestRsvps } from './rows/rsvpRows';
import { addGuests, createHost, createParty } from './seed';

type Work = 'visitor' | 'guest' | 'host' | 'rsvp' | 'page' | 'healthz';
const WORKS: Work[] = ['visitor', 'guest', 'host', 'rsvp', 'page', 'healthz'];

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const work = process.argv.slice(2).find((a) => !a.startsWith('--')) as Work | undefined;
const seconds = Number(arg('seconds') ?? 3);
const rounds = Number(arg('rounds') ?? 4);
const profiling = !process.argv.includes('--no-profile');
const connections = Number(arg('connections') ?? 50);
// How many invitees the guest views cycle through: each one's first view also marks the invitation seen (a
// write), so --guests=5000 profiles mostly first views.
const guestCount = Number(arg('guests') ?? 1000);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** Now on the monotonic clock V8's profiles use (µs), the same in every process of the machine. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Where a script lives, shortened: the package for node_modules, the path under the repo, or node's own. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1) : url;
}

/** A frame's name for the summaries: function, place and line. */
const frameName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${placeOf(frame.url)}:${frame.lineNumber + 1}`;

/**
 * Self time by place and by function, and inclusive time (the function or anything it called) of the app's own
 * functions and of the packages' entry points, over the measured windows (µs), the biggest first.
 */
function summarize(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (!windows.some((w) => at >= w.from && at <= w.to)) return;
    const ms = delta / 1000;
    const frame = byId.get(id)!.callFrame;
    add(byFunction, frameName(frame), ms);
    add(byPlace, placeOf(frame.url), ms);
    total += ms;
    // Each function once per sample, however deep its recursion; a package only where it is entered.
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const nodeFrame = byId.get(node)!.callFrame;
      const place = placeOf(nodeFrame.url);
      const parentPlace = placeOf(byId.get(parentOf.get(node) ?? -1)?.callFrame.url ?? '');
      const key = place.startsWith('src/')
        ? frameName(nodeFrame)
        : place !== parentPlace && place !== '(native)'
          ? `[${place}] entered from ${parentPlace}`
          : null;
      if (key && !seen.has(key)) {
        seen.add(key);
        add(inclusive, key, ms);
      }
    }
  });
  const list = (map: Map<string, number>, count = top) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return (
    `By place (self time):\n${list(byPlace)}\n\nBy function (self time):\n${list(byFunction)}\n\n` +
    `Inclusive (the app's functions; packages where entered):\n${list(inclusive, 60)}`
  );
}

/** The measured slices of the app's work, on the profile's clock. */
const windows: { from: number; to: number }[] = [];

async function main() {
  if (!work || !WORKS.includes(work)) throw new Error(`say which work: ${WORKS.join(', ')}`);
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'elk-profile-'));
  // The sampling profiler costs the app CPU too: without it the CPU figures are cleaner.
  if (profiling) process.env.BENCH_CPU_PROF = profileDir;
  const postgres = await startBenchPostgres();
  const bare = await startBareServer(postgres.bareUrl);
  const app = await startAppInstance('A', postgres.appUrl);
  const pool = new pg.Pool({ connectionString: postgres.appUrl, max: 4 });
  try {
    const host = await createHost(pool, 'Profile host');
    const party = await createParty(app, host, 'Profiled party');
    const guests = await addGuests(pool, party, 5000);
    const ctx = { host } as BenchContext;
    const params = getEventParams(ctx, party, guests.slice(0, guestCount));
    const getEvent = (viewer: keyof typeof params): LoadSpec => ({
      url: app.url,
      method: 'POST',
      path: () => '/json/EventService',
      body: (i) => rpcBody('getEvent', params[viewer](i)),
      succeeded: isRpcResult,
    });
    const specs: Record<Work, LoadSpec> = {
      visitor: getEvent('visitor'),
      guest: getEvent('invited guest'),
      host: getEvent('host'),
      rsvp: newGuestRsvps(app.url, party, `profile-${Date.now().toString(36)}`),
      page: { url: app.url, path: () => `/event/${party}` },
      healthz: { url: app.url, path: () => '/healthz' },
    };
    const spec = { ...specs[work], serverCpuSeconds: app.cpuSeconds };
    // The bare server's one-row read in the same conditions: on a shared machine CPU time per reply swells
    // with the load, so the app's is also given as a multiple of the bare one's.
    const bareRead = bareWorkSpec(bare, 'read');
    // Warm-up (JIT, pool; every one of the thousand invitation links opened once), then slices of the app's
    // work and the bare read in turn, so both meet the same load from the rest of the machine.
    const tally = newTally();
    for (let s = 0; s < 20 && tally.next < 1200; s += 3)
      await runLoad(spec, { connections: 10, durationS: 3, tally });
    await runLoad(bareRead, { connections: 10, durationS: 2 });
    await settle(app.url, 10_000);
    const totals = {
      app: { cpu: 0, replies: 0, seconds: 0, postgres: 0 },
      bare: { cpu: 0, replies: 0, seconds: 0, postgres: 0 },
    };
    let worstP99 = 0;
    let failed = 0;
    for (let round = 0; round < rounds; round++) {
      const from = monotonicMicros();
      let postgresBefore = postgres.cpuSeconds();
      const figures = await runLoad(spec, { connections, durationS: seconds, tally });
      totals.app.postgres += postgres.cpuSeconds() - postgresBefore;
      windows.push({ from, to: monotonicMicros() });
      await settle(app.url, 10_000);
      postgresBefore = postgres.cpuSeconds();
      const bareFigures = await runLoad(bareRead, { connections, durationS: seconds });
      totals.bare.postgres += postgres.cpuSeconds() - postgresBefore;
      await settle(bare.url, 10_000);
      for (const [side, f] of [
        ['app', figures],
        ['bare', bareFigures],
      ] as const) {
        totals[side].cpu += ((f.cpuMsPerReply ?? Number.NaN) * f.ok) / 1000;
        totals[side].replies += f.ok;
        totals[side].seconds += f.durationS;
      }
      worstP99 = Math.max(worstP99, figures.p99);
      failed += figures.failed;
    }
    const perReply = (side: keyof typeof totals) => (1000 * totals[side].cpu) / totals[side].replies;
    const rate = (side: keyof typeof totals) => Math.round(totals[side].replies / totals[side].seconds);
    const postgresPerReply = (side: keyof typeof totals) =>
      (1000 * totals[side].postgres) / totals[side].replies;
    console.log(
      `${work}: ${rate('app')} replies/s over ${connections} connections, worst p99 ${Math.round(worstP99)} ms, ` +
        `${failed} failed, ${perReply('app').toFixed(3)} ms app CPU per reply ` +
        `(bare read: ${rate('bare')}/s, ${perReply('bare').toFixed(3)} ms; app/bare ${(perReply('app') / perReply('bare')).toFixed(2)}×); ` +
        `PostgreSQL CPU per reply ${postgresPerReply('app').toFixed(3)} ms (bare read: ${postgresPerReply('bare').toFixed(3)} ms)`,
    );
  } finally {
    await pool.end();
    await app.stop();
  }
  if (!profiling) return;
  // The main thread's profile (thread 0); the module loader's thread writes one too.
  const file = (await readdir(profileDir)).sort().find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written to ${profileDir}`);
  const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as Profile;
  console.log(
    `\n${summarize(profile)}\n\nProfile (whole life of the instance): ${path.join(profileDir, file)}`,
  );
}

await runBenchScript(main);
