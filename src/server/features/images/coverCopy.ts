// Saving a party's cover (issue 37): the address is checked against the cover rule (shared/images/coverSource.ts)
// before it is stored. Elk's own files are kept; an allowed provider's picture is fetched under the SSRF guard,
// checked by its content and re-encoded by sharp as an upload is, and the stored copy is what the party keeps;
// any other address is refused, so no guest's mail program or chat app is ever sent to another site.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../../shared/constants';
import { coverSource } from '../../../shared/images/coverSource';
import { COVER_MESSAGES } from '../../../shared/images/copy';
import type { Db } from '../../platform/db/client';
import { images } from '../../platform/db/schema';
import type { Env } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import { guardedFetch } from '../../platform/net/guardedFetch';
import { coverOriginsOf, type StorageProvider, userUploadsPrefix } from '../../platform/providers/storage';
import { MAX_INPUT_PIXELS, UPLOAD_PURPOSES } from './uploads';

type Deps = { env: Env; db: Db; storage: StorageProvider; logger: Logger };

/** The cover to save (null for none), or why it is refused, in words for the host. */
export type SettledCover = { url: string | null } | { refused: string };

/** A provider's picture may take this long, over all its redirects; the save waits for it. */
const COPY_TIMEOUT_MS = 10_000;
const COPY_MAX_REDIRECTS = 3;

/** The picture as a cover upload is kept (WebP, at most 1024 px a side), or null when it is no readable image. */
async function encodeCover(body: Buffer): Promise<Buffer | null> {
  const rules = UPLOAD_PURPOSES.cover;
  try {
    const input = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { format } = await input.metadata();
    if (!format || !(rules.formats as readonly string[]).includes(format)) return null;
    return await input
      .rotate()
      .resize(rules.maxSide, rules.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Fetches, checks and stores a provider's picture with the host's uploads; answers the copy's URL. */
async function copyProviderCover(deps: Deps, userId: string, url: string): Promise<string | null> {
  const origins = coverOriginsOf(deps.env);
  const fetched = await guardedFetch(url, {
    maxBytes: MAX_IMAGE_UPLOAD_BYTES,
    timeoutMs: COPY_TIMEOUT_MS,
    maxRedirects: COPY_MAX_REDIRECTS,
    // A redirect may only lead to another allowed provider's picture.
    allowUrl: (next) => coverSource(next.toString(), origins).kind === 'provider',
    allowLoopback: deps.env.COVER_COPY_ALLOW_LOOPBACK,
    accept: 'image/*',
  }).catch((error: unknown) => {
    deps.logger.warn({ err: error, url }, 'cover copy refused or failed');
    return null;
  });
  const encoded = fetched && (await encodeCover(fetched.body));
  if (!encoded) return null;
  // Named by content: the same picture copied twice is one file and one history row.
  const name = createHash('sha256').update(encoded).digest('hex').slice(0, 24);
  const key = `${userUploadsPrefix(userId)}provider-${name}.webp`;
  const stored = await deps.storage.put(key, encoded, 'image/webp');
  const [known] = await deps.db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.userId, userId), eq(images.url, stored.url)))
    .limit(1);
  if (!known) {
    await deps.db.insert(images).values({ userId, kind: 'uploaded', url: stored.url, storageKey: key });
  }
  return stored.url;
}

/** The cover a party saved by `userId` keeps for the address the editor sent. */
export async function settleCover(
  deps: Deps,
  userId: string,
  photoUrl: string | null | undefined,
): Promise<SettledCover> {
  const source = coverSource(photoUrl, coverOriginsOf(deps.env));
  switch (source.kind) {
    case 'none':
      return { url: null };
    case 'own':
      return { url: source.url };
    case 'provider': {
      const copy = await copyProviderCover(deps, userId, source.url);
      return copy ? { url: copy } : { refused: COVER_MESSAGES.copyFailed };
    }
    case 'outside':
      return { refused: COVER_MESSAGES.outside };
  }
}
