import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast, createWorld, ROLES, type Role, type World } from '../../helpers/securityFixtures';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { zipEntries } from '../../helpers/zipEntries';
import { download, solidPhoto, uploadPhoto } from './albumFixtures';

// Issue 18, the album's HTTP routes for every role of the permission matrix (the tRPC procedures are in
// permissions.test.ts): the hosts and the party's guests, by session or by their link's token, add and download
// photos; a removed cohost, an invitee id alone, another party's guest, a stranger and a visitor cannot.

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(await createCast(t));
}, 120_000);
afterAll(() => t?.close());

const MEMBERS: Role[] = ['host', 'cohost', 'guestSession', 'guestToken'];
const callerOf = (role: Role) => {
  const c = world.caller(role);
  return { cookie: c.person?.cookie, link: c.link };
};

describe('the album routes for every role', () => {
  it('let members add a photo and refuse everyone else (403), uploading nothing', async () => {
    const outcomes: Record<string, number> = {};
    for (const role of ROLES) {
      const res = await uploadPhoto(t.app, world.party.id, callerOf(role), await solidPhoto('jpeg'));
      outcomes[role] = res.status;
    }
    expect(outcomes).toEqual(
      Object.fromEntries(ROLES.map((role) => [role, MEMBERS.includes(role) ? 201 : 403])),
    );
  });

  it('give the zip to members only, with every photo the members added', async () => {
    for (const role of ROLES) {
      const res = await download(t.app, `/api/album/${world.party.id}/download`, callerOf(role));
      expect(res.status, role).toBe(MEMBERS.includes(role) ? 200 : 403);
      if (res.status === 200) expect(zipEntries(res.body as Buffer)).toHaveLength(MEMBERS.length);
      else expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});
