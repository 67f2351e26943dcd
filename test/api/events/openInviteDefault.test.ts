import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../src/shared/drafts/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, type Session, validEvent } from './eventsFixtures';

// Spec section 3: an Event's openInvite (guests may bring +N), publicGuestList and remindersEnabled default to
// true. Whatever does not send them (an API client, an old draft, a quick-create) gets those defaults; the
// editor's creation panel sends its own choice (section 9: off) explicitly (issue #12, item 14).

let t: TestApp;
let host: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'defaults@example.com', 'Dee Defaults');
});
afterAll(() => t.close());

const ENTITY_DEFAULTS = { openInvite: true, publicGuestList: true, remindersEnabled: true };

const getEvent = (eventId: string) =>
  call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId }, host).then((r) => r.event);

describe('the Event defaults when the fields are left out', () => {
  it('creates a party with openInvite, the guest list and reminders on', async () => {
    const created = await call<{ id: string }>(t.app, 'editEventDetails', { event: validEvent() }, host);
    expect(await getEvent(created.id)).toMatchObject(ENTITY_DEFAULTS);
  });

  it('saves a draft with them on, and the party created from it keeps them', async () => {
    const saved = await call<{ eventId: string }>(
      t.app,
      'editEventDraft',
      { event: { title: 'Half' } },
      host,
    );
    const { draft } = await call<{ draft: Draft }>(t.app, 'fetchDraft', { eventUuid: saved.eventId }, host);
    expect(draft.event).toMatchObject(ENTITY_DEFAULTS);

    const created = await call<{ id: string }>(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: 'Half, finished' }), draftId: saved.eventId },
      host,
    );
    expect(await getEvent(created.id)).toMatchObject(ENTITY_DEFAULTS);
  });

  it("keeps the spec's communication default, both e-mail and text, when the field is not sent", async () => {
    // Only the editor starts a party on GUEST_CHOOSES (src/shared/events/creationDefaults.ts, issue 38 item 7).
    const { communicationPreference: _sent, ...unsent } = validEvent();
    const created = await call<{ id: string }>(t.app, 'editEventDetails', { event: unsent }, host);
    expect((await getEvent(created.id)).communicationPreference).toBe('BOTH');
  });

  it('keeps an explicit choice of the creation panel (section 9: off)', async () => {
    const off = { openInvite: false, publicGuestList: false, remindersEnabled: false };
    const created = await call<{ id: string }>(t.app, 'editEventDetails', { event: validEvent(off) }, host);
    expect(await getEvent(created.id)).toMatchObject(off);
  });
});
