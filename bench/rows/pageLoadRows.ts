import { FIRST_VISIT_BUDGET_KB, measurePageLoad, type PageLoadFigures } from '../pageLoad';
import { type Goal, type Row, missingRow, row } from '../report';
import type { InvitedGuest } from '../seed';
import type { BenchContext } from './context';

// Row 8: page weight and LCP of the guest event page and the landing page, mobile and desktop, by the page-load
// probe (bench/pageLoad.ts: real Chromium, 4× CPU, 1.6 Mbps / 150 ms over CDP). A visit that fails says so in its
// row; no figure is made up.

type Viewport = PageLoadFigures['viewport'];
export type PageLoad = PageLoadFigures;

const kB = (bytes: number) => bytes / 1024;
const METRICS: { name: string; goal: Goal; of: (load: PageLoad) => number }[] = [
  {
    name: 'JS sent',
    goal: { op: '<=', target: FIRST_VISIT_BUDGET_KB.js, unit: 'kB' },
    of: (l) => kB(l.jsBytes),
  },
  {
    name: 'CSS sent',
    goal: { op: '<=', target: FIRST_VISIT_BUDGET_KB.css, unit: 'kB' },
    of: (l) => kB(l.cssBytes),
  },
  { name: 'LCP', goal: { op: '<=', target: 1500, unit: 'ms' }, of: (l) => l.lcpMs },
  { name: 'TBT', goal: { op: '<=', target: 200, unit: 'ms' }, of: (l) => l.tbtMs },
];

/** One row per page and metric: the worse of mobile and desktop is checked, both are shown. */
export function pageLoadMetricRows(route: string, loads: Record<Viewport, PageLoad>): Row[] {
  const shown = (value: number, unit: string) =>
    `${unit === 'kB' ? value.toFixed(1) : Math.round(value)} ${unit}`;
  return METRICS.map(({ name, goal, of }) => {
    const mobile = of(loads.mobile);
    const desktop = of(loads.desktop);
    const extra =
      name === 'JS sent' ? `; ${loads.mobile.requests} requests, ${loads.mobile.scriptRequests} scripts` : '';
    return row({
      work: `${route}: ${name} (mobile / desktop)`,
      elk: `${shown(mobile, goal.unit)} / ${shown(desktop, goal.unit)}${extra}`,
      baseline: '',
      measured: Math.max(mobile, desktop),
      goal,
    });
  });
}

export async function pageLoadRows(ctx: BenchContext, eventId: string, guest: InvitedGuest): Promise<Row[]> {
  const pages = [
    {
      route: 'guest event page',
      url: `${ctx.app.url}/event/${eventId}?token=${guest.token}&iu=${guest.inviteeUuid}`,
    },
    { route: 'landing page', url: `${ctx.app.url}/` },
  ];
  const rows: Row[] = [];
  for (const page of pages) {
    try {
      const mobile = await measurePageLoad(page.url, { route: page.route, viewport: 'mobile' });
      const desktop = await measurePageLoad(page.url, { route: page.route, viewport: 'desktop' });
      rows.push(...pageLoadMetricRows(page.route, { mobile, desktop }));
    } catch (err) {
      rows.push(missingRow(`${page.route}: page load`, `not measured: ${String(err)}`));
    }
  }
  return rows;
}
