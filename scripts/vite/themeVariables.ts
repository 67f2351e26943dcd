import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../../src/client/app/theme';
import { themeVariablesCss } from '../../src/client/app/themeVariables';

const MODULE = 'virtual:elk-theme-variables.css';

/**
 * `import 'virtual:elk-theme-variables.css'` (main.tsx): the theme's CSS variables as a stylesheet made at build
 * time, so Mantine's provider need not work them out in the first render (src/client/app/themeVariables.ts).
 */
export function themeVariables(): Plugin {
  return {
    name: 'elk-theme-variables',
    resolveId: (id) => (id === MODULE ? MODULE : null),
    load: (id) => (id === MODULE ? themeVariablesCss(theme, cssVariablesResolver) : null),
  };
}
