import { describe, expect, it } from 'vitest';
import { EVENT_PAGE_PRELOADS } from '../../../shared/constants';
import { injectPoster } from './posterHtml';

// The build puts the event page's preloads in index.html inside a comment (vite.config.ts): only the event
// page's HTML opens it, so other routes do not fetch the party page's code.
const INDEX = `<!doctype html>
<html><head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/framework-F1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
    <!--${EVENT_PAGE_PRELOADS}
    <link rel="modulepreload" crossorigin href="/assets/EventView.page-B2.js">
    <link rel="preload" as="style" crossorigin href="/assets/EventView-C3.css">
    -->
  </head>
  <body class="loading"><div id="root"></div></body></html>`;

describe('injectPoster', () => {
  it("opens the build's comment of event page preloads and paints the poster", () => {
    const html = injectPoster(INDEX, '<style>#p{}</style>', '<div id="elk-first-paint"></div>');
    expect(html).not.toContain(EVENT_PAGE_PRELOADS);
    expect(html).toMatch(
      /^\s*<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/EventView\.page-B2\.js">$/m,
    );
    expect(html).toMatch(
      /^\s*<link rel="preload" as="style" crossorigin href="\/assets\/EventView-C3\.css">$/m,
    );
    expect(html).not.toMatch(/<!--|-->/);
    expect(html).toContain('<div id="root"><div id="elk-first-paint"></div></div>');
    expect(html).toContain('<body>');
  });

  it("holds the first paint for neither the app's stylesheet nor its code; the fonts' stylesheet stays", () => {
    const html = injectPoster(INDEX, '', '<i></i>');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-S1.css" media="print" data-elk-later>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/framework-F1.css">');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-A1.js">',
    );
  });

  it('leaves an index.html without the comment as it was, but for the poster', () => {
    const plain = INDEX.replace(/<!--[\s\S]*?-->/, '');
    const html = injectPoster(plain, '', '<i></i>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<div id="root"><i></i></div>');
  });
});
