// A visitor's generated covers, kept in this browser (like their free coins) so the history modal and the
// previous-cover carousel can offer them again. Signed-in users' history lives on the server.
import type { GeneratedImage } from '../../../shared/images/schema';

const STORAGE_KEY = 'elk.generatedImages';
const KEEP = 200;

export type VisitorImage = GeneratedImage & { createdAt: number };

export function readVisitorImages(): VisitorImage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is VisitorImage =>
        typeof item === 'object' && item !== null && typeof (item as VisitorImage).imageUrl === 'string',
    );
  } catch {
    return [];
  }
}

/** Adds a generation's covers, newest first, each address once. */
export function rememberVisitorImages(images: GeneratedImage[], now = Date.now()): VisitorImage[] {
  const added = images.map((image) => ({ ...image, createdAt: now }));
  const fresh = new Set(added.map((image) => image.imageUrl));
  const list = [...added, ...readVisitorImages().filter((image) => !fresh.has(image.imageUrl))].slice(
    0,
    KEEP,
  );
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage refused (private mode): the covers are still offered on this page.
  }
  return list;
}
