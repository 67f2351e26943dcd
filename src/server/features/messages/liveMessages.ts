import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invitees, messages } from '../../platform/db/schema';
import type { InviteeRow } from '../../core/access/eventsAccess';
import type { MessageReader } from '../../core/access/partyMembers';
import { guestMaySee, type MessageRow } from './messages';

// Which message changes a party page's live stream tells its viewer (platform/trpc/live.ts): hosts hear of every
// message; a guest only of the ones their history would show them (messages.ts guestMaySee), decided on the
// message and on the guest as they are now. A blast sent to a party's 500 open pages asks these questions 500
// times at once: the loaders answer them with one query for the messages and one for the guests.

const UUID = /^[0-9a-f-]{36}$/;

type Loaders = {
  message: DataLoader<string, MessageRow | null>;
  invitee: DataLoader<string, InviteeRow | null>;
};

const loadersByDb = new WeakMap<Db, Loaders>();

/** Rows by id, in the order asked, null for a missing one. Not cached: each batch reads afresh. */
function byIdLoader<Row extends { id: string }>(read: (ids: string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | null>(
    async (ids) => {
      const rows = new Map((await read([...ids])).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    },
    { cache: false, maxBatchSize: 1000 },
  );
}

function loadersOf(db: Db): Loaders {
  let loaders = loadersByDb.get(db);
  if (!loaders) {
    loaders = {
      message: byIdLoader((ids) => db.select().from(messages).where(inArray(messages.id, ids))),
      invitee: byIdLoader((ids) => db.select().from(invitees).where(inArray(invitees.id, ids))),
    };
    loadersByDb.set(db, loaders);
  }
  return loaders;
}

/**
 * For a party page's live stream: whether any of the changed messages (ids from the notification) concerns
 * `reader`; undefined for hosts, whom every message concerns. A removed message is gone from every history, so
 * it concerns nobody but the hosts.
 */
export function messageChangesConcern(
  db: Db,
  eventId: string,
  reader: MessageReader,
): ((messageIds: (string | null)[]) => Promise<boolean>) | undefined {
  if (reader.kind === 'host') return undefined;
  const inviteeId = reader.invitee.id;
  return async (messageIds) => {
    const ids = [...new Set(messageIds.filter((id): id is string => id !== null && UUID.test(id)))];
    if (!ids.length) return false;
    const loaders = loadersOf(db);
    const [guest, ...rows] = await Promise.all([
      loaders.invitee.load(inviteeId),
      ...ids.map((id) => loaders.message.load(id)),
    ]);
    if (!guest || guest.eventId !== eventId || guest.rsvpStatus === 'HIDDEN') return false;
    return rows.some((row) => row !== null && row.eventId === eventId && guestMaySee(row, guest));
  };
}
