// The event page's first paint: the server puts the poster in #root (src/server/features/events/posterHtml.ts)
// so it shows before any script runs. React would wipe it at its first render and show a spinner for the seconds
// the page's code and data take on a slow phone, so it is lifted out of #root first and laid over the app, hidden
// from assistive technology (the app underneath is the page from then on), until the event page has its data. A
// guest's RSVP form on it stays usable (see liftFirstPaint).

const FIRST_PAINT_ID = 'elk-first-paint';
/** However the page fares, the poster never stays over the app longer than this. */
const LONGEST_MS = 20_000;

/** Lifts the poster out of #root; true when there was one (the page is a party's). */
export function liftFirstPaint(root: HTMLElement): boolean {
  const poster = root.querySelector<HTMLElement>(`#${FIRST_PAINT_ID}`);
  if (!poster) return false;
  // A guest's answer form (server: rsvp/answerForm.ts) keeps working until the app's page takes its place: a
  // tap while the app loads still answers. Without one, the poster is only a picture of the page beneath.
  if (!poster.querySelector('form')) {
    poster.setAttribute('aria-hidden', 'true');
    poster.inert = true;
  }
  poster.classList.add('elk-fp-over');
  document.body.appendChild(poster);
  setTimeout(dropFirstPaint, LONGEST_MS);
  return true;
}

/** Whether the server's first paint is still on screen. */
export function hasFirstPaint(): boolean {
  return document.getElementById(FIRST_PAINT_ID) !== null;
}

/** Removes the poster laid over the app; does nothing when there is none. */
export function dropFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
