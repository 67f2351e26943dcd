import { DEFAULT_COLORS, DIMMED_TEXT, DISPLAY_FONT, ELK_PALETTE, TEXT_FONT } from '../../../shared/constants';

// The pages the server paints before the app has run (a party's poster: events/posterHtml.ts; the landing page:
// landing/firstPaint.ts) hold everything their first paint needs, so on a slow phone nothing else comes first:
// - the app's own stylesheet (Mantine's and the app's styles, ~20 kB compressed) is loaded without holding the
//   paint (media="print", applied by the client before its first render: client app/lib/appStyles.ts);
// - the app's code is fetched at low priority, which leaves the bandwidth to the page's cover picture first.
// The fonts' small stylesheet (@font-face only) still comes first: the text is drawn in its own face at once.

/** Marks a stylesheet a page loads without waiting for it; the client applies it (appStyles.ts). */
export const LATER_STYLESHEET = 'data-elk-later';

/** The build's stylesheet of the app itself (index-*.css), not the fonts' (framework-*.css). */
const APP_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css"[^>]*>/;
/** The app's code: its entry and the modules preloaded with it. */
const APP_CODE = /<(script type="module"|link rel="modulepreload") /g;

/**
 * What the app's stylesheet gives every page and a first paint relies on: the box model, the page's margin and
 * text, and the theme's few variables the first paints' styles name (app/theme.ts makes the same from the same
 * constants).
 */
export const FIRST_PAINT_BASE_CSS = [
  '*,:before,:after{box-sizing:border-box}',
  `body{margin:0;font-family:${TEXT_FONT};line-height:1.55;color:${DEFAULT_COLORS.text};`,
  '-webkit-font-smoothing:antialiased;background:#fffafe}',
  `:root{--mantine-font-family-headings:${DISPLAY_FONT};--mantine-color-dimmed:${DIMMED_TEXT};`,
  `--mantine-color-elk-7:${ELK_PALETTE[7]};--mantine-color-elk-9:${ELK_PALETTE[9]}}`,
].join('');

/** index.html made to paint before the app: its stylesheet applied later, its code at low priority. */
export function paintBeforeApp(indexHtml: string): string {
  return indexHtml
    .replace(APP_STYLESHEET, (link) => link.replace(/\s*\/?>$/, ` media="print" ${LATER_STYLESHEET}>`))
    .replace(APP_CODE, '<$1 fetchpriority="low" ');
}

/**
 * The index page with a server-painted first view: `headTags` before `</head>`, `root` inside the app's root
 * element, `tail` (a data block) before `</body>`, and the body no longer marked loading. The pages painted
 * before the app (the party's poster, the landing) are all made this way.
 */
export function withFirstPaint(
  indexHtml: string,
  parts: { headTags: string; root: string; tail?: string },
): string {
  const html = indexHtml
    .replace(/<\/head>/i, `  ${parts.headTags}\n  </head>`)
    .replace(/<body class="loading">/i, '<body>')
    .replace(/<div id="root"><\/div>/i, `<div id="root">${parts.root}</div>`);
  return parts.tail ? html.replace(/<\/body>/i, `${parts.tail}\n  </body>`) : html;
}
