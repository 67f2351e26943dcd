// Renders the built-in cover gallery (one cover per catalogue theme).
//   node --import tsx scripts/generate-gallery.ts            stores them as the server does (DATA_DIR or S3)
//   node --import tsx scripts/generate-gallery.ts --out DIR  writes the files and a contact sheet to DIR
//   add --title to write each theme's title on its cover (preview only)
// The server renders the same covers by itself at start-up when they are missing, so running this is optional.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { loadEnv } from '../src/server/platform/env';
import { renderCover } from '../src/server/features/images/gallery/compose';
import { generateGallery } from '../src/server/features/images/gallery/index';
import { createStorageProvider } from '../src/server/platform/providers/storage';
import { THEMES } from '../src/shared/themes/themes';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
const title = args.includes('--title');
const started = Date.now();

if (out) {
  await mkdir(out, { recursive: true });
  const covers = await Promise.all(THEMES.map((theme) => renderCover(theme, { title })));
  await Promise.all(
    covers.map((cover, i) => writeFile(path.join(out, `${THEMES[i]!.id}-${THEMES[i]!.slug}.webp`), cover)),
  );
  const cell = 160;
  const columns = 8;
  const tiles = await Promise.all(
    covers.map(async (cover, i) => ({
      input: await sharp(cover).resize(cell, cell).toBuffer(),
      left: (i % columns) * cell,
      top: Math.floor(i / columns) * cell,
    })),
  );
  await sharp({
    create: {
      width: columns * cell,
      height: Math.ceil(covers.length / columns) * cell,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(tiles)
    .png()
    .toFile(path.join(out, 'sheet.png'));
  console.log(`${covers.length} covers and sheet.png written to ${out} in ${Date.now() - started} ms`);
} else {
  const env = loadEnv();
  const storage = createStorageProvider(env);
  const manifest = await generateGallery(env, storage);
  console.log(
    `${Object.keys(manifest.urls).length} covers stored (${storage.name}) in ${Date.now() - started} ms`,
  );
}
