import { describe, expect, it } from 'vitest';
import { LocalImageGenerator } from './localImages';
import type { ImageRequest } from './types';

const request = (subject: string, count = 1): ImageRequest => ({
  subject,
  prompt: `A cover for ${subject}`,
  style: 'Pop Art',
  count,
});
const signal = () => new AbortController().signal;

describe('the built-in image generator', () => {
  it('answers the same request with the same pictures, painted once, and variants that differ', async () => {
    const generator = new LocalImageGenerator();
    const [first, second] = await generator.generate(request('Taco night', 2), signal());
    expect(first!.contentType).toBe('image/webp');
    expect(first!.data.equals(second!.data)).toBe(false);
    const again = await generator.generate(request('Taco night', 2), signal());
    // The very buffers painted before: kept, not painted again.
    expect(again[0]!.data).toBe(first!.data);
    expect(again[1]!.data).toBe(second!.data);
  });

  it('keeps only the most recently asked-for pictures; one painted again is the same picture', async () => {
    const generator = new LocalImageGenerator(1);
    const [taco] = await generator.generate(request('Taco night'), signal());
    await generator.generate(request('Pool party'), signal());
    const [tacoAgain] = await generator.generate(request('Taco night'), signal());
    expect(tacoAgain!.data).not.toBe(taco!.data);
    expect(tacoAgain!.data.equals(taco!.data)).toBe(true);
  });

  it('refuses once the wait is over', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      new LocalImageGenerator().generate(request('Late party'), controller.signal),
    ).rejects.toThrow();
  });
});
