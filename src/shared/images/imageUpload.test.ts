import { describe, expect, it } from 'vitest';
import { coverFileProblem, looksLikeHeic } from './imageUpload';
import { IMAGE_UPLOAD_MESSAGES } from './copy';

const ftyp = (...brands: string[]) => {
  const body = Buffer.from(brands.map((b, i) => (i === 1 ? `\0\0\0\0${b}` : b)).join(''), 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return new Uint8Array(Buffer.concat([size, Buffer.from('ftyp'), body, Buffer.alloc(16)]));
};

describe('coverFileProblem', () => {
  it('says the size limit for a 10.8 MB PNG, not the type list', () => {
    expect(coverFileProblem({ size: 10.8 * 1024 * 1024, name: 'big.png', type: 'image/png' })).toBe(
      IMAGE_UPLOAD_MESSAGES.tooLarge,
    );
    expect(IMAGE_UPLOAD_MESSAGES.tooLarge).toContain('10 MB');
  });

  it('takes PNG, GIF, JPEG, WebP and HEIC names or types; refuses others with the type list', () => {
    for (const name of ['a.png', 'a.GIF', 'a.jpeg', 'a.jpg', 'a.webp', 'IMG_0001.HEIC']) {
      expect(coverFileProblem({ size: 1000, name, type: '' })).toBeNull();
    }
    expect(coverFileProblem({ size: 1000, name: 'photo', type: 'image/webp' })).toBeNull();
    expect(coverFileProblem({ size: 1000, name: 'notes.txt', type: 'text/plain' })).toBe(
      IMAGE_UPLOAD_MESSAGES.wrongType,
    );
  });
});

describe('looksLikeHeic', () => {
  it('knows an HEIC photo by its ftyp brands, and AVIF or other bytes as not HEIC', () => {
    expect(looksLikeHeic(ftyp('heic', 'mif1', 'heic'))).toBe(true);
    expect(looksLikeHeic(ftyp('mif1', 'mif1', 'heic'))).toBe(true);
    expect(looksLikeHeic(ftyp('avif', 'mif1', 'avif'))).toBe(false);
    expect(looksLikeHeic(new TextEncoder().encode('just some text renamed .heic'))).toBe(false);
    expect(looksLikeHeic(new Uint8Array(4))).toBe(false);
  });
});
