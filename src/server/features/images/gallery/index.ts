// The built-in cover gallery: every theme of the catalogue rendered once into storage (local disk under
// DATA_DIR by default), full size and as a small thumbnail for menus and tiles, and listed by `images.gallery`. A manifest under DATA_DIR remembers what was stored,
// so a restart with the same catalogue and art renders nothing.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { THEMES, type Theme } from '../../../../shared/themes/themes';
import type { GalleryGroup } from '../../../../shared/images/schema';
import type { Env } from '../../../platform/env';
import type { StorageProvider } from '../../../platform/providers/storage';
import { uploadsDir } from '../../../platform/providers/storage';
import { hashString } from '../../../../shared/common/hash';
import { COVER_ART_VERSION, renderCover, THUMBNAIL_SIZE } from './compose';

export type GalleryManifest = {
  version: string;
  storage: string;
  urls: Record<string, string>;
  thumbnails: Record<string, string>;
};

/** Changes whenever the catalogue or the art changes; part of every file name. */
export const GALLERY_VERSION = hashString(JSON.stringify([COVER_ART_VERSION, THEMES]))
  .toString(16)
  .padStart(8, '0');

export const galleryKey = (theme: Theme) => `gallery/${theme.slug}-${GALLERY_VERSION}.webp`;
export const thumbnailKey = (theme: Theme) =>
  `gallery/${theme.slug}-${GALLERY_VERSION}-${THUMBNAIL_SIZE}.webp`;
const manifestPath = (env: Env) => path.resolve(env.DATA_DIR, 'gallery', 'manifest.json');

export async function readManifest(env: Env, storage: StorageProvider): Promise<GalleryManifest | null> {
  try {
    const manifest = JSON.parse(await readFile(manifestPath(env), 'utf8')) as GalleryManifest;
    if (manifest.version !== GALLERY_VERSION || manifest.storage !== storage.name) return null;
    if (!THEMES.every((theme) => manifest.urls[theme.slug] && manifest.thumbnails?.[theme.slug])) return null;
    // Local files can be wiped without the manifest; check they are still there.
    if (
      storage.name === 'local' &&
      !THEMES.every((t) =>
        [galleryKey(t), thumbnailKey(t)].every((key) => existsSync(path.join(uploadsDir(env), key))),
      )
    ) {
      return null;
    }
    return manifest;
  } catch {
    return null;
  }
}

/** Renders and stores every cover and its thumbnail (about 3 s on two cores), then writes the manifest. */
export async function generateGallery(env: Env, storage: StorageProvider): Promise<GalleryManifest> {
  const entries = await Promise.all(
    THEMES.map(async (theme) => {
      const [full, thumbnail] = await Promise.all([
        renderCover(theme).then((body) => storage.put(galleryKey(theme), body, 'image/webp')),
        renderCover(theme, { size: THUMBNAIL_SIZE }).then((body) =>
          storage.put(thumbnailKey(theme), body, 'image/webp'),
        ),
      ]);
      return [theme.slug, full.url, thumbnail.url] as const;
    }),
  );
  const manifest: GalleryManifest = {
    version: GALLERY_VERSION,
    storage: storage.name,
    urls: Object.fromEntries(entries.map(([slug, url]) => [slug, url])),
    thumbnails: Object.fromEntries(entries.map(([slug, , thumbnail]) => [slug, thumbnail])),
  };
  await mkdir(path.dirname(manifestPath(env)), { recursive: true });
  await writeFile(manifestPath(env), JSON.stringify(manifest, null, 2));
  return manifest;
}

const ready = new WeakMap<StorageProvider, Promise<GalleryManifest>>();

/**
 * The stored gallery, generated on first use per storage provider (start-up warms it, rendering in a process of
 * its own: renderApart.ts). `render` makes it when none is stored; calls while it renders share its result.
 */
export function ensureGallery(
  env: Env,
  storage: StorageProvider,
  render: (env: Env, storage: StorageProvider) => Promise<GalleryManifest> = generateGallery,
): Promise<GalleryManifest> {
  let pending = ready.get(storage);
  if (!pending) {
    pending = readManifest(env, storage).then((found) => found ?? render(env, storage));
    // A failure is not remembered: the next call tries again.
    pending.catch(() => ready.delete(storage));
    ready.set(storage, pending);
  }
  return pending;
}

/** The gallery grouped by the catalogue's category and sub-category, in catalogue order. */
export async function galleryGroups(env: Env, storage: StorageProvider): Promise<GalleryGroup[]> {
  const { urls, thumbnails } = await ensureGallery(env, storage);
  const groups = new Map<string, GalleryGroup>();
  for (const theme of THEMES) {
    const id = `${theme.category}/${theme.subCategory}`;
    let group = groups.get(id);
    if (!group) {
      group = { category: theme.category, subCategory: theme.subCategory, images: [] };
      groups.set(id, group);
    }
    group.images.push({
      category: theme.category,
      subCategory: theme.subCategory,
      theme: theme.title,
      themeId: theme.id,
      slug: theme.slug,
      imageUrl: urls[theme.slug]!,
      thumbnailUrl: thumbnails[theme.slug]!,
    });
  }
  return [...groups.values()];
}

/** Each theme's cover and thumbnail addresses, by slug. */
export async function galleryCovers(
  env: Env,
  storage: StorageProvider,
): Promise<Map<string, { imageUrl: string; thumbnailUrl: string }>> {
  const { urls, thumbnails } = await ensureGallery(env, storage);
  return new Map(
    THEMES.map((theme) => [
      theme.slug,
      { imageUrl: urls[theme.slug]!, thumbnailUrl: thumbnails[theme.slug]! },
    ]),
  );
}
