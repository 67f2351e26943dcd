import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTheme } from '../../../src/shared/themes/themes';
import { rpc } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const describeEvent = (input: object) =>
  request(t.app)
    .post('/api/trpc/images.getEventDescription')
    .set('Content-Type', 'application/json')
    .send(input);

describe('ThemeService.getEventDescription (built-in writer)', () => {
  it('answers over /json with eventDescription, naming the party', async () => {
    const res = await rpc(t.app, 'ThemeService', 'getEventDescription', { eventName: "Sam's Housewarming" });
    expect(res.body.error).toBeUndefined();
    const text: string = res.body.result.eventDescription;
    expect(text).toContain("Sam's Housewarming");
    expect(text.length).toBeGreaterThan(60);
    expect(text.length).toBeLessThan(1000);
  });

  it('uses the named theme, and the prompt, and gives the same text for the same request', async () => {
    const input = { eventName: 'Spooky Night', theme: 'halloween', prompt: 'A haunted maze and cider' };
    const first = await describeEvent(input);
    const again = await describeEvent(input);
    const text: string = first.body.result.data.eventDescription;
    expect(text).toContain(findTheme('halloween')!.description);
    expect(text).toContain('Expect a haunted maze and cider.');
    expect(again.body.result.data.eventDescription).toBe(text);
  });

  it('finds a theme from the words of the title', async () => {
    const res = await describeEvent({ eventName: "Maya's 7th bday" });
    expect(res.body.result.data.eventDescription).toContain(findTheme('birthday-party')!.description);
  });

  it("needs a title, in the form's words", async () => {
    const res = await rpc(t.app, 'ThemeService', 'getEventDescription', { eventName: '   ' });
    expect(res.body.error.code).toBe(-32602);
    expect(res.body.error.message).toBe('eventName: Enter a valid title');
  });
});
