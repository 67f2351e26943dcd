import { whenIdle } from '../../../app/lib/idle';

// The viewer's time zone, read once. The first Intl date formatter a page makes sets up the browser's time-zone
// data: on a slow phone a long task of its own. Asked for at a quiet moment while the party's data is on its
// way, it stays out of the render of the page (issue 14: total blocking time).

let zone: string | undefined;

export function viewerTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}

/** Sets up the time-zone data ahead of the page's dates (which are shown in the party's own zone). */
export function warmTimeZones(): () => void {
  return whenIdle(() => {
    viewerTimeZone();
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'short' }).format(0);
  });
}
