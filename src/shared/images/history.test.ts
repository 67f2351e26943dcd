import { describe, expect, it } from 'vitest';
import { asCoverStyle } from './coverStyles';
import {
  carouselPages,
  PREVIOUS_IMAGES_MAX,
  showViewAll,
  uniqueByUrl,
  withBrowserCovers,
  withPreviousCover,
} from './history';

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ imageUrl: `/u/${i}.webp` }));

describe('the previous-cover carousel', () => {
  it('pages 6 at a time, at most 8 pages', () => {
    expect(carouselPages(images(0))).toEqual([]);
    expect(carouselPages(images(6)).map((p) => p.length)).toEqual([6]);
    expect(carouselPages(images(13)).map((p) => p.length)).toEqual([6, 6, 1]);
    const pages = carouselPages(images(100));
    expect(pages).toHaveLength(8);
    expect(pages.flat()).toHaveLength(48);
  });
  it("shows 'View all' above 6", () => {
    expect(showViewAll(6)).toBe(false);
    expect(showViewAll(7)).toBe(true);
  });
});

describe('withPreviousCover', () => {
  it('puts the cover being left first and drops the one being taken', () => {
    const before = [{ imageUrl: '/b' }, { imageUrl: '/c' }];
    expect(withPreviousCover(before, '/a', '/c')).toEqual([{ imageUrl: '/a' }, { imageUrl: '/b' }]);
  });
  it('changes nothing when the cover stays, and remembers nothing for a first cover', () => {
    const before = [{ imageUrl: '/b' }];
    expect(withPreviousCover(before, '/a', '/a')).toEqual(before);
    expect(withPreviousCover([], null, '/a')).toEqual([]);
  });
  it('keeps each URL once and the newest 48', () => {
    const long = images(60);
    const next = withPreviousCover(long, '/u/5.webp', '/new');
    expect(next[0]).toEqual({ imageUrl: '/u/5.webp' });
    expect(next.filter((i) => i.imageUrl === '/u/5.webp')).toHaveLength(1);
    expect(next).toHaveLength(PREVIOUS_IMAGES_MAX);
  });
});

describe('uniqueByUrl', () => {
  it('merges lists in order, each URL once', () => {
    expect(
      uniqueByUrl([
        [{ imageUrl: 'a' }, { imageUrl: 'b' }],
        [{ imageUrl: 'a' }, { imageUrl: 'c' }],
      ]),
    ).toEqual([{ imageUrl: 'a' }, { imageUrl: 'b' }, { imageUrl: 'c' }]);
  });
});

describe("a signed-in host's generated covers", () => {
  it('keep the ones this browser made before signing in, newest first, each once', () => {
    const account = [{ imageUrl: '/a/2.webp', createdAt: 200 }];
    const browser = [
      { imageUrl: '/s/3.webp', createdAt: 300 },
      { imageUrl: '/s/4.webp', createdAt: 300 },
      { imageUrl: '/a/2.webp', createdAt: 150 },
      { imageUrl: '/s/1.webp', createdAt: 100 },
    ];
    expect(withBrowserCovers(account, browser).map((image) => image.imageUrl)).toEqual([
      '/s/3.webp',
      '/s/4.webp',
      '/a/2.webp',
      '/s/1.webp',
    ]);
    expect(withBrowserCovers(account, [])).toEqual(account);
  });
});

describe('a remembered cover style', () => {
  it('is read back only when it is one of the styles', () => {
    expect(asCoverStyle('Van Gogh')).toBe('Van Gogh');
    expect(asCoverStyle('None')).toBe('None');
    expect(asCoverStyle('van gogh')).toBeNull();
    expect(asCoverStyle(null)).toBeNull();
    expect(asCoverStyle(42)).toBeNull();
  });
});
