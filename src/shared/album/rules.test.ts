import { describe, expect, it } from 'vitest';
import {
  albumCodePattern,
  albumZipName,
  effectiveUploadMode,
  photoFileName,
  previewTiles,
  sniffPhotoFormat,
  stepIndex,
  swipeDirection,
} from './rules';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffPhotoFormat', () => {
  it('names JPEG, PNG, GIF (87a and 89a) and WebP by their first bytes', () => {
    expect(sniffPhotoFormat(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe('jpeg');
    expect(sniffPhotoFormat(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffPhotoFormat(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(sniffPhotoFormat(bytes('GIF87a', 1, 0))).toBe('gif');
    expect(sniffPhotoFormat(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, however close', () => {
    expect(sniffPhotoFormat(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffPhotoFormat(bytes('GIF88a'))).toBeNull();
    expect(sniffPhotoFormat(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffPhotoFormat(bytes('II*', 0))).toBeNull();
    expect(sniffPhotoFormat(bytes('<svg'))).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array())).toBeNull();
    expect(sniffPhotoFormat(bytes(0xff, 0xd8))).toBeNull();
  });
});

describe('effectiveUploadMode', () => {
  it("prefers the person's own choice, then the link's pu (magic is automatic), then the album's, then manual", () => {
    expect(effectiveUploadMode({ user: 'manual', invitee: 'magic', album: 'automatic' })).toBe('manual');
    expect(effectiveUploadMode({ invitee: 'magic', album: 'manual' })).toBe('automatic');
    expect(effectiveUploadMode({ user: null, invitee: null, album: 'automatic' })).toBe('automatic');
    expect(effectiveUploadMode({})).toBe('manual');
  });
});

describe('previewTiles', () => {
  const photos = Array.from({ length: 20 }, (_, i) => i);
  it('shows up to 18 on desktop and 3 on mobile, the last tile standing for the rest', () => {
    expect(previewTiles(photos.slice(0, 18), false)).toEqual({ shown: photos.slice(0, 18), more: 0 });
    expect(previewTiles(photos, false)).toEqual({ shown: photos.slice(0, 18), more: 3 });
    expect(previewTiles(photos.slice(0, 3), true)).toEqual({ shown: [0, 1, 2], more: 0 });
    expect(previewTiles(photos.slice(0, 4), true)).toEqual({ shown: [0, 1, 2], more: 2 });
    expect(previewTiles([], true)).toEqual({ shown: [], more: 0 });
  });
});

describe('the viewer', () => {
  it('steps through photos wrapping at both ends', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
  it('reads a swipe left as next and right as previous, ignoring short and vertical moves', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -5)).toBe(-1);
    expect(swipeDirection(30, 0)).toBe(0);
    expect(swipeDirection(60, 90)).toBe(0);
  });
});

describe('file names and codes', () => {
  it('names photos and the zip after the party, in plain letters', () => {
    expect(photoFileName('Zoë’s 30th — Rooftop!', 7)).toBe('Zoe-s-30th-Rooftop-007.jpg');
    expect(photoFileName('🎉🎉', 12)).toBe('party-012.jpg');
    expect(albumZipName('Garden party')).toBe('Garden-party-photos.zip');
  });
  it('takes only well-formed album codes', () => {
    expect(albumCodePattern.test('abcdefghjk')).toBe(true);
    expect(albumCodePattern.test('abcdefghj')).toBe(false);
    expect(albumCodePattern.test('abcdefghjl')).toBe(false);
    expect(albumCodePattern.test('ABCDEFGHJK')).toBe(false);
  });
});
