import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { DEFAULT_COLORS, DIMMED_TEXT, DISPLAY_FONT, ELK_PALETTE, TEXT_FONT } from '../../shared/constants';

/** Elk's lilac (src/shared/constants.ts). */
const elk: MantineColorsTuple = [...ELK_PALETTE];
export { DISPLAY_FONT };

/**
 * Mantine's light variants (badges, light buttons) write shade 9 on shade 1, which for orange, red and yellow is
 * under WCAG's 4.5:1 (orange: 3.6:1). Their text is darkened a quarter so every palette colour passes.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  const darkest = input.theme.colors[parsed.color]?.[9];
  return darkest ? { ...colors, color: darken(darkest, 0.25) } : colors;
};

/**
 * Dimmed text: Mantine's grey 6 is 3.3:1 on white; this grey is 5.8:1 and still reads as secondary.
 * Field errors: Mantine's red 6 is 3.3:1 on white, under WCAG's 4.5:1; its red 9 (#c92a2a) is 5.4:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT, '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

export const theme = createTheme({
  variantColorResolver,
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
    // Every dialog's × gets a name screen readers can say.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Card: { defaultProps: { radius: 'lg', padding: 'xl', shadow: 'sm' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
  },
});
