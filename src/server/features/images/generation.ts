// AI covers (spec sections 4–8): a signed-in host pays from the coin ledger, a visitor from the free balance
// their browser holds. The provider paints within the wait (AI_TIMEOUT_MS, under the spec's 60 s); every
// picture is checked and re-encoded by sharp and stored, so a cover never points at a service's short-lived URL.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { COINS_COPY } from '../../../shared/coins/copy';
import { COINS_PER_IMAGE_GENERATION } from '../../../shared/constants';
import { IMAGE_GENERATION_MESSAGES } from '../../../shared/images/copy';
import {
  canAffordGeneration,
  coverPrompt,
  coverSubject,
  hasSubject,
  IMAGES_PER_GENERATION,
} from '../../../shared/images/generation';
import type { GenerateEventImageInput, GenerateEventImageResult } from '../../../shared/images/schema';
import type { Db } from '../../platform/db/client';
import { events, images } from '../../platform/db/schema';
import type { Env } from '../../platform/env';
import { DomainError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { imageGeneratorFor, type Picture } from '../../platform/providers/ai';
import { type StorageProvider, userUploadsPrefix } from '../../platform/providers/storage';
import { coinBalance, spendCoins } from '../coins';

type Deps = { env: Env; db: Db; storage: StorageProvider; logger: Logger };

/** Who pays: a signed-in user from the ledger, or a visitor from the balance their browser reports. */
export type Payer = { userId: string } | { visitorBalance: number };

const notEnoughCoins = () => new DomainError('BAD_REQUEST', COINS_COPY.notEnoughCoins);
const COVER_SIDE = 1024;

/** Paints the pictures within the wait; the spec's timeout or failure message otherwise. */
async function paint(deps: Deps, input: GenerateEventImageInput): Promise<Picture[]> {
  const signal = AbortSignal.timeout(deps.env.AI_TIMEOUT_MS);
  const generator = imageGeneratorFor(deps.env);
  try {
    const pictures = await generator.generate(
      {
        subject: coverSubject(input),
        prompt: coverPrompt(input),
        style: input.style,
        count: IMAGES_PER_GENERATION,
      },
      signal,
    );
    if (pictures.length === 0) throw new Error('The image service answered no pictures');
    return pictures;
  } catch (error) {
    if (signal.aborted) {
      deps.logger.warn({ generator: generator.name }, 'image generation timed out');
      throw new DomainError('BAD_GATEWAY', IMAGE_GENERATION_MESSAGES.timedOut, { cause: error });
    }
    deps.logger.error({ err: error, generator: generator.name }, 'image generation failed');
    throw new DomainError('BAD_GATEWAY', IMAGE_GENERATION_MESSAGES.failed, { cause: error });
  }
}

/** A picture checked as an image and re-encoded (no metadata, at most 1024 px square). */
async function asCover(picture: Picture): Promise<Buffer> {
  try {
    const image = sharp(picture.data, { limitInputPixels: 40_000_000, animated: false });
    const meta = await image.metadata();
    // Already a clean square WebP within the limit (the built-in painter's): kept as it is.
    const clean = !meta.exif && !meta.icc && !meta.xmp && (meta.pages ?? 1) === 1;
    if (clean && meta.format === 'webp' && meta.width === meta.height && (meta.width ?? 0) <= COVER_SIDE) {
      return picture.data;
    }
    return await image
      .resize(COVER_SIDE, COVER_SIDE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer();
  } catch (error) {
    throw new DomainError('BAD_GATEWAY', IMAGE_GENERATION_MESSAGES.failed, { cause: error });
  }
}

/** The party the covers were for, when it exists and the caller organizes it (for the history's eventUuid). */
async function ownEventId(db: Db, userId: string, eventUuid: string | null | undefined) {
  if (!eventUuid) return null;
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventUuid), eq(events.organizerId, userId)));
  return row?.id ?? null;
}

/** generateEventImage and sampleEventImage: checks, pays, paints, stores and answers the covers. */
export async function generateCovers(
  deps: Deps,
  input: GenerateEventImageInput,
  payer: Payer,
): Promise<GenerateEventImageResult> {
  if (!hasSubject(input)) throw new DomainError('BAD_REQUEST', IMAGE_GENERATION_MESSAGES.needsTitleOrPrompt);
  const balance = 'userId' in payer ? await coinBalance(deps.db, payer.userId) : payer.visitorBalance;
  if (!canAffordGeneration(balance)) throw notEnoughCoins();

  const covers = await Promise.all((await paint(deps, input)).map(asCover));
  const folder = 'userId' in payer ? `${userUploadsPrefix(payer.userId)}generated-` : 'events/generated/';
  // Named by content: the same picture is stored once, under the same address, and offered once.
  const byKey = new Map(
    covers.map((cover) => [
      `${folder}${createHash('sha256').update(cover).digest('hex').slice(0, 24)}.webp`,
      cover,
    ]),
  );
  const stored = await Promise.all(
    [...byKey].map(async ([key, cover]) => ({
      key,
      url: (await deps.storage.put(key, cover, 'image/webp')).url,
    })),
  );

  const subject = coverSubject(input);
  let remainingCoinBalance = balance - COINS_PER_IMAGE_GENERATION;
  if ('userId' in payer) {
    // Charged only for pictures delivered; a spend racing this one on the last coins refuses here.
    remainingCoinBalance = await spendCoins(deps.db, payer.userId, COINS_PER_IMAGE_GENERATION, {
      reason: 'image_generation',
      taskId: input.taskId ?? undefined,
    });
    const eventId = await ownEventId(deps.db, payer.userId, input.eventUuid);
    await deps.db.insert(images).values(
      stored.map(({ key, url }) => ({
        userId: payer.userId,
        eventId,
        kind: 'generated' as const,
        url,
        storageKey: key,
        prompt: subject,
        style: input.style,
      })),
    );
  }
  return {
    imageUrls: stored.map((s) => s.url),
    images: stored.map((s) => ({ imageUrl: s.url, prompt: subject, style: input.style })),
    remainingCoinBalance,
  };
}
