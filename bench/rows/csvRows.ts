import { type Row, missingRow, row } from '../report';
import { type BenchContext } from './context';
import { createParty } from '../seed';

// Row 6: the host imports 10,000 guests from a CSV (POST /api/invites/csv) and exports the list again.

const GUESTS = 10_000;

export async function csvRows(ctx: BenchContext): Promise<Row[]> {
  try {
    const eventId = await createParty(ctx.app, ctx.host, 'CSV party');
    const lines = Array.from({ length: GUESTS }, (_, i) => `"Guest ${i}",csv${i}@bench.example`);
    const form = new FormData();
    form.set('eventId', eventId);
    form.set('authHeader', JSON.stringify(ctx.host));
    form.set(
      'multipartFile',
      new Blob([`Name,Email\n${lines.join('\n')}\n`], { type: 'text/csv' }),
      'guests.csv',
    );
    const importStart = performance.now();
    const response = await fetch(`${ctx.app.url}/api/invites/csv`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    const imported = (await response.json()) as { isValid?: boolean; added?: number };
    const importMs = performance.now() - importStart;
    // A time is only worth printing for the whole file: a refused or partial import is no figure.
    if (imported.isValid !== true || imported.added !== GUESTS)
      throw new Error(`import added ${imported.added ?? 0} of ${GUESTS}: ${JSON.stringify(imported)}`);

    const { userId, accessToken } = ctx.host;
    const exportStart = performance.now();
    const exported = await (
      await fetch(`${ctx.app.url}/EventService/GetEventAttendeeCSV/${eventId}/export.csv`, {
        headers: { Authorization: Buffer.from(`${userId}:${accessToken}`).toString('base64') },
        signal: AbortSignal.timeout(60_000),
      })
    ).text();
    const exportMs = performance.now() - exportStart;
    // Every guest plus the host's own row, under the header.
    const exportedRows = exported.trim().split('\n').length - 1;
    if (exportedRows !== GUESTS + 1)
      throw new Error(`export has ${exportedRows} rows, expected ${GUESTS + 1}`);
    return [
      row({
        work: `CSV import of ${GUESTS.toLocaleString('en-US')} guests`,
        elk: `${Math.round(importMs)} ms, ${imported.added} added`,
        baseline: '',
        measured: importMs,
        goal: { op: '<=', target: 3000, unit: 'ms' },
      }),
      row({
        work: `CSV export of ${exportedRows.toLocaleString('en-US')} rows`,
        elk: `${Math.round(exportMs)} ms`,
        baseline: '',
        measured: exportMs,
        goal: { op: '<=', target: 1000, unit: 'ms' },
      }),
    ];
  } catch (err) {
    return [missingRow('CSV import and export', `not measured: ${String(err)}`)];
  }
}
