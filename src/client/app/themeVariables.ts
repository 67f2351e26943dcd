import {
  convertCssVariables,
  type CSSVariablesResolver,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';

type Variables = Record<string, string>;

/** The entries of `own` that differ from `defaults`. */
function changed(own: Variables, defaults: Variables): Variables {
  return Object.fromEntries(Object.entries(own).filter(([key, value]) => defaults[key] !== value));
}

/**
 * The CSS variables Mantine's provider would write into a <style> at run time for `theme` (what differs from
 * Mantine's own stylesheet), made once at build time instead (scripts/vite/themeVariables.ts): working them out
 * took the first render on a slow phone ~100 ms (issue 14). App.tsx turns the provider's own off.
 * themeVariables.test.ts checks the two agree.
 */
export function themeVariablesCss(theme: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(full);
  const own = resolver(full);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables(
    {
      variables: changed({ ...base.variables, ...own.variables }, defaults.variables),
      light: changed({ ...base.light, ...own.light }, defaults.light),
      dark: changed({ ...base.dark, ...own.dark }, defaults.dark),
    },
    // The provider's own selector (':root, :host' and the colour-scheme variants).
    undefined,
  );
}
