import type pg from 'pg';
import type { UpdateAttendanceResult } from '../../../shared/rsvp/schema';
import { databaseWait, forManyCalls } from '../../platform/http/serverTiming';

// New guests' first answers go to PostgreSQL in batches: each app instance (each pool) sends one statement at a
// time, and the answers that arrive while it is on its way go together in the next one (migration
// 0021_rsvp_new_guests_batch). Alone, an answer goes at once as before; under a crowd, a batch pays one round
// trip, one commit and one WAL flush for all its guests, where each answer used to pay its own: the path a
// shared party link takes, and the bench's updateAttendance row. Each answer in a batch is still decided by
// elk_rsvp_new_guest, in arrival order, so two answers with one contact behave as they would one after the other.

/** One new guest's first answer: elk_rsvp_new_guest's parameters (migrations 0020, 0026), named. */
export type NewGuestCall = {
  event_id: string;
  /** Sorted: `e:<email>` and/or `p:<phone>`, the advisory locks taken for this party. */
  contact_keys: string[];
  /** The per-contact rate-limit counters to count this answer against, in the same order. */
  limit_keys: string[];
  window_start: Date;
  max_hits: number;
  /** false: only count and look the contact up (the answers did not pass the questions' checks). */
  do_insert: boolean;
  name: string;
  email: string | null;
  phone: string | null;
  rsvp_status: string;
  additional_guest_count: number;
  rsvp_message: string | null;
  waitlist_status: string | null;
  notification_preference: string | null;
  token_hash: string;
  text_permission_granted: boolean | null;
  photo_upload_mode: string | null;
  /** The guest's own zone, when their device sent it (issue 43). */
  time_zone: string | null;
  now: Date;
  responded_at: Date | null;
  answers: unknown[];
  id: string;
};

/** What elk_rsvp_new_guest says of one answer. */
export type NewGuestRow = {
  r_hits: number;
  r_taken: boolean;
  r_id: string | null;
  r_email: string | null;
  r_phone: string | null;
  r_rsvp_status: UpdateAttendanceResult['rsvpStatus'];
  r_waitlist_status: UpdateAttendanceResult['waitlistStatus'];
};

const SINGLE = `select * from elk_rsvp_new_guest($1::uuid, $2::text[], $3::text[], $4::timestamptz, $5::int,
  $6::boolean, $7::text, $8::text, $9::text, $10::text, $11::int, $12::text, $13::text, $14::text, $15::text,
  $16::boolean, $17::text, $18::text, $19::timestamptz, $20::timestamptz, $21::jsonb, $22::uuid)`;
const BATCH = 'select * from elk_rsvp_new_guests($1::jsonb)';

/** The most answers in one statement: a batch's locks and its transaction stay short. */
export const MAX_NEW_GUEST_BATCH = 100;

const singleValues = (c: NewGuestCall) => [
  c.event_id,
  c.contact_keys,
  c.limit_keys,
  c.window_start,
  c.max_hits,
  c.do_insert,
  c.name,
  c.email,
  c.phone,
  c.rsvp_status,
  c.additional_guest_count,
  c.rsvp_message,
  c.waitlist_status,
  c.notification_preference,
  c.token_hash,
  c.text_permission_granted,
  c.photo_upload_mode,
  c.time_zone,
  c.now,
  c.responded_at,
  JSON.stringify(c.answers),
  c.id,
];

async function writeAlone(pool: pg.Pool, call: NewGuestCall): Promise<NewGuestRow> {
  const { rows } = await pool.query<NewGuestRow>({
    name: 'elk_rsvp_new_guest',
    text: SINGLE,
    values: singleValues(call),
  });
  return rows[0]!;
}

/**
 * Whether an answer that failed in a batch may be tried alone: PostgreSQL refused the statement (one answer's
 * party deleted meanwhile, a deadlock with another instance's batch over one contact's counter), so the others
 * should not fail with it. Not when it timed out or the connection failed: alone they would only fail again.
 */
function worthTryingAlone(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return false;
  // 08: connection exception; 53: insufficient resources; 57: operator intervention (statement timeout, shutdown).
  return !['08', '53', '57'].includes(code.slice(0, 2));
}

type Pending = { call: NewGuestCall; resolve: (row: NewGuestRow) => void; reject: (err: unknown) => void };

export type NewGuestWriter = {
  write: (call: NewGuestCall) => Promise<NewGuestRow>;
  /** Statements sent so far and the most answers one of them carried (what a test or an operator can check). */
  stats: { statements: number; largestBatch: number };
};

export function createNewGuestWriter(pool: pg.Pool): NewGuestWriter {
  const queue: Pending[] = [];
  let sending = false;
  const stats = { statements: 0, largestBatch: 0 };

  const settleAlone = (p: Pending) => writeAlone(pool, p.call).then(p.resolve, p.reject);

  /** Settles every answer of the batch, and never throws. */
  const send = async (batch: Pending[]) => {
    stats.statements += 1;
    stats.largestBatch = Math.max(stats.largestBatch, batch.length);
    if (batch.length === 1) return settleAlone(batch[0]!);
    try {
      const { rows } = await pool.query<NewGuestRow & { r_ord: number }>({
        name: 'elk_rsvp_new_guests',
        text: BATCH,
        values: [JSON.stringify(batch.map((p) => p.call))],
      });
      const byOrder = new Map(rows.map((row) => [row.r_ord, row]));
      batch.forEach((p, i) => {
        const row = byOrder.get(i);
        if (row) p.resolve(row);
        else p.reject(new Error('elk_rsvp_new_guests returned no row for an answer'));
      });
    } catch (err) {
      if (!worthTryingAlone(err)) return batch.forEach((p) => p.reject(err));
      await Promise.all(batch.map(settleAlone));
    }
  };

  const drain = async () => {
    try {
      while (queue.length) {
        await send(queue.splice(0, MAX_NEW_GUEST_BATCH));
      }
    } finally {
      sending = false;
    }
  };

  return {
    stats,
    write: (call) =>
      // With SERVER_TIMING on, each answer counts its wait for the batch as database time.
      databaseWait(
        new Promise<NewGuestRow>((resolve, reject) => {
          queue.push({ call, resolve, reject });
          if (sending) return;
          sending = true;
          // After the callbacks of this turn of the event loop: answers that arrived together go together.
          forManyCalls(() => setImmediate(() => void drain()));
        }),
      ),
  };
}

const writers = new WeakMap<pg.Pool, NewGuestWriter>();

/** The writer of an app instance's pool (one statement in flight per pool). */
export function newGuestWriterFor(pool: pg.Pool): NewGuestWriter {
  let writer = writers.get(pool);
  if (!writer) {
    writer = createNewGuestWriter(pool);
    writers.set(pool, writer);
  }
  return writer;
}
