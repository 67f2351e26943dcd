import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeVariablesCss } from './themeVariables';

describe('the theme variables made at build time', () => {
  it("are exactly what Mantine's provider writes at run time", () => {
    const html = renderToStaticMarkup(
      createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
    );
    const written = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];
    expect(written).toBeTruthy();
    const css = themeVariablesCss(theme, cssVariablesResolver);
    // The theme's own colours and the dimmed grey are among them.
    expect(css).toContain('--mantine-color-elk-7: #9231b2');
    expect(css).toContain('--mantine-color-dimmed: #5f666d');
    expect(css).toBe(written!.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  });
});
