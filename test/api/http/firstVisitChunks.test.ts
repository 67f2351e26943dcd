import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VISIT_BUDGET_KB, routeChunks } from '../../../bench/pageLoad';

// Issue 14: the files a first visit is cut into (scripts/vite/firstVisit.ts), built with the app's own config.
// What the guest page loads later (its album, its songs) must not fetch a file of the landing page's, nor the
// other way round: each first visit carries only its own page's file.

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

describe('the first-visit files', () => {
  let outDir: string;
  let manifest: Manifest;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'elk-first-visit-'));
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
      // Vite keeps an existing NODE_ENV, and tests run with NODE_ENV=test, which would build React's development
      // files: build what `npm run build` ships.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    });
    manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  }, 180_000);
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  /** Every file a module's chunk loads before it runs (its static imports, transitively). */
  const staticFiles = (key: string): Set<string> => {
    const seen = new Set<string>();
    const pending = [key];
    while (pending.length) {
      const next = pending.pop()!;
      if (seen.has(next) || !manifest[next]) continue;
      seen.add(next);
      pending.push(...(manifest[next].imports ?? []));
    }
    return new Set([...seen].map((k) => manifest[k]!.file));
  };

  it("keeps the landing page's files out of the guest page's lazy parts, and the party page's off the landing", () => {
    const guest = new Set(routeChunks(outDir, 'features/partyPage/EventView.page.tsx').jsFiles);
    const landing = new Set(routeChunks(outDir, 'features/landing/Welcome.page.tsx').jsFiles);
    // Each page's own file: what it runs beyond what every page runs (small files both share may be anywhere).
    const landingFile = [...landing].filter((file) => /\/landing-[\w-]+\.js$/.test(file));
    const guestFile = [...guest].filter((file) => /\/event-page-[\w-]+\.js$/.test(file));
    expect(landingFile).toHaveLength(1);
    expect(guestFile).toHaveLength(1);
    expect(guest.has(landingFile[0]!)).toBe(false);
    for (const lazyPart of ['features/album/AlbumSection.tsx', 'features/music/PartySongs.tsx']) {
      expect(manifest[lazyPart], lazyPart).toBeDefined();
      expect(staticFiles(lazyPart).has(landingFile[0]!)).toBe(false);
    }
    expect(landing.has(guestFile[0]!)).toBe(false);
  });

  // Issue 42: a feature pays for its bytes. What a first visit sends (the brotli files the server serves) stays
  // within the budget the bench's page-weight rows hold a real visit to, or the build check fails here.
  it.each([
    ['guest page', 'features/partyPage/EventView.page.tsx'],
    ['landing', 'features/landing/Welcome.page.tsx'],
  ])("keeps the %s's first visit within the JS and CSS budget (%s)", (_name, page) => {
    const { jsBytes, cssBytes } = routeChunks(outDir, page);
    expect(jsBytes / 1024, 'JS kB').toBeLessThanOrEqual(FIRST_VISIT_BUDGET_KB.js);
    expect(cssBytes / 1024, 'CSS kB').toBeLessThanOrEqual(FIRST_VISIT_BUDGET_KB.css);
    // Not an empty build: the page's own file and the framework are in what was counted.
    expect(jsBytes / 1024).toBeGreaterThan(20);
  });
});
