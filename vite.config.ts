import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { eventPagePreloads, firstVisitChunks, firstVisitGroups } from './scripts/vite/firstVisit';
import { lazyMantineDefaults } from './scripts/vite/lazyMantineDefaults';
import { themeVariables } from './scripts/vite/themeVariables';

/** Writes /version.json with the build time; the client reloads when a newer build is served. */
function versionFile(): Plugin {
  const buildDate = Date.now();
  return {
    name: 'elk-version-file',
    config: () => ({ define: { __BUILD_DATE__: JSON.stringify(buildDate) } }),
    writeBundle(options) {
      writeFileSync(path.join(options.dir ?? 'dist/client', 'version.json'), JSON.stringify({ buildDate }));
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipBest = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;

/**
 * Writes <file>.br (brotli 11) and <file>.gz beside each text file of the bundle: the server sends those
 * (src/server/app/clientAssets.ts) instead of compressing the same bytes again on every request.
 */
function precompress(): Plugin {
  return {
    name: 'elk-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client';
      const files = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && name.startsWith('assets/'),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipBest(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Preloads the headline face (the party's title, the landing's heading: the largest text above the fold) so it
 * arrives with the first requests rather than after the CSS; fontsource already sets font-display: swap.
 */
function preloadHeadlineFont(): Plugin {
  return {
    name: 'elk-preload-headline-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((name) =>
          /fraunces-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    versionFile(),
    precompress(),
    preloadHeadlineFont(),
    themeVariables(),
    lazyMantineDefaults(),
    firstVisitChunks(),
    eventPagePreloads(),
  ],
  // The party page's date worker (features/events/poster/whenText.worker.ts) as a module, like the app.
  worker: { format: 'es' },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The chunk graph per route, read by test/api/http/guestChunks.test.ts (what a guest's page loads).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: firstVisitGroups,
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/json': 'http://localhost:3000' } },
});
