import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { HttpApp } from '../../helpers/rpc';
import robotsParser from 'robots-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../src/server/platform/db/schema';
import { createApp } from '../../../src/server/app/app';
import {
  eventIdOfPagePath,
  injectEventMeta,
  isoWithOffset,
  renderEventMeta,
  scriptSafeJson,
} from '../../../src/server/features/events/eventMeta';
import { createErrorReporter } from '../../../src/server/platform/providers/errors';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { robotsMetaOf } from '../../helpers/htmlDom';
import { DOLORES_PARK } from '../../helpers/places';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createEventFor, HOUR, type Session } from '../events/eventsFixtures';

// Link previews: Open Graph and schema.org Event tags in the HTML of /event/{id} (issue 5).

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Elk default description"
    />
    <title>Elk · default</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const start = Date.UTC(2031, 0, 10, 3, 0); // 2031-01-09 19:00 in Los Angeles (-08:00)

describe('renderEventMeta (pure)', () => {
  const base = {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Tom & Jerry </script><script>alert(1)</script>',
    description: 'Fun "times" <b>here</b>',
    photoUrl: '/uploads/events/cover.png',
    startTime: start,
    endTime: start + 2 * HOUR,
    timeZone: 'America/Los_Angeles',
    cancelledAt: null,
  };

  it('escapes HTML in tags and never lets the JSON-LD close its script', () => {
    const html = renderEventMeta(base, 'Hana', 'https://elk.example');
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('content="Tom &amp; Jerry &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('content="Fun &quot;times&quot; &lt;b&gt;here&lt;/b&gt;"');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: base.title,
      startDate: '2031-01-09T19:00:00-08:00',
      endDate: '2031-01-09T21:00:00-08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      image: ['https://elk.example/uploads/events/cover.png'],
    });
    expect(data).not.toHaveProperty('location');
  });

  it('never names any part of the place, not even the town, whatever row it is given', () => {
    // Anonymous visitors may not see the location (spec section 2), and anyone can fetch this HTML.
    const row = {
      ...base,
      location: { ...DOLORES_PARK, address: { ...DOLORES_PARK.address, country: 'US' } },
    };
    const html = renderEventMeta(row, 'Hana', 'https://elk.example');
    expect(JSON.parse(/ld\+json">(.*)<\/script>/.exec(html)![1]!)).not.toHaveProperty('location');
    for (const secret of ['Dolores', '19th St', '94114', '37.7596', 'San Francisco', 'addressRegion', '"US"'])
      expect(html).not.toContain(secret);
  });

  it('falls back to Untitled Party, marks a cancelled party and leaves out missing times and images', () => {
    const html = renderEventMeta(
      { ...base, title: '  ', startTime: 0, endTime: 0, photoUrl: null, cancelledAt: new Date() },
      null,
      'https://elk.example',
    );
    expect(html).toContain('<title>Untitled Party</title>');
    expect(html).not.toContain('og:image');
    const data = JSON.parse(/ld\+json">(.*)<\/script>/.exec(html)![1]!);
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data).not.toHaveProperty('startDate');
  });

  it('helpers: script-safe JSON, offsets, page paths and head injection', () => {
    expect(scriptSafeJson({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
    expect(isoWithOffset(Date.UTC(2031, 6, 1, 12), 'Asia/Kathmandu')).toBe('2031-07-01T17:45:00+05:45');
    expect(isoWithOffset(Date.UTC(2031, 6, 1, 12), 'UTC')).toBe('2031-07-01T12:00:00+00:00');
    expect(isoWithOffset(Date.UTC(2031, 6, 1, 12), 'Not/AZone')).toBe('2031-07-01T12:00:00+00:00');
    expect(eventIdOfPagePath(`/event/${base.id}`)).toBe(base.id);
    expect(eventIdOfPagePath(`/event/${base.id}/ro`)).toBe(base.id);
    expect(eventIdOfPagePath('/event/rsvp/action/abc')).toBeNull();
    expect(eventIdOfPagePath(`/event/invite/${base.id}`)).toBeNull();
    const injected = injectEventMeta(INDEX, '<title>X</title>');
    expect(injected).not.toContain('Elk · default');
    expect(injected).not.toContain('Elk default description');
    expect(injected).toMatch(/<title>X<\/title>\s*<\/head>/);
  });
});

describe('GET /event/:id HTML', () => {
  let t: TestApp;
  let app: HttpApp;
  let clientDir: string;
  let host: Session;
  let party: ElkEvent;
  beforeAll(async () => {
    t = await createTestApp();
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'elk-client-'));
    await writeFile(path.join(clientDir, 'index.html'), INDEX);
    app = createApp({ ...t.deps, reporter: createErrorReporter(undefined, t.deps.logger), clientDir });
    host = await signInByEmail(t.app, t.db, 'meta-host@example.com', 'Hana Host');
    party = await createEventFor(t.app, host, {
      title: 'Rooftop <Party>',
      startTime: start,
      endTime: start + 3 * HOUR,
    });
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
    await t.close();
  });

  it('serves the event page with Open Graph tags and JSON-LD, without the place', async () => {
    for (const url of [`/event/${party.id}`, `/event/${party.id}/ro`]) {
      const res = await request(app).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('<title>Rooftop &lt;Party&gt;</title>');
      expect(res.text).toContain('<meta property="og:title" content="Rooftop &lt;Party&gt;" />');
      expect(res.text).toContain('<meta property="og:type" content="website" />');
      expect(res.text).toContain(
        `<meta property="og:url" content="http://localhost:3000/event/${party.id}" />`,
      );
      expect(res.text).toMatch(
        /<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\/events\/cover\.png" \/>/,
      );
      expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(res.text).toContain('"startDate":"2031-01-09T19:00:00-08:00"');
      for (const secret of ['Dolores', '94114', 'San Francisco', '"location"']) {
        expect(res.text).not.toContain(secret);
      }
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('serves the plain page for an unknown event (as a 404, issue 39) and other paths', async () => {
    const unknown = await request(app).get('/event/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Elk · default');
    expect(unknown.text).not.toContain('og:title');
    expect((await request(app).get('/events')).text).not.toContain('og:title');
  });

  it('marks a cancelled party', async () => {
    await t.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, party.id));
    const res = await request(app).get(`/event/${party.id}`);
    expect(res.text).toContain('https://schema.org/EventCancelled');
  });

  // Crawlers (issue 39).
  it('reads /robots.txt as robots-parser does: public pages allowed, the APIs and answer links not', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const robots = robotsParser('https://elk.example/robots.txt', res.text);
    const bot = 'Googlebot';
    expect(robots.isAllowed(`https://elk.example/event/${party.id}`, bot)).toBe(true);
    expect(robots.isAllowed('https://elk.example/welcome', bot)).toBe(true);
    for (const closed of [
      '/api/trpc/events.getEvent',
      '/json/EventService',
      '/dev/outbox',
      `/event/rsvp/action/${party.id}`,
    ])
      expect(robots.isDisallowed(`https://elk.example${closed}`, bot), closed).toBe(true);
  });

  it('keeps a guest’s personal link out of search engines, and not the shared page', async () => {
    const personal = await request(app).get(`/event/${party.id}?iu=${party.id}&token=abc`);
    expect(personal.status).toBe(200);
    expect(personal.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(await robotsMetaOf(personal.text)).toEqual(['noindex, nofollow']);
    const shared = await request(app).get(`/event/${party.id}`);
    expect(shared.headers['x-robots-tag']).toBeUndefined();
    expect(await robotsMetaOf(shared.text)).toEqual([]);
  });

  it('keeps a private party (a private guest list) out of search engines, not an open one', async () => {
    const open = await createEventFor(t.app, host, { title: 'Block party', publicGuestList: true });
    const openPage = await request(app).get(`/event/${open.id}`);
    expect(openPage.status).toBe(200);
    expect(openPage.headers['x-robots-tag']).toBeUndefined();
    expect(await robotsMetaOf(openPage.text)).toEqual([]);

    // Plus-ones off is no privacy setting: that party stays indexable.
    const noPlusOnes = await createEventFor(t.app, host, { title: 'Dinner for six', openInvite: false });
    expect((await request(app).get(`/event/${noPlusOnes.id}`)).headers['x-robots-tag']).toBeUndefined();
    const hiddenList = await createEventFor(t.app, host, { title: 'Quiet drinks', publicGuestList: false });
    for (const party of [hiddenList]) {
      for (const url of [`/event/${party.id}`, `/event/${party.id}/ro`]) {
        const page = await request(app).get(url);
        expect(page.status, url).toBe(200);
        expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
        expect(await robotsMetaOf(page.text), url).toEqual(['noindex, nofollow']);
        // Its link preview stays: a chat app still shows the card.
        expect(page.text).toContain(`content="${party.title}"`);
      }
      // A guest's own link to it says noindex once, not twice.
      const personal = await request(app).get(`/event/${party.id}?iu=${party.id}&token=abc`);
      expect(personal.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(await robotsMetaOf(personal.text)).toEqual(['noindex, nofollow']);
    }
  });

  it('makes a party private when the host hides its guest list, at once (the cached page follows)', async () => {
    const later = await createEventFor(t.app, host, { title: 'Soon closed', publicGuestList: true });
    expect(await robotsMetaOf((await request(app).get(`/event/${later.id}`)).text)).toEqual([]);
    await t.db.update(events).set({ publicGuestList: false }).where(eq(events.id, later.id));
    const closed = await request(app).get(`/event/${later.id}`);
    expect(closed.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(await robotsMetaOf(closed.text)).toEqual(['noindex, nofollow']);
  });
});
