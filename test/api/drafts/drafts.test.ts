import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts } from '../../../src/server/platform/db/schema';
import type { Draft } from '../../../src/shared/drafts/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  addCohost,
  call,
  callError,
  createEventFor,
  DAY,
  type Session,
  trpcMutation,
  trpcQuery,
  validEvent,
} from '../events/eventsFixtures';

let t: TestApp;
let author: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  author = await signInByEmail(t.app, t.db, 'author@example.com', 'Ada Author');
  other = await signInByEmail(t.app, t.db, 'dother@example.com', 'Oli Other');
});
afterAll(() => t.close());

type Saved = { eventId: string; lastSavedTimestamp: number };
const save = (params: Record<string, unknown>, who: Session = author) =>
  call<Saved>(t.app, 'editEventDraft', params, who);
const fetchDraft = (eventUuid: string, who: Session = author) =>
  call<{ draft: Draft }>(t.app, 'fetchDraft', { eventUuid }, who).then((r) => r.draft);
const fetchDrafts = (who: Session = author) =>
  call<{ drafts: Draft[] }>(t.app, 'fetchDrafts', {}, who).then((r) => r.drafts);
const NOT_FOUND = { code: -32004, message: 'This draft does not exist.' };

describe('editEventDraft and fetchDraft', () => {
  it('saves a new draft and reads it back', async () => {
    const saved = await save({ event: { title: 'Half-planned', startTime: Date.now() + DAY } });
    expect(saved.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.lastSavedTimestamp).toBeGreaterThan(Date.now() - 60_000);
    const draft = await fetchDraft(saved.eventId);
    expect(draft).toMatchObject({
      eventId: saved.eventId,
      baseEventId: null,
      lastSavedTimestamp: saved.lastSavedTimestamp,
      event: { title: 'Half-planned', timeZone: 'America/Los_Angeles', questions: [] },
    });
  });

  it('overwrites the same draft when given its id', async () => {
    const first = await save({ event: { title: 'v1' } });
    const second = await save({ eventId: first.eventId, event: { title: 'v2', description: 'more' } });
    expect(second.eventId).toBe(first.eventId);
    expect(second.lastSavedTimestamp).toBeGreaterThanOrEqual(first.lastSavedTimestamp);
    expect((await fetchDraft(first.eventId)).event).toMatchObject({ title: 'v2', description: 'more' });
  });

  it('keeps an unfinished form: no event rules, but types and limits hold', async () => {
    const unfinished = await save({
      event: { startTime: Date.now() - DAY, endTime: Date.now() + 40 * DAY, questions: [{ question: '' }] },
    });
    expect((await fetchDraft(unfinished.eventId)).event.questions).toEqual([
      { question: '', isRequired: false, questionType: 'TEXT' },
    ]);
    expect((await callError(t.app, 'editEventDraft', { event: { startTime: 'soon' } }, author)).code).toBe(
      -32602,
    );
    expect(
      (await callError(t.app, 'editEventDraft', { event: { title: 'x'.repeat(201) } }, author)).message,
    ).toMatch(/^event\.title: /);
  });

  it('works through the tRPC client', async () => {
    const res = await trpcMutation(
      t.app,
      'drafts.editEventDraft',
      { event: { title: 'From the editor' } },
      author.cookie,
    );
    const { eventId } = res.body.result.data as Saved;
    const read = await trpcQuery(t.app, 'drafts.fetchDraft', { eventUuid: eventId }, author.cookie);
    expect(read.body.result.data.draft.event.title).toBe('From the editor');
  });

  it('answers the spec message for a missing draft', async () => {
    expect(
      await callError(t.app, 'fetchDraft', { eventUuid: '00000000-0000-4000-8000-000000000000' }, author),
    ).toEqual(NOT_FOUND);
    expect((await callError(t.app, 'fetchDraft', { eventUuid: 'not-a-uuid' }, author)).code).toBe(-32602);
  });
});

