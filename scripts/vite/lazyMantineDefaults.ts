import type { Plugin } from 'vite';

const MODULE =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
// On one line, as the line it replaces: the module's lines stay where its source map puts them.
const LAZY =
  'let defaultCssVariablesMemo; ' +
  'const defaultCssVariablesOf = () => (defaultCssVariablesMemo ??= defaultCssVariablesResolver(DEFAULT_THEME));';

/**
 * Mantine works out every CSS variable of its default theme as its provider's module loads, for the one thing
 * that needs them: trimming the variables the provider writes at run time, which App.tsx turns off (the theme's
 * variables are a stylesheet made at build time). On a slow phone that is ~30 ms of the entry's one long task
 * (issue 14), so the work waits until something asks for it. Warns, and changes nothing, if Mantine's code moves.
 */
export function lazyMantineDefaults(): Plugin {
  return {
    name: 'elk-lazy-mantine-defaults',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!code.includes(EAGER)) {
        this.warn(`${id} changed: Mantine's default CSS variables are worked out as it loads again`);
        return null;
      }
      const lazy = code.replace(EAGER, LAZY).replace(/\bdefaultCssVariables\./g, 'defaultCssVariablesOf().');
      // map: null keeps the module's own source map (same lines; only columns on the changed ones move).
      return { code: lazy, map: null };
    },
  };
}
