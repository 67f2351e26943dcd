import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendEventCommentResult } from '../../../src/shared/messages/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, callError, createEventFor, type Session } from '../events/eventsFixtures';
import { rsvpCalls } from './rsvpFixtures';

// Issue 21's small items on the guest's answer: the event's communication preference decides which contact an
// anonymous guest must give (spec sections 3 and 5), the empty message's placeholder, and blank-line runs
// collapsing in descriptions and messages (spec section 5).

let t: TestApp;
let host: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'rsvp-contact-host@example.com', 'Hana Host');
});
afterAll(() => t.close());

const { rsvp, rowOf } = rsvpCalls(() => t);
const party = (communicationPreference: string) =>
  createEventFor(t.app, host, {
    title: `Prefers ${communicationPreference}`,
    communicationPreference,
    questions: [],
  });
const answerError = async (eventId: string, invitee: Record<string, unknown>) =>
  (await callError(t.app, 'updateAttendance', { eventId, invitee: { rsvpStatus: 'YES', ...invitee } }))
    .message;

describe('the communication preference on an anonymous RSVP', () => {
  it('EMAIL needs the e-mail', async () => {
    const event = await party('EMAIL');
    expect(event.communicationPreference).toBe('EMAIL');
    expect(await answerError(event.id, { name: 'Pia', phone: '415-555-0170' })).toBe(
      'Please enter a valid email address.',
    );
    const ok = await rsvp({
      eventId: event.id,
      invitee: { name: 'Pia', email: 'pia@example.com', rsvpStatus: 'YES' },
    });
    expect(ok).toMatchObject({ rsvpStatus: 'YES', email: 'pia@example.com' });
  });

  it('PHONE needs the phone', async () => {
    const event = await party('PHONE');
    expect(await answerError(event.id, { name: 'Pete', email: 'pete@example.com' })).toBe(
      'Please enter a valid phone number.',
    );
    const ok = await rsvp({
      eventId: event.id,
      invitee: { name: 'Pete', phone: '415-555-0171', rsvpStatus: 'NO' },
    });
    expect(ok).toMatchObject({ rsvpStatus: 'NO', phone: '+14155550171' });
  });

  it('BOTH (the default) needs the e-mail and the phone', async () => {
    const event = await createEventFor(t.app, host, {
      title: 'Default preference',
      communicationPreference: undefined,
      questions: [],
    });
    expect(event.communicationPreference).toBe('BOTH');
    expect(await answerError(event.id, { name: 'Bo', email: 'bo@example.com' })).toBe(
      'Please enter a valid phone number.',
    );
    expect(await answerError(event.id, { name: 'Bo', phone: '415-555-0172' })).toBe(
      'Please enter a valid email address.',
    );
    const ok = await rsvp({
      eventId: event.id,
      invitee: { name: 'Bo', email: 'bo@example.com', phone: '415-555-0172', rsvpStatus: 'YES' },
    });
    expect(ok).toMatchObject({ email: 'bo@example.com', phone: '+14155550172' });
  });

  it('GUEST_CHOOSES follows the guest’s pick (np) and records it', async () => {
    const event = await party('GUEST_CHOOSES');
    expect(
      await answerError(event.id, { name: 'Gus', email: 'gus@example.com', notificationPreference: 'both' }),
    ).toBe('Please enter a valid phone number.');
    expect(await answerError(event.id, { name: 'Gus' })).toBe(
      'Please provide a valid email or phone number.',
    );
    const ok = await rsvp({
      eventId: event.id,
      invitee: { name: 'Gus', phone: '415-555-0173', notificationPreference: 'phone', rsvpStatus: 'YES' },
    });
    expect((await rowOf(ok.inviteeId!)).notificationPreference).toBe('phone');
  });

  it('does not ask a guest answering by their token for contact details', async () => {
    const event = await party('BOTH');
    const first = await rsvp({
      eventId: event.id,
      invitee: { name: 'Tia', email: 'tia@example.com', phone: '415-555-0174', rsvpStatus: 'YES' },
    });
    const again = await rsvp({
      eventId: event.id,
      token: first.token,
      invitee: { inviteeId: first.inviteeId, name: 'Tia', rsvpStatus: 'NO' },
    });
    expect(again.rsvpStatus).toBe('NO');
  });
});

describe('text rules', () => {
  it('stores the empty-message placeholder as no message, and collapses blank lines in a message', async () => {
    const event = await party('GUEST_CHOOSES');
    const placeholder = await rsvp({
      eventId: event.id,
      invitee: { name: 'Em', email: 'em@example.com', rsvpStatus: 'YES', rsvpMessage: 'm' },
    });
    expect((await rowOf(placeholder.inviteeId!)).rsvpMessage).toBeNull();
    const typed = await rsvp({
      eventId: event.id,
      invitee: { name: 'Ty', email: 'ty@example.com', rsvpStatus: 'YES', rsvpMessage: 'Hi\n\n\n\nthere' },
    });
    expect((await rowOf(typed.inviteeId!)).rsvpMessage).toBe('Hi\n\nthere');
  });

  it('collapses blank lines in an event description, a blast and a private reply', async () => {
    const event = await createEventFor(t.app, host, {
      title: 'Blank lines',
      description: 'Lemonade\n\n\n\nLawn games',
      questions: [],
    });
    expect(event.description).toBe('Lemonade\n\nLawn games');
    const guest = await rsvp({
      eventId: event.id,
      invitee: { name: 'Gi', email: 'gi@example.com', rsvpStatus: 'YES' },
    });
    const blast = await call<SendEventCommentResult>(
      t.app,
      'sendEventComment',
      { eventId: event.id, isTextBlast: true, sendToStatuses: ['GOING'], message: 'Doors\n\n\n\nat 7' },
      host,
    );
    expect(blast.message.message).toBe('Doors\n\nat 7');
    const reply = await call<SendEventCommentResult>(
      t.app,
      'sendPrivateMessage',
      { eventId: event.id, inviteeId: guest.inviteeId, message: 'See\n \n\t\nyou' },
      host,
    );
    expect(reply.message.message).toBe('See\n\nyou');
  });
});
