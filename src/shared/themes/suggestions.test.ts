import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../events/editorPanel';
import { eventColorsSchema } from '../events/schema';
import { calendarDay } from './calendarDay';
import { COVER_STYLE_PROMPTS } from '../images/coverStyles';
import { COVER_STYLES, stylePrompt, suggestEvent } from './suggestions';
import { themeColors } from './themeColors';
import { findTheme, THEMES } from './themes';

describe('fetchEventSuggestion rules', () => {
  it("has the spec's fifteen cover styles", () => {
    expect(COVER_STYLES).toHaveLength(15);
    expect(COVER_STYLES.at(-1)).toBe('None');
  });

  it('gives the same idea for the same style, day and seed, and other ideas for others', () => {
    const day = calendarDay(2025, 10, 1);
    const first = suggestEvent('Gothic', day);
    expect(suggestEvent('Gothic', day)).toEqual(first);
    const ideas = new Set(
      ['', 'a', 'b', 'c', 'd', 'e', 'f'].map((seed) => suggestEvent('Gothic', day, seed).theme.slug),
    );
    expect(ideas.size).toBeGreaterThan(1);
    // Gothic ideas are the season's (Halloween, Thanksgiving) or the style's own.
    for (const slug of ideas) {
      expect(['halloween', 'thanksgiving', 'murder-mystery', 'karaoke', 'mardi-gras']).toContain(slug);
    }
  });

  it('describes the cover in the style, and not at all for None', () => {
    const halloween = findTheme('halloween')!;
    expect(stylePrompt(halloween, 'Van Gogh')).toContain(COVER_STYLE_PROMPTS['Van Gogh']);
    expect(stylePrompt(halloween, 'Van Gogh')).toContain('Halloween');
    expect(stylePrompt(halloween, 'None')).not.toContain('Style:');
    expect(suggestEvent('None', calendarDay(2026, 6, 1)).prompt).not.toContain('Style:');
  });
});

describe('theme colours', () => {
  it('gives every theme a colour scheme an event can wear, its text readable on its primary', () => {
    for (const theme of THEMES) {
      const colors = themeColors(theme);
      expect(eventColorsSchema.parse(colors)).toEqual(colors);
      expect(contrastRatio(colors.text, colors.primary), theme.slug).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.buttonTextColor, colors.text), theme.slug).toBeGreaterThanOrEqual(4.5);
    }
  });
});
