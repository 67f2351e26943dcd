// A party's page loads the app's stylesheet without waiting for it (media="print" and data-elk-later, put there by
// the server: events/posterHtml.ts). The server's poster has styles of its own inline, so a slow phone paints the
// party before ~20 kB of the app's CSS have arrived. The app applies the stylesheet before its first render.

const LATER_STYLESHEETS = 'link[rel="stylesheet"][data-elk-later]';
/** A stylesheet that neither loads nor fails in this long (a stalled connection) does not hold the app back. */
const LONGEST_WAIT_MS = 10_000;

function loaded(link: HTMLLinkElement): Promise<void> {
  // Loaded already (the usual case: it is far smaller than the app's code).
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    setTimeout(done, LONGEST_WAIT_MS);
  });
}

/** Applies the stylesheets the page loaded without waiting for them, once each has arrived. */
export async function applyLaterStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(LATER_STYLESHEETS)];
  await Promise.all(
    links.map(async (link) => {
      await loaded(link);
      link.media = 'all';
    }),
  );
}
