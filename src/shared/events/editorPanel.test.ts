import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, TINT_PRESETS } from '../constants';
import { colorsForTint, contrastRatio, readableOn, savedAtLabel } from './editorPanel';

describe('savedAtLabel', () => {
  // Unit tests run in Asia/Kathmandu (UTC+5:45), so these read the local clock there.
  const savedAt = new Date(2026, 2, 3, 19, 5).getTime();

  it('shows the time only within 24 hours', () => {
    expect(savedAtLabel(savedAt, savedAt + 60_000)).toBe('Saved at 7:05 PM');
    expect(savedAtLabel(savedAt, savedAt + 24 * 3_600_000)).toBe('Saved at 7:05 PM');
  });

  it('adds month and day when older than 24 hours', () => {
    expect(savedAtLabel(savedAt, savedAt + 24 * 3_600_000 + 1)).toBe('Saved at Mar 3, 7:05 PM');
  });

  it('says when the saved changes of a published party are not live yet', () => {
    expect(savedAtLabel(savedAt, savedAt + 60_000, { unpublished: true })).toBe(
      'Saved at 7:05 PM, unpublished until you save changes',
    );
    expect(savedAtLabel(savedAt, savedAt + 60_000, { unpublished: false })).toBe('Saved at 7:05 PM');
  });
});

describe('tint colours', () => {
  it('measures contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('picks black or white text that reads on every preset (at least 4.5:1)', () => {
    for (const tint of TINT_PRESETS) {
      const colors = colorsForTint(tint);
      expect(colors.primary).toBe(tint.toUpperCase());
      expect(contrastRatio(colors.text, colors.primary), tint).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableOn('#2B2B2B')).toBe('#FFFFFF');
    expect(readableOn('#FFC008')).toBe('#000000');
  });

  it('keeps the other colours of the event', () => {
    const current = { ...DEFAULT_COLORS, secondary: '#123456' };
    expect(colorsForTint('#448aff', current)).toEqual({
      primary: '#448AFF',
      secondary: '#123456',
      highlightText: DEFAULT_COLORS.highlightText,
      text: '#000000',
      buttonTextColor: '#FFFFFF',
    });
  });
});
