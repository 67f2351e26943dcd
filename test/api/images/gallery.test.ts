import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCover } from '../../../src/server/features/images/gallery/compose';
import { jsonSchemaOf, methodContracts, resultComponent } from '../../../src/server/app/openapi';
import { rpc } from '../../helpers/rpc';
import { THEMES } from '../../../src/shared/themes/themes';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  // A DATA_DIR without the gallery: the first images.gallery renders it, as on a first start.
  t = await createTestApp({ gallery: 'none' });
});
afterAll(() => t.close());

type Group = {
  category: string;
  subCategory: string;
  images: Array<{ category: string; subCategory: string; theme: string; themeId: number; imageUrl: string }>;
};

async function gallery(): Promise<Group[]> {
  const res = await request(t.app).get('/api/trpc/images.gallery');
  expect(res.status).toBe(200);
  return res.body.result.data.groups;
}

describe('images.gallery (the built-in covers)', () => {
  it('lists at least 40 covers grouped by the catalogue, rendered once into DATA_DIR', async () => {
    // How long rendering takes is a benchmark's question, not a test's: on a loaded machine it varies tenfold.
    const groups = await gallery();
    const images = groups.flatMap((g) => g.images);
    expect(images.length).toBeGreaterThanOrEqual(40);
    expect(images).toHaveLength(THEMES.length);
    expect(groups.map((g) => `${g.category} / ${g.subCategory}`)).toEqual([
      'Parties / Holidays',
      'Parties / Entertaining & Celebrations',
      'Parties / Themed Parties',
      'Parties / Sports and Activities',
      'Adult Birthday / Birthday Themes',
      'Adult Birthday / General birthdays',
      'Kids Birthday / Birthday Themes',
      'Kids Birthday / General birthdays',
      'Wedding / Showers & Parties',
      'Wedding / Wedding Weekend',
      'Baby / Baby Shower',
      'Baby / Specialty Showers',
    ]);
    const halloween = images.find((i) => i.theme === 'Halloween')!;
    expect(halloween).toMatchObject({ category: 'Parties', subCategory: 'Holidays' });
    expect(halloween.imageUrl).toMatch(/^\/uploads\/gallery\/halloween-[0-9a-f]{8}\.webp$/);
    expect(existsSync(path.join(t.dataDir, 'uploads', halloween.imageUrl.replace('/uploads/', '')))).toBe(
      true,
    );
  });

  // Here rather than in contract.test.ts: this app has rendered the covers already, and rendering them twice at
  // once in two test files breaks the generation budget above on a busy machine.
  it('is on /json as EventService.gallery: the same list, fitting its documented result (contract)', async () => {
    const contract = methodContracts().find((c) => c.service === 'EventService' && c.method === 'gallery')!;
    expect(contract.procedure).toBe('images.gallery');
    const doc = (await request(t.app).get('/json/openapi.json').expect(200)).body as {
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.components.schemas[resultComponent(contract)]).toEqual(
      jsonSchemaOf(contract.result, 'output'),
    );
    const reply = await rpc(t.app, 'EventService', 'gallery', {});
    expect(reply.body.error).toBeUndefined();
    const parsed = contract.result.safeParse(reply.body.result);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(reply.body.result);
    expect(reply.body.result).toEqual({ groups: await gallery() });
  });

  it('serves square covers with a 1-day cache', async () => {
    const [first] = (await gallery())[0]!.images;
    const res = await request(t.app).get(first!.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeLessThanOrEqual(1024);
  });

  it('reuses what it stored: the manifest keeps the same URLs and files are not rewritten', async () => {
    const manifest = await readFile(path.join(t.dataDir, 'gallery', 'manifest.json'), 'utf8');
    const before = (await gallery()).flatMap((g) => g.images.map((i) => i.imageUrl));
    expect(JSON.parse(manifest).urls.halloween).toBe(before.find((u) => u.includes('/halloween-')));
  });

  it('renders a missing file again after the uploads folder was wiped', async () => {
    const { ensureGallery } = await import('../../../src/server/features/images/gallery');
    await rm(path.join(t.dataDir, 'uploads', 'gallery'), { recursive: true, force: true });
    // A fresh storage object stands for a restarted server.
    const { createStorageProvider } = await import('../../../src/server/platform/providers/storage');
    const manifest = await ensureGallery(t.deps.env, createStorageProvider(t.deps.env));
    const file = path.join(t.dataDir, 'uploads', manifest.urls.halloween!.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
  });

  it('is deterministic: a theme always gives the same picture, and themes differ', async () => {
    const [a, b, other] = await Promise.all([
      renderCover(THEMES[0]!),
      renderCover(THEMES[0]!),
      renderCover(THEMES[1]!),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(other)).toBe(false);
  });
});
