// The built-in image generator: no network, no model. Each picture is drawn from the prompt's motifs and
// colours in the style's own composition and finish (art/styles.ts); the same prompt and style always give
// the same pictures, and the variants of one request differ from each other.
import { renderStyledCover } from './art/styles';
import type { ImageGenerator, ImageRequest, Picture } from './types';

/** Generated covers are this many pixels square (the crop's limit is 1024). */
export const LOCAL_IMAGE_SIZE = 768;

/**
 * Pictures kept after they are painted (about 60 kB each). A picture depends only on its prompt, style and
 * variant, and painting one costs some 0.1-0.3 s of CPU: asking again for the same covers (a host who taps
 * "generate" twice, a landing visitor trying the example prompt) is answered from here, and two requests for the
 * same picture at once paint it once.
 */
const KEPT_PICTURES = 48;

export class LocalImageGenerator implements ImageGenerator {
  readonly name = 'local';
  /** Painted (or being painted) pictures by prompt, style and variant, least recently asked for first. */
  private readonly painted = new Map<string, Promise<Buffer>>();

  constructor(private readonly keep = KEPT_PICTURES) {}

  async generate(request: ImageRequest, signal: AbortSignal): Promise<Picture[]> {
    signal.throwIfAborted();
    // Side by side: sharp renders on its own threads, so the variants share the machine's cores.
    const pictures = await Promise.all(
      Array.from({ length: request.count }, async (_, variant) => ({
        data: await this.picture(request, variant),
        contentType: 'image/webp',
      })),
    );
    signal.throwIfAborted();
    return pictures;
  }

  private picture({ subject, style }: ImageRequest, variant: number): Promise<Buffer> {
    const key = JSON.stringify([subject, style, variant]);
    let picture = this.painted.get(key);
    if (picture) this.painted.delete(key);
    else {
      picture = renderStyledCover({ prompt: subject, style, variant, size: LOCAL_IMAGE_SIZE });
      // A failed painting is not kept: the next request tries again.
      picture.catch(() => this.painted.get(key) === picture && this.painted.delete(key));
    }
    this.painted.set(key, picture);
    while (this.painted.size > this.keep) this.painted.delete(this.painted.keys().next().value!);
    return picture;
  }
}
