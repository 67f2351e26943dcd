import { and, asc, count, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { wallPostsWrittenBy } from '../wall';
import {
  albumPhotos,
  answers,
  coinLedger,
  events,
  images,
  invitees,
  messages,
  questions,
  userEmails,
  userPhones,
  users,
} from '../../platform/db/schema';

// "Download my data" (issue 40, the privacy policy's promise): everything Elk keeps about the caller, as JSON.
// Only the caller's own data: the parties they host come without their guests' names or addresses (those are
// the guests' data), invitations they received say which party and what they answered, not who else came.

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const isoOfEpoch = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);

export async function exportAccountData(db: Db, userId: string, now: Date = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const emails = await db.select().from(userEmails).where(eq(userEmails.userId, userId));
  const phones = await db.select().from(userPhones).where(eq(userPhones.userId, userId));
  const addresses = verifiedAddresses(emails, phones);
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      name: user.name,
      photoUrl: user.photoUrl,
      emails: emails.map((e) => ({
        email: e.email,
        verified: e.verifiedAt !== null,
        addedAt: iso(e.createdAt),
      })),
      phones: phones.map((p) => ({
        phone: p.phone,
        verified: p.verifiedAt !== null,
        addedAt: iso(p.createdAt),
      })),
      textPermission: user.textPermissionStatus,
      createdAt: iso(user.createdAt),
      profileCreatedAt: iso(user.profileCreatedAt),
      optedOutAt: iso(user.optedOutAt),
    },
    hostedParties: await hostedParties(db, userId),
    invitations: await invitationsOf(db, userId, addresses),
    messagesWritten: await messagesWrittenBy(db, userId),
    wallPosts: await wallPostsWrittenBy(db, userId, addresses),
    photos: await photosOf(db, userId),
    coins: await coinRowsOf(db, userId),
  };
}

function verifiedAddresses(
  emails: Array<{ email: string; verifiedAt: Date | null }>,
  phones: Array<{ phone: string; verifiedAt: Date | null }>,
) {
  return {
    emails: emails.filter((e) => e.verifiedAt).map((e) => e.email),
    phones: phones.filter((p) => p.verifiedAt).map((p) => p.phone),
  };
}

/** The parties they organise, with their questions and how many guests answered: no guest's name or address. */
async function hostedParties(db: Db, userId: string) {
  const own = await db
    .select()
    .from(events)
    .where(eq(events.organizerId, userId))
    .orderBy(asc(events.createdAt));
  if (!own.length) return [];
  const ids = own.map((e) => e.id);
  const partyQuestions = await db
    .select()
    .from(questions)
    .where(inArray(questions.eventId, ids))
    .orderBy(asc(questions.position));
  const guestCounts = await db
    .select({ eventId: invitees.eventId, guests: count() })
    .from(invitees)
    .where(inArray(invitees.eventId, ids))
    .groupBy(invitees.eventId);
  return own.map((event) => ({
    id: event.id,
    title: event.title,
    description: event.description,
    startTime: isoOfEpoch(event.startTime),
    endTime: isoOfEpoch(event.endTime),
    timeZone: event.timeZone,
    location: event.location,
    coverUrl: event.photoUrl,
    cancelledAt: iso(event.cancelledAt),
    questions: partyQuestions
      .filter((q) => q.eventId === event.id)
      .map((q) => ({ question: q.question, type: q.questionType, required: q.isRequired })),
    guestCount: guestCounts.find((c) => c.eventId === event.id)?.guests ?? 0,
    createdAt: iso(event.createdAt),
  }));
}

/** Their guest rows (by account, or by a verified e-mail or phone of theirs) with their answers. */
async function invitationsOf(db: Db, userId: string, addresses: { emails: string[]; phones: string[] }) {
  const rows = await db
    .select({ invitee: invitees, title: events.title, startTime: events.startTime })
    .from(invitees)
    .innerJoin(events, eq(events.id, invitees.eventId))
    .where(
      or(
        eq(invitees.userId, userId),
        addresses.emails.length ? inArray(invitees.email, addresses.emails) : undefined,
        addresses.phones.length ? inArray(invitees.phone, addresses.phones) : undefined,
      ),
    )
    .orderBy(asc(invitees.createdAt));
  const ids = rows.map((r) => r.invitee.id);
  const given = ids.length
    ? await db
        .select({ answer: answers, question: questions.question })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(inArray(answers.inviteeId, ids))
    : [];
  return rows.map(({ invitee, title, startTime }) => ({
    partyId: invitee.eventId,
    partyTitle: title,
    partyStartTime: isoOfEpoch(startTime),
    role: invitee.role,
    nameOnTheList: invitee.name,
    email: invitee.email,
    phone: invitee.phone,
    rsvpStatus: invitee.rsvpStatus,
    additionalGuests: invitee.additionalGuestCount,
    rsvpMessage: invitee.rsvpMessage,
    respondedAt: iso(invitee.respondedAt),
    answers: given
      .filter((g) => g.answer.inviteeId === invitee.id)
      .map((g) => ({ question: g.question, text: g.answer.text, yes: g.answer.isYes, song: g.answer.song })),
  }));
}

async function messagesWrittenBy(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.senderUserId, userId))
    .orderBy(asc(messages.sentAt));
  return rows.map((m) => ({
    partyId: m.eventId,
    message: m.message,
    toEveryone: m.receiverInviteeId === null,
    textBlast: m.isTextBlast,
    sentAt: iso(m.sentAt),
  }));
}

/** Album photos they added and the cover pictures they uploaded or generated: where each file is. */
async function photosOf(db: Db, userId: string) {
  const album = await db
    .select()
    .from(albumPhotos)
    .where(eq(albumPhotos.uploaderUserId, userId))
    .orderBy(asc(albumPhotos.createdAt));
  const covers = await db
    .select()
    .from(images)
    .where(and(eq(images.userId, userId), isNotNull(images.url)))
    .orderBy(asc(images.createdAt));
  return {
    albumPhotos: album.map((p) => ({
      partyId: p.eventId,
      url: p.fullsizeUrl,
      thumbnailUrl: p.thumbnailUrl,
      addedAt: iso(p.createdAt),
    })),
    coverImages: covers.map((c) => ({
      kind: c.kind,
      url: c.url,
      prompt: c.prompt,
      createdAt: iso(c.createdAt),
    })),
  };
}

/** The coin ledger: free coins, purchases (with the payment's id), spends and refunds. */
async function coinRowsOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
    .orderBy(asc(coinLedger.createdAt));
  return rows.map((row) => ({
    coins: row.delta,
    reason: row.reason,
    paymentId: row.paymentIntentId,
    at: iso(row.createdAt),
  }));
}
