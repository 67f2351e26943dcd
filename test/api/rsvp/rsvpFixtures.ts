import { eq } from 'drizzle-orm';
import { invitees } from '../../../src/server/platform/db/schema';
import type { UpdateAttendanceResult } from '../../../src/shared/rsvp/schema';
import type { EventPage } from '../../../src/shared/events/eventPageSchema';
import type { TestApp } from '../../helpers/testApp';
import { call, type Session } from '../events/eventsFixtures';

/**
 * The calls the RSVP API tests make over and over, bound to a test app created later (in beforeAll):
 * answering (updateAttendance), reading the page as someone (getEvent), and reading an invitee's row.
 */
export function rsvpCalls(testApp: () => TestApp) {
  return {
    rsvp: (params: Record<string, unknown>, who?: Session) =>
      call<UpdateAttendanceResult>(testApp().app, 'updateAttendance', params, who),
    page: (params: Record<string, unknown>, who?: Session) =>
      call<EventPage>(testApp().app, 'getEvent', params, who),
    rowOf: async (id: string) => (await testApp().db.select().from(invitees).where(eq(invitees.id, id)))[0]!,
  };
}
