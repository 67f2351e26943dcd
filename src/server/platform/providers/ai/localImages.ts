// The built-in image generator: no network, no model. Each picture is drawn from the prompt's motifs and
// colours in the style's own composition and finish (art/styles.ts); the same prompt and style always give
// the same pictures, and the variants of one request differ from each other.
import { renderStyledCover } from './art/styles';
import type { ImageGenerator, ImageRequest, Picture } from './types';

/** Generated covers are this many pixels square (the crop's limit is 1024). */
export const LOCAL_IMAGE_SIZE = 768;

export class LocalImageGenerator implements ImageGenerator {
  readonly name = 'local';

  async generate(request: ImageRequest, signal: AbortSignal): Promise<Picture[]> {
    signal.throwIfAborted();
    // Side by side: sharp renders on its own threads, so the variants share the machine's cores.
    const pictures = await Promise.all(
      Array.from({ length: request.count }, async (_, variant) => ({
        data: await renderStyledCover({
          prompt: request.subject,
          style: request.style,
          variant,
          size: LOCAL_IMAGE_SIZE,
        }),
        contentType: 'image/webp',
      })),
    );
    signal.throwIfAborted();
    return pictures;
  }
}