describe('fetchDrafts and deleteDraft', () => {
  it('lists only the caller’s drafts, newest start first', async () => {
    const fresh = await signInByEmail(t.app, t.db, 'lister@example.com', 'Lou Lister');
    const now = Date.now();
    const a = await save({ event: { title: 'A', startTime: now + DAY } }, fresh);
    const b = await save({ event: { title: 'B', startTime: now + 3 * DAY } }, fresh);
    const c = await save({ event: { title: 'C' } }, fresh);
    await save({ event: { title: 'Not yours' } }, other);
    expect((await fetchDrafts(fresh)).map((d) => d.eventId)).toEqual([b.eventId, a.eventId, c.eventId]);
  });

  it('lists and deletes through the tRPC client', async () => {
    const saved = await save({ event: { title: 'Via tRPC' } });
    const listed = await trpcQuery(t.app, 'drafts.fetchDrafts', undefined, author.cookie);
    expect(listed.body.result.data.drafts.map((d: Draft) => d.eventId)).toContain(saved.eventId);
    const refused = await trpcMutation(
      t.app,
      'drafts.deleteDraft',
      { eventUuid: saved.eventId },
      other.cookie,
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('This draft does not exist.');
    const deleted = await trpcMutation(
      t.app,
      'drafts.deleteDraft',
      { eventUuid: saved.eventId },
      author.cookie,
    );
    expect(deleted.body.result.data).toEqual({ success: true });
  });

  it('deletes a draft', async () => {
    const saved = await save({ event: { title: 'Throwaway' } });
    expect(await call(t.app, 'deleteDraft', { eventUuid: saved.eventId }, author)).toEqual({ success: true });
    expect(await callError(t.app, 'fetchDraft', { eventUuid: saved.eventId }, author)).toEqual(NOT_FOUND);
    expect((await fetchDrafts()).map((d) => d.eventId)).not.toContain(saved.eventId);
    expect(await callError(t.app, 'deleteDraft', { eventUuid: saved.eventId }, author)).toEqual(NOT_FOUND);
  });
});

describe('the draft cap', () => {
  it('refuses a new draft past 200, but still saves into existing ones', async () => {
    const busy = await signInByEmail(t.app, t.db, 'busy@example.com', 'Bea Busy');
    const first = await save({ event: { title: 'Kept' } }, busy);
    await t.db
      .insert(drafts)
      .values(Array.from({ length: 199 }, () => ({ userId: busy.userId, data: { title: 'filler' } })));
    expect(await callError(t.app, 'editEventDraft', { event: { title: 'One more' } }, busy)).toEqual({
      code: -32602,
      message: 'You have too many drafts. Delete some before starting another.',
    });
    expect((await save({ eventId: first.eventId, event: { title: 'Still saving' } }, busy)).eventId).toBe(
      first.eventId,
    );
  });
});

describe('drafts are private', () => {
  it('another user can neither read, overwrite nor delete them', async () => {
    const saved = await save({ event: { title: 'Secret surprise party' } });
    expect(await callError(t.app, 'fetchDraft', { eventUuid: saved.eventId }, other)).toEqual(NOT_FOUND);
    expect(await callError(t.app, 'deleteDraft', { eventUuid: saved.eventId }, other)).toEqual(NOT_FOUND);
    expect(
      await callError(
        t.app,
        'editEventDraft',
        { eventId: saved.eventId, event: { title: 'Mine now' } },
        other,
      ),
    ).toEqual(NOT_FOUND);
    expect((await fetchDrafts(other)).map((d) => d.eventId)).not.toContain(saved.eventId);
    expect((await fetchDraft(saved.eventId)).event.title).toBe('Secret surprise party');
  });

  it('a visitor cannot call any draft method', async () => {
    for (const [method, params] of [
      ['editEventDraft', { event: {} }],
      ['fetchDraft', { eventUuid: '00000000-0000-4000-8000-000000000000' }],
      ['fetchDrafts', {}],
      ['deleteDraft', { eventUuid: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      expect(await callError(t.app, method, params)).toEqual({
        code: -32001,
        message: 'You need to be signed in to do that.',
      });
    }
  });
});

describe('drafts of an existing event', () => {
  it('keeps one draft per edited event and only for its hosts', async () => {
    const party = await createEventFor(t.app, author);
    const first = await save({ baseEventId: party.id, event: { title: 'Edit 1' } });
    const again = await save({ baseEventId: party.id, event: { title: 'Edit 2' } });
    expect(again.eventId).toBe(first.eventId);
    expect(await fetchDraft(first.eventId)).toMatchObject({
      baseEventId: party.id,
      event: { title: 'Edit 2' },
    });

    expect(await callError(t.app, 'editEventDraft', { baseEventId: party.id, event: {} }, other)).toEqual({
      code: -32003,
      message: 'You do not have permission to do that.',
    });
    expect(
      await callError(
        t.app,
        'editEventDraft',
        { baseEventId: '00000000-0000-4000-8000-000000000000', event: {} },
        author,
      ),
    ).toEqual({ code: -32004, message: 'Event not found.' });

    await addCohost(t.db, party.id, other.userId, 'accepted');
    const cohostDraft = await save({ baseEventId: party.id, event: { title: 'Cohost edit' } }, other);
    expect(cohostDraft.eventId).not.toBe(first.eventId);
  });

  it('clears the drafts a save supersedes', async () => {
    const fromDraft = await save({ event: validEvent({ title: 'Drafted first' }) });
    const created = await call<{ id: string }>(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: 'Drafted first' }), draftId: fromDraft.eventId },
      author,
    );
    expect(await callError(t.app, 'fetchDraft', { eventUuid: fromDraft.eventId }, author)).toEqual(NOT_FOUND);

    const editDraft = await save({ baseEventId: created.id, event: { title: 'Half an edit' } });
    await call(
      t.app,
      'editEventDetails',
      { eventId: created.id, event: validEvent({ title: 'Edited' }) },
      author,
    );
    expect(await t.db.select().from(drafts).where(eq(drafts.id, editDraft.eventId))).toEqual([]);
  });

  it('does not remove someone else’s draft named as draftId', async () => {
    const theirs = await save({ event: { title: 'Other’s draft' } }, other);
    await call(t.app, 'editEventDetails', { event: validEvent(), draftId: theirs.eventId }, author);
    expect((await fetchDraft(theirs.eventId, other)).event.title).toBe('Other’s draft');
  });
});
