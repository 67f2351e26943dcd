// `npm run bench:invites`: the time to import 10,000 guests from a CSV and to export them again, on the real app
// and an embedded PostgreSQL. Loopback only; one run each.
import { benchRpc, signInBenchUser, startBenchApp } from './harness';

const GUESTS = 10_000;
const bench = await startBenchApp();
const rpc = benchRpc(bench);

try {
  const header = await signInBenchUser(bench, rpc, 'bench-invites@example.com');
  const { userId, accessToken } = header;
  const created = await rpc('EventService', 'editEventDetails', {
    header,
    event: {
      title: 'Bench party',
      description: '',
      photoUrl: '/uploads/events/cover.png',
      // Tomorrow, on the editor's 15-minute step.
      startTime: Math.ceil((Date.now() + 86_400_000) / 900_000) * 900_000,
      endTime: 0,
      timeZone: 'UTC',
      location: {
        displayName: 'Park',
        placeName: 'Park',
        address: { address1: '1 Main St', city: 'Town' },
        lat: 1,
        lng: 1,
      },
    },
  });
  if (!created.result) throw new Error(`event not created: ${JSON.stringify(created.error)}`);
  const eventId = created.result.id as string;

  const rows = Array.from({ length: GUESTS }, (_, i) => `"Guest ${i}",guest${i}@example.com`);
  const form = new FormData();
  form.set('eventId', eventId);
  form.set('authHeader', JSON.stringify(header));
  form.set(
    'multipartFile',
    new Blob([`Name,Email\n${rows.join('\n')}\n`], { type: 'text/csv' }),
    'guests.csv',
  );
  const importStart = performance.now();
  const imported = (await (
    await fetch(`${bench.url}/api/invites/csv`, { method: 'POST', body: form })
  ).json()) as {
    isValid?: boolean;
    added?: number;
    message?: string;
  };
  const importMs = performance.now() - importStart;
  // A time is only worth printing for the whole file: a refused or partial import fails the benchmark.
  if (imported.isValid !== true || imported.added !== GUESTS) {
    throw new Error(`import added ${imported.added ?? 0} of ${GUESTS} guests: ${JSON.stringify(imported)}`);
  }

  const exportStart = performance.now();
  const exported = await (
    await fetch(`${bench.url}/EventService/GetEventAttendeeCSV/${eventId}/export.csv`, {
      headers: { Authorization: Buffer.from(`${userId}:${accessToken}`).toString('base64') },
    })
  ).text();
  const exportMs = performance.now() - exportStart;
  // Every guest plus the host's own row, under the header.
  const exportedRows = exported.trim().split('\n').length - 1;
  if (exportedRows !== GUESTS + 1) throw new Error(`export has ${exportedRows} rows, expected ${GUESTS + 1}`);

  console.log('Elk guest-list benchmark (loopback, embedded PostgreSQL)');
  console.log(`CSV import of ${GUESTS} guests: ${importMs.toFixed(0)} ms (${imported.added} added)`);
  console.log(`CSV export of ${exportedRows} rows (guests and host): ${exportMs.toFixed(0)} ms`);
} finally {
  await bench.stop();
}
