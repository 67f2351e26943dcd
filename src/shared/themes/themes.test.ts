import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../events/editorPanel';
import {
  CATEGORY_MENU,
  COVER_PATTERNS,
  findTheme,
  THEME_CATEGORIES,
  THEME_SUB_CATEGORIES,
  THEMES,
  themesIn,
} from './themes';

describe('theme catalogue', () => {
  it("has the spec's main categories and sub-categories, each with numbered themes", () => {
    expect(THEME_CATEGORIES).toEqual(['Parties', 'Adult Birthday', 'Kids Birthday', 'Wedding', 'Baby']);
    expect(new Set(Object.values(CATEGORY_MENU).flat())).toEqual(new Set(THEME_SUB_CATEGORIES));
    for (const category of THEME_CATEGORIES) {
      for (const sub of CATEGORY_MENU[category]) expect(themesIn(category, sub).length).toBeGreaterThan(0);
    }
    expect(THEMES.map((t) => t.id)).toEqual(THEMES.map((_, i) => i + 1));
    expect(THEMES.length).toBeGreaterThanOrEqual(40);
  });

  it('has unique slugs and titles, sub-categories in their menu, and known patterns', () => {
    expect(new Set(THEMES.map((t) => t.slug)).size).toBe(THEMES.length);
    expect(new Set(THEMES.map((t) => t.title)).size).toBe(THEMES.length);
    for (const theme of THEMES) {
      expect(CATEGORY_MENU[theme.category]).toContain(theme.subCategory);
      expect(COVER_PATTERNS).toContain(theme.pattern);
      expect(theme.description.length).toBeGreaterThan(20);
    }
  });

  it('marks the general birthdays as solo themes', () => {
    expect(THEMES.filter((t) => t.solo).every((t) => t.subCategory === 'General birthdays')).toBe(true);
    expect(themesIn('Adult Birthday', 'General birthdays').every((t) => t.solo)).toBe(true);
  });

  it('uses emoji that @twemoji/svg ships', () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
    for (const code of THEMES.flatMap((t) => [t.emoji, ...t.motifs])) {
      expect(existsSync(path.join(dir, `${code}.svg`)), code).toBe(true);
    }
  });

  it('gives every palette an ink colour readable on its background (4.5:1)', () => {
    for (const { slug, palette } of THEMES) {
      expect(contrastRatio(palette.ink, palette.from), slug).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('finds a theme by slug, number or title', () => {
    expect(findTheme('halloween')?.title).toBe('Halloween');
    expect(findTheme(findTheme('halloween')!.id)?.slug).toBe('halloween');
    expect(findTheme(String(findTheme('brunch')!.id))?.slug).toBe('brunch');
    expect(findTheme("new year's eve")?.slug).toBe('new-years-eve');
    expect(findTheme('nope')).toBeUndefined();
    expect(findTheme(undefined)).toBeUndefined();
  });
});
