import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { DEFAULT_COLORS } from '../shared/constants';

/**
 * Elk's lilac, built around the spec's default event primary colour (#fae5ff, shade 1).
 * Shade 7 is the primary action colour: white text on it has a contrast ratio of 6.4:1.
 */
const elk: MantineColorsTuple = [
  '#fdf3ff',
  DEFAULT_COLORS.primary,
  '#f0c6fb',
  '#e3a1f5',
  '#d47cee',
  '#c45ae4',
  '#ad3fd0',
  '#9231b2',
  '#75288f',
  '#561d69',
];

const TEXT_FONT = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
export const DISPLAY_FONT = "'Fraunces Variable', Fraunces, Georgia, 'Times New Roman', serif";

export const theme = createTheme({
  primaryColor: 'elk',
  primaryShade: { light: 7, dark: 6 },
  colors: { elk },
  black: DEFAULT_COLORS.text,
  white: '#ffffff',
  fontFamily: TEXT_FONT,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: {
    fontFamily: DISPLAY_FONT,
    fontWeight: '650',
    textWrap: 'balance',
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '20px', xl: '32px' },
  cursorType: 'pointer',
  respectReducedMotion: true,
  autoContrast: true,
  shadows: {
    sm: '0 1px 2px rgba(60, 20, 80, 0.06), 0 2px 8px rgba(60, 20, 80, 0.06)',
    md: '0 4px 12px rgba(60, 20, 80, 0.08), 0 12px 32px rgba(60, 20, 80, 0.08)',
    lg: '0 8px 24px rgba(60, 20, 80, 0.12), 0 24px 64px rgba(60, 20, 80, 0.12)',
  },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', padding: 'xl', shadow: 'sm' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
  },
});
