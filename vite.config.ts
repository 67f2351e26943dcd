import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), versionFile()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/json': 'http://localhost:3000' } },
});
