import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodContracts } from '../../../src/server/app/openapi';
import type { EventInspirations } from '../../../src/shared/landing/schema';
import { contrastRatio } from '../../../src/shared/events/editorPanel';
import { COVER_STYLE_PROMPTS } from '../../../src/shared/images/coverStyles';
import { COVER_STYLES } from '../../../src/shared/themes/suggestions';
import { THEMES } from '../../../src/shared/themes/themes';
import { rpc } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Issue 20: the theme catalogue on /json (EventService.fetchEventInspirations, fetchEventSuggestion). Every
// theme comes with real art (a cover and a thumbnail that exist), a name and a colour scheme; the seasonal
// one leads; a cover style gets a party idea with the words for an image in that style.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function inspirations(date?: string): Promise<EventInspirations> {
  const reply = await rpc(t.app, 'EventService', 'fetchEventInspirations', date ? { date } : {});
  expect(reply.body.error).toBeUndefined();
  return reply.body.result as EventInspirations;
}

const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/uploads/', ''));

describe('EventService.fetchEventInspirations', () => {
  it('gives every theme its picture (cover and thumbnail), its name and its colour scheme', async () => {
    const { inspirations: all } = await inspirations('2025-10-01');
    expect(all.map((i) => i.id)).toEqual(THEMES.map((theme) => theme.id));
    expect(all.map((i) => i.title)).toEqual(THEMES.map((theme) => theme.title));
    for (const inspiration of all) {
      expect(existsSync(fileOf(inspiration.photoUrl)), inspiration.title).toBe(true);
      expect(existsSync(fileOf(inspiration.thumbnailUrl)), inspiration.title).toBe(true);
      expect(contrastRatio(inspiration.colors.text, inspiration.colors.primary)).toBeGreaterThanOrEqual(4.5);
    }
    // The themes a visitor once found without a picture have one, at both sizes.
    for (const title of ["Totally '80s", 'Fall Gathering', 'Watch Party', 'Group Hike', 'Pickup Soccer']) {
      const found = all.find((i) => i.title === title);
      expect(found, title).toBeDefined();
      const [full, thumb] = await Promise.all([
        sharp(fileOf(found!.photoUrl)).metadata(),
        sharp(fileOf(found!.thumbnailUrl)).metadata(),
      ]);
      expect([full.format, full.width, full.height]).toEqual(['webp', 768, 768]);
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 384, 384]);
    }
  });

  it('leads with the seasonal theme and its coming occasions, then the other rows', async () => {
    const october = await inspirations('2025-10-01');
    const titleOf = (id: number) => october.inspirations.find((i) => i.id === id)?.title;
    expect(titleOf(october.featuredId)).toBe('Halloween');
    expect(october.rows.map((row) => row.title)).toEqual([
      'Coming up',
      'Crowd favourites',
      'Birthdays to remember',
      'Showers and weddings',
    ]);
    expect(october.rows[0]!.inspirationIds.map(titleOf)).toEqual([
      'Halloween',
      'Thanksgiving',
      'Holiday Party',
      "New Year's Eve",
      'Super Bowl Party',
      "Galentine's Day",
    ]);
    for (const row of october.rows) expect(row.inspirationIds).toHaveLength(6);
    const march = await inspirations('2026-03-01');
    expect(march.inspirations.find((i) => i.id === march.featuredId)?.title).toBe("St. Patrick's Day");
  });

  it('answers the same through tRPC, and works out today when no day is given', async () => {
    const res = await request(t.app).get(
      `/api/trpc/themes.fetchEventInspirations?input=${encodeURIComponent(JSON.stringify({ date: '2025-10-01' }))}`,
    );
    expect(res.body.result.data).toEqual(await inspirations('2025-10-01'));
    const today = await inspirations();
    expect(today.inspirations).toHaveLength(THEMES.length);
  });

  it('refuses a day that is not one, in words', async () => {
    for (const date of ['2025-02-30', 'yesterday', '20251001']) {
      const reply = await rpc(t.app, 'EventService', 'fetchEventInspirations', { date });
      expect(reply.body.error?.code, date).toBe(-32602);
      expect(reply.body.error?.message, date).toContain('A day is written YYYY-MM-DD.');
    }
  });

  it('fits its documented result (contract)', async () => {
    const contract = methodContracts().find((c) => c.method === 'fetchEventInspirations')!;
    expect(contract.service).toBe('EventService');
    expect(contract.result.safeParse(await inspirations('2026-07-01')).success).toBe(true);
  });
});

describe('EventService.fetchEventSuggestion', () => {
  it('suggests a party for each cover style, with its cover and the words for an image in that style', async () => {
    for (const style of COVER_STYLES) {
      const reply = await rpc(t.app, 'EventService', 'fetchEventSuggestion', { style, date: '2025-10-01' });
      expect(reply.body.error, style).toBeUndefined();
      const { suggestion } = reply.body.result;
      expect(suggestion.style).toBe(style);
      expect(suggestion.title).toBe(suggestion.inspiration.title);
      expect(suggestion.prompt).toContain(suggestion.title);
      if (COVER_STYLE_PROMPTS[style as keyof typeof COVER_STYLE_PROMPTS]) {
        expect(suggestion.prompt).toContain(COVER_STYLE_PROMPTS[style as keyof typeof COVER_STYLE_PROMPTS]);
      }
      expect(existsSync(fileOf(suggestion.inspiration.photoUrl))).toBe(true);
    }
  });

  it('gives the same idea again for the same seed, and others for other seeds', async () => {
    const idea = async (seed: string) =>
      (
        await rpc(t.app, 'EventService', 'fetchEventSuggestion', {
          style: 'Pop Art',
          seed,
          date: '2026-05-01',
        })
      ).body.result.suggestion.inspiration.id as number;
    expect(await idea('one')).toBe(await idea('one'));
    const ideas = new Set(await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(idea)));
    expect(ideas.size).toBeGreaterThan(1);
  });

  it('refuses an unknown style, naming the styles', async () => {
    const reply = await rpc(t.app, 'EventService', 'fetchEventSuggestion', { style: 'Baroque-ish' });
    expect(reply.body.error?.code).toBe(-32602);
    expect(reply.body.error?.message).toContain('The style is one of Abstract Art, Baroque');
  });
});
