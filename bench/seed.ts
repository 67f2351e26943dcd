import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { SESSION_LIFETIME_MS } from '../src/shared/constants';

// The bench's data: a host signed in by a session row (the app keeps only the token's SHA-256, as
// platform/auth/sessions.ts does), parties made through the app's own editEventDetails, and guest lists written
// by SQL in a few multi-row INSERTs (5,000 guests through the API would take longer than the measurements).

export type RequestHeader = { deviceId: string; userId: string; accessToken: string };

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export async function createHost(pool: pg.Pool, name: string): Promise<RequestHeader> {
  const user = await pool.query<{ id: string }>(
    'insert into users (name, profile_created_at) values ($1, now()) returning id',
    [name],
  );
  const userId = user.rows[0]!.id;
  const accessToken = randomBytes(32).toString('hex');
  await pool.query('insert into sessions (id, user_id, device_id, expires_at) values ($1, $2, $3, $4)', [
    sha256Hex(accessToken),
    userId,
    'WEB-bench',
    // Long enough left that validating the session never renews (writes) it during the run.
    new Date(Date.now() + SESSION_LIFETIME_MS),
  ]);
  return { deviceId: 'WEB-bench', userId, accessToken };
}

export type RpcReply = { result?: Record<string, unknown>; error?: { code: number; message: string } };

/** One JSON-RPC call to `/json/<service>`; `ip` goes in X-Forwarded-For. */
export async function rpc(
  appUrl: string,
  service: string,
  method: string,
  params: Record<string, unknown>,
  ip = '127.0.0.1',
  timeoutMs = 30_000,
): Promise<RpcReply> {
  const res = await fetch(`${appUrl}/json/${service}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ jsonrpc: '2.0', id: '1', method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return (await res.json()) as RpcReply;
}

/** A party tomorrow with a gallery cover, made through the app (so every row the editor writes exists); returns its id. */
export async function createParty(
  app: { url: string; coverUrl: string },
  header: RequestHeader,
  title: string,
): Promise<string> {
  const created = await rpc(app.url, 'EventService', 'editEventDetails', {
    header,
    event: {
      title,
      description: 'A party for the bench.',
      photoUrl: app.coverUrl,
      // Tomorrow, on the editor's 15-minute step.
      startTime: Math.ceil((Date.now() + 86_400_000) / 900_000) * 900_000,
      endTime: 0,
      timeZone: 'UTC',
      // Guests leave an e-mail address only (the default asks for a phone number too).
      communicationPreference: 'EMAIL',
      location: {
        displayName: 'Park',
        placeName: 'Park',
        address: { address1: '1 Main St', city: 'Town' },
        lat: 1,
        lng: 1,
      },
    },
  });
  if (!created.result) throw new Error(`party not created: ${JSON.stringify(created.error)}`);
  return created.result.id as string;
}

export type InvitedGuest = { inviteeUuid: string; token: string };

const STATUSES = ['YES', 'YES', 'YES', 'NO', 'INVITED'] as const;

/**
 * Adds `count` invited guests to the party by SQL (1,000 a statement): three in five said yes, one no, one has
 * not answered. Returns every guest's link credentials (invitee id and token).
 * Their answers are old news, as on a party whose guests answered over weeks: the hosts were told of each and
 * each guest got a confirmation (response_marks), so the notifications job does not spend the whole run
 * sending 6,000 confirmations beside the rows being measured.
 */
export async function addGuests(pool: pg.Pool, eventId: string, count: number): Promise<InvitedGuest[]> {
  const guests: InvitedGuest[] = [];
  for (let start = 0; start < count; start += 1000) {
    const ids: string[] = [];
    const names: string[] = [];
    const emails: string[] = [];
    const statuses: string[] = [];
    const hashes: string[] = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const inviteeUuid = randomUUID();
      const token = randomBytes(16).toString('hex');
      guests.push({ inviteeUuid, token });
      ids.push(inviteeUuid);
      names.push(`Guest ${i}`);
      emails.push(`guest${i}.${eventId.slice(0, 8)}@bench.example`);
      statuses.push(STATUSES[i % STATUSES.length]!);
      hashes.push(sha256Hex(token));
    }
    await pool.query(
      `with added as (
         insert into invitees (id, event_id, name, email, role, rsvp_status, invite_status, token_hash, responded_at)
         select g.id, $1, g.name, g.email, 'ATTENDEE', g.status, 'SUCCESS', g.hash,
                case when g.status = 'INVITED' then null else now() end
         from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[]) as g(id, name, email, status, hash)
         returning id, event_id, rsvp_status, responded_at
       )
       insert into response_marks (invitee_id, event_id, host_told_of, host_told_status, confirmed_of)
       select id, event_id, responded_at, rsvp_status, responded_at from added where responded_at is not null`,
      [eventId, ids, names, emails, statuses, hashes],
    );
  }
  await pool.query('analyze invitees');
  return guests;
}
