import { contrastRatio } from '../events/colorContrast';
import type { EventColors } from '../events/schema';

// The veil over a party's background video or animation, apart from the cover-colour rules (coverColors.ts)
// and their colour library: the party page a guest opens sets it on every poster (issue 14's budget). Plain
// sRGB arithmetic, the same as culori's 'rgb' interpolation (coverColors.test.ts checks the contrast it keeps).

/** How opaque the veil over a background video is: what shows through is at most this much of the video. */
export const VEIL_OPACITY = 0.88;

/** The party page's veil: its text is black on the tint washed with white, as the page's own background. */
export const PAGE_VEIL_WASH = 0.65;

const channels = (hex: string): number[] => {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
};

/** `from` moved `share` (0 to 1) of the way to `to`, in sRGB, as '#RRGGBB'. */
function mix(from: string, to: string, share: number): string {
  const [a, b] = [channels(from), channels(to)];
  const byte = (i: number) => Math.round(Math.min(1, Math.max(0, a[i]! + (b[i]! - a[i]!) * share)) * 255);
  return `#${[0, 1, 2].map((i) => byte(i).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/**
 * The veil laid over a background video or animation: the tint moved away from its ink (lighter under black
 * text, darker under white), so that whatever the video shows through it, the ink keeps 4.5:1.
 */
export function backdropVeil(colors: Pick<EventColors, 'primary' | 'text'>, away = 0.4): string {
  const target =
    contrastRatio(colors.text, '#000000') > contrastRatio(colors.text, '#FFFFFF') ? '#000000' : '#FFFFFF';
  return mix(colors.primary, target, away);
}

/** The colour a veil over `video` ends up (the veil at VEIL_OPACITY, the video under it). */
export function veiled(veil: string, video: string): string {
  return mix(video, veil, VEIL_OPACITY);
}
