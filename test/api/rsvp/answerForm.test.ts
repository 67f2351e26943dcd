import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app/app';
import { invitees } from '../../../src/server/platform/db/schema';
import { createErrorReporter } from '../../../src/server/platform/providers/errors';
import { CROSS_SITE_FORM } from '../../../src/server/platform/http/security';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { writeFakeClientBuild } from '../../helpers/fakeClientBuild';
import { type HttpApp, randomClientIp, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addUnopenedInvitation, call, createEventFor, type Session } from '../events/eventsFixtures';

// Issue 42, the RSVP before the app: a guest's own link carries Accept and Decline on the server's poster as a
// plain form, which answers through the page's own address without a script; the answer is recorded by the
// same procedure as an e-mail's Accept link, only with the link's token (an id alone answers nothing), and only
// from our own page.

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Elk</title></head>
  <body class="loading"><div id="root"></div></body>
</html>`;

/** The poster's answer part of an event page's HTML, or null when it has none. */
const answerOf = (html: string) =>
  /<(form|section) class="elk-fp-answer"[^>]*data-testid="first-paint-answer"[\s\S]*?<\/\1>/.exec(
    html,
  )?.[0] ?? null;

describe('the answer on the poster', () => {
  let t: TestApp;
  let app: HttpApp;
  let clientDir: string;
  let host: Session;
  let party: ElkEvent;
  let tokenCount = 0;

  /** A new invitation to the party that its guest has not answered; its link's iu and token. */
  const invitation = async (name: string) => {
    const token = `answer-form-token-${++tokenCount}-abcdef`;
    const row = await addUnopenedInvitation(t.db, party.id, name, token);
    return { iu: row.id, token, query: `?token=${token}&iu=${row.id}` };
  };
  const statusOf = async (id: string) =>
    (await t.db.select().from(invitees).where(eq(invitees.id, id)))[0]!.rsvpStatus;
  /** The form's post as a browser sends it from our page: no-referrer makes its Origin 'null'. */
  const postAnswer = (path: string, body: string, site = 'same-origin') =>
    request(app)
      .post(path)
      .set('X-Forwarded-For', randomClientIp())
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', site)
      .type('form')
      .send(body);

  beforeAll(async () => {
    t = await createTestApp();
    clientDir = await writeFakeClientBuild(INDEX);
    app = createApp({ ...t.deps, reporter: createErrorReporter(undefined, t.deps.logger), clientDir });
    host = await signInByEmail(t.app, t.db, 'answer-form-host@example.com', 'Hana Host');
    party = await createEventFor(t.app, host, { title: 'Porch Supper' });
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
    await t.close();
  });

  it('offers an invited guest Accept and Decline on their link, and nobody else', async () => {
    const guest = await invitation('Gus Guest');
    const page = await request(app).get(`/event/${party.id}${guest.query}`);
    expect(page.status).toBe(200);
    const form = answerOf(page.text);
    expect(form).toContain('<form');
    expect(form).toContain('method="post"');
    expect(form).toMatch(/<button[^>]*name="r" value="yes"[^>]*>Accept<\/button>/);
    expect(form).toMatch(/<button[^>]*name="r" value="no"[^>]*>Decline<\/button>/);
    // The form posts to the page's own address: no action that could drop the link's token.
    expect(form).not.toMatch(/action=/);
    expect(page.headers['cache-control']).toBe('no-cache');

    // The same party for a visitor, an id without its token, a read-only page and a wrong token: no answer.
    for (const path of [
      `/event/${party.id}`,
      `/event/${party.id}?iu=${guest.iu}`,
      `/event/${party.id}/ro${guest.query}`,
      `/event/${party.id}?token=not-this-guests-token&iu=${guest.iu}`,
    ]) {
      const other = await request(app).get(path);
      expect(other.text, path).toContain('id="elk-first-paint"');
      expect(answerOf(other.text), path).toBeNull();
    }
    // The host, signed in, opening a guest's link is still the host.
    const asHost = await request(app).get(`/event/${party.id}${guest.query}`).set('Cookie', host.cookie);
    expect(answerOf(asHost.text)).toBeNull();
  });

  it('records Accept from the form, then shows the page with the answer said', async () => {
    const guest = await invitation('Ada Accepts');
    const res = await postAnswer(`/event/${party.id}${guest.query}`, 'r=yes');
    expect(res.status).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const next = new URL(res.headers.location!, 'http://x');
    expect(next.pathname).toBe(`/event/${party.id}`);
    expect(Object.fromEntries(next.searchParams)).toEqual({ token: guest.token, iu: guest.iu, r: 'yes' });
    expect(await statusOf(guest.iu)).toBe('YES');
    // The host sees the answer; the page the guest lands on says it instead of asking again.
    const hostView = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: party.id }, host);
    expect(hostView.event.attendees.find((a) => a.name === 'Ada Accepts')?.rsvpStatus).toBe('YES');
    const landed = await request(app).get(res.headers.location!);
    expect(answerOf(landed.text)).toContain("You RSVP'ed that you're going");
    expect(answerOf(landed.text)).not.toContain('<form');
  });

  it('records Decline', async () => {
    const guest = await invitation('Dee Declines');
    const res = await postAnswer(`/event/${party.id}${guest.query}`, 'r=no');
    expect(res.status).toBe(303);
    expect(new URL(res.headers.location!, 'http://x').searchParams.get('r')).toBe('no');
    expect(await statusOf(guest.iu)).toBe('NO');
    const landed = await request(app).get(`/event/${party.id}${guest.query}`);
    expect(answerOf(landed.text)).toContain("You RSVP'ed that you cannot attend");
  });

  it('answers nothing for an invitee id without its token, a post from another site, or no answer', async () => {
    const guest = await invitation('Ivy Idonly');
    // An id alone acts as nobody: the app then asks for a name, as it does any visitor.
    const idOnly = await postAnswer(`/event/${party.id}?iu=${guest.iu}`, 'r=yes');
    expect(idOnly.status).toBe(303);
    expect(await statusOf(guest.iu)).toBe('INVITED');

    const crossSite = await postAnswer(`/event/${party.id}${guest.query}`, 'r=yes', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toBe(CROSS_SITE_FORM);
    // A browser without Sec-Fetch-Site must name our host as the Origin.
    const foreignOrigin = await request(app)
      .post(`/event/${party.id}${guest.query}`)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('r=yes');
    expect(foreignOrigin.status).toBe(403);
    const json = await postAnswer(`/event/${party.id}${guest.query}`, '').type('json').send('{"r":"yes"}');
    expect(json.status).toBe(415);
    expect(await statusOf(guest.iu)).toBe('INVITED');

    const noAnswer = await postAnswer(`/event/${party.id}${guest.query}`, 'r=maybe');
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.text).toBe('Choose Accept or Decline.');
    const badLink = await postAnswer(`/event/${party.id}?token=wrong-token-000000&iu=${guest.iu}`, 'r=yes');
    expect(badLink.status).toBe(403);
    expect(await statusOf(guest.iu)).toBe('INVITED');
  });

  it('offers a cancelled party no answer, and records none', async () => {
    const other = await createEventFor(t.app, host, { title: 'Called Off' });
    const token = 'answer-form-cancelled-token';
    const row = await addUnopenedInvitation(t.db, other.id, 'Cal Cancelled', token);
    await call(t.app, 'cancelEvent', { eventId: other.id }, host);
    const query = `?token=${token}&iu=${row.id}`;
    expect(answerOf((await request(app).get(`/event/${other.id}${query}`)).text)).toBeNull();
    const res = await postAnswer(`/event/${other.id}${query}`, 'r=yes');
    expect(res.status).toBe(303);
    expect(await statusOf(row.id)).toBe('INVITED');
  });
});
