import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeChunks } from '../../../bench/pageLoad';
import { themeVariables } from '../../../scripts/vite/themeVariables';

// Issue 14: a guest's first visit to a party page loads none of the host's code. The client is built here
// (unminified, so each chunk names the modules in it: rolldown's `// <path>` line before each one) and the static
// import graph of the event page is read from the build's manifest. Lazy chunks (host tools, editor) may exist;
// they just must not be reachable without a dynamic import.

const HOST_ONLY = [
  'src/client/features/events/editor/',
  'src/client/features/partyPage/host/',
  'src/client/features/guests/ManageInvites',
  'src/client/features/cohosts/',
  'src/client/features/accounts/merge/',
  'src/client/features/messages/SendMessageModal',
  'src/client/features/messages/MessagesFeedView',
];

// The party's messages feed is only a gate on the page (its query, shown once there is a blast): the feed
// itself, its reply form and the hosts' message modal are fetched when needed.
const MESSAGES_GATE = ['index.ts', 'MessagesFeed.tsx', 'queries.ts'].map(
  (file) => `features/messages/${file}`,
);

describe('the guest event page chunk graph', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'elk-build-'));
    await build({
      configFile: false,
      root: 'src/client',
      logLevel: 'silent',
      plugins: [react(), themeVariables()],
      define: { __BUILD_DATE__: '0' },
      build: { outDir, emptyOutDir: true, manifest: true, minify: false, sourcemap: false },
    });
  }, 120_000);
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  const modulesOf = (files: string[]) =>
    files.flatMap((file) =>
      [
        ...readFileSync(path.join(outDir, file), 'utf8').matchAll(/^\/\/ ((?:src|\.\.)\/\S+\.m?[jt]sx?)$/gm),
      ].map((m) => m[1]!),
    );

  it('has the page itself but no editor, host tools, invite management, cohosts or account modals', () => {
    const { jsFiles } = routeChunks(outDir, 'features/partyPage/EventView.page.tsx');
    const modules = modulesOf(jsFiles);
    expect(modules.some((m) => m.includes('features/partyPage/EventView.page.tsx'))).toBe(true);
    expect(modules.some((m) => m.includes('features/rsvp/'))).toBe(true);
    for (const hostOnly of HOST_ONLY) {
      expect(modules.filter((m) => m.includes(hostOnly))).toEqual([]);
    }
    expect(
      modules.filter((m) => m.includes('features/messages/') && !MESSAGES_GATE.some((f) => m.endsWith(f))),
    ).toEqual([]);
    // Issue 18: the photo album (preview, viewer, uploader, the QR code) arrives only when it is shown; only its
    // index, which holds the lazy loaders, is on the page's path.
    expect(
      modules.filter((m) => m.includes('features/album/') && !m.endsWith('features/album/index.ts')),
    ).toEqual([]);
    expect(modules.some((m) => m.includes('qrcode.react'))).toBe(false);
    // Issue 19: the party's songs and the guest's song search arrive when shown, like the album.
    expect(
      modules.filter((m) => m.includes('features/music/') && !m.endsWith('features/music/index.ts')),
    ).toEqual([]);
    // The host code is built, only not on this path.
    const everyChunk = readdirSync(path.join(outDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/${name}`);
    const all = modulesOf(everyChunk);
    expect(all.some((m) => m.includes('features/partyPage/host/HostToolbar.tsx'))).toBe(true);
    expect(all.some((m) => m.includes('features/album/AlbumSection.tsx'))).toBe(true);
    expect(all.some((m) => m.includes('features/music/PartySongs.tsx'))).toBe(true);
  });

  it('follows the party live without the schemas: zod stays off the page', () => {
    const { jsFiles } = routeChunks(outDir, 'features/partyPage/EventView.page.tsx');
    const modules = modulesOf(jsFiles);
    const code = jsFiles.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    // Issue 15: the page's live updates (tRPC's SSE link and the hook) come with it (by the hook's own code: the
    // bundler names a module only where its code begins a new part of the chunk)…
    const liveModules = [
      'src/shared/live/kinds.ts',
      'src/client/app/lib/live.ts',
      'src/client/app/lib/liveRetry.ts',
    ];
    expect(modules.some((m) => liveModules.some((live) => m.includes(live)))).toBe(true);
    expect(code).toMatch(/^function useLiveUpdates\(/m);
    expect(code).toContain('httpSubscriptionLink');
    // …but what they say is read from the zod-free kinds, not the wire schemas (zod alone is ~22 kB sent).
    expect(code).not.toMatch(/^\/\/ \S*node_modules\/zod\//m);
    expect(modules.filter((m) => m.includes('src/shared/live/schema'))).toEqual([]);
  });

  it('leaves the whole Mantine stylesheet out', () => {
    const { cssFiles } = routeChunks(outDir, 'features/partyPage/EventView.page.tsx');
    const css = cssFiles.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    // Mantine's class names are hashes (.m_77c9d27d): each component's first one, read from its stylesheet.
    const firstClassOf = (component: string) =>
      /^\.m_[0-9a-f]+/m.exec(
        readFileSync(path.join('node_modules/@mantine/core/styles', `${component}.css`), 'utf8'),
      )![0];
    expect(css).toContain(firstClassOf('Button'));
    expect(css).toContain(firstClassOf('Modal'));
    // Components Elk never renders are not in every page's CSS any more.
    for (const unused of ['Accordion', 'Stepper', 'Timeline', 'AppShell']) {
      expect(css).not.toContain(firstClassOf(unused));
    }
  });
});
