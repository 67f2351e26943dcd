// The first visit to a page in real Chromium on a slow phone: cold cache, 4× CPU throttling and a 1.6 Mbps /
// 150 ms RTT network (CDP), as issue 14 measures it. Prints FCP, LCP, total blocking time and the bytes sent per kind.
// `node --import tsx bench/pageLoad.ts <url> [route] [mobile|desktop]`; bench/run.ts imports measurePageLoad.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

export type PageLoadFigures = {
  route: string;
  viewport: 'mobile' | 'desktop';
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
  cssBytes: number;
  otherBytes: number;
  requests: number;
  scriptRequests: number;
};

const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000, // 1.6 Mbps in bytes/s
  uploadThroughput: 93_750, // 750 kbps
};
const VIEWPORTS = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;
/** The whole visit, load included, must fit in this; a page that never loads is a failure, not a hang. */
const LOAD_TIMEOUT_MS = 60_000;
/** After `load`, late long tasks (React rendering the data it fetched) still count toward blocking time. */
const SETTLE_MS = 3_000;
const LONG_TASK_BUDGET_MS = 50;

/** Collects FCP, LCP and long tasks in the page from its first script on (buffered observers see earlier ones). */
const OBSERVE_IN_PAGE = `(() => {
  const w = window;
  w.__elkPerf = { fcp: 0, lcp: 0, longTasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__elkPerf.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__elkPerf.lcp = Math.max(w.__elkPerf.lcp, e.renderTime || e.loadTime || e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__elkPerf.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

type InPagePerf = { fcp: number; lcp: number; longTasks: Array<[number, number]> };

/**
 * Total blocking time as Lighthouse defines it: each long task is clipped to the window from First Contentful
 * Paint to `until` (the page's time to interactive), and whatever of the clipped task passes 50 ms blocks. Work
 * before the first paint delays FCP and LCP, which are measured on their own; it cannot block a visitor who has
 * nothing to touch yet.
 */
export function totalBlockingTime(
  longTasks: Array<[start: number, duration: number]>,
  fcp: number,
  until: number,
) {
  let sum = 0;
  for (const [start, duration] of longTasks) {
    const clipped = Math.min(start + duration, until) - Math.max(start, fcp);
    if (clipped > LONG_TASK_BUDGET_MS) sum += clipped - LONG_TASK_BUDGET_MS;
  }
  return sum;
}

function kindOf(resourceType: string | undefined, mimeType: string): 'js' | 'css' | 'other' {
  if (resourceType === 'Script' || /javascript/.test(mimeType)) return 'js';
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  return 'other';
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    timeout: 30_000,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** One cold first visit of `url`; `browser` may be shared between calls (each visit has its own context). */
export async function measurePageLoad(
  url: string,
  opts: { route: string; viewport: 'mobile' | 'desktop'; browser?: Browser },
): Promise<PageLoadFigures> {
  const browser = opts.browser ?? (await launchBenchBrowser());
  const context = await browser.newContext({ ...VIEWPORTS[opts.viewport], locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_IN_PAGE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const requests = new Map<string, { type?: string; mimeType: string }>();
    const bytes = { js: 0, css: 0, other: 0 };
    let scriptRequests = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!requests.has(e.requestId)) requests.set(e.requestId, { type: e.type, mimeType: '' });
    });
    cdp.on('Network.responseReceived', (e) => {
      requests.set(e.requestId, { type: e.type, mimeType: e.response.mimeType });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = requests.get(e.requestId);
      const kind = kindOf(request?.type, request?.mimeType ?? '');
      bytes[kind] += e.encodedDataLength;
      if (kind === 'js') scriptRequests += 1;
    });

    await withTimeout(
      page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS }),
      LOAD_TIMEOUT_MS + 5_000,
      `loading ${url}`,
    );
    await page.waitForTimeout(SETTLE_MS);
    const perf = await withTimeout(
      page.evaluate(() => (window as unknown as { __elkPerf: InPagePerf }).__elkPerf),
      10_000,
      'reading the page figures',
    );
    const loadEnd = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return nav?.loadEventEnd ?? performance.now();
    });
    // Blocking time counts from the first paint up to LCP, or up to load plus the settle time when that comes
    // later (a page whose data arrives after load still blocks its visitor while it renders).
    const until = Math.max(perf.lcp, loadEnd + SETTLE_MS);
    const tbtMs = totalBlockingTime(perf.longTasks, perf.fcp, until);
    return {
      route: opts.route,
      viewport: opts.viewport,
      fcpMs: Math.round(perf.fcp),
      lcpMs: Math.round(perf.lcp),
      tbtMs: Math.round(tbtMs),
      jsBytes: bytes.js,
      cssBytes: bytes.css,
      otherBytes: bytes.other,
      requests: requests.size,
      scriptRequests,
    };
  } finally {
    await context.close().catch(() => undefined);
    if (!opts.browser) await browser.close().catch(() => undefined);
  }
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * What a first visit of the guest page and of the landing may send, compressed, in kB of 1,024 bytes (issue 42):
 * the bench's page-weight rows and the build check in test/api/http/firstVisitChunks.test.ts hold both to it.
 */
export const FIRST_VISIT_BUDGET_KB = { js: 150, css: 30 } as const;

/**
 * What a first visit of a route loads, read from a build's Vite manifest: the files reachable by static import
 * from index.html and the route's page module (`pageSource`, e.g. 'features/partyPage/EventView.page.tsx'),
 * and their sizes as sent (the .br beside a file when the build wrote one). Lazy chunks are left out.
 */
export function routeChunks(clientDir: string, pageSource: string) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (!manifest[pageSource]) throw new Error(`${pageSource} is not in the build's manifest`);
  const seen = new Set<string>();
  const pending = ['index.html', pageSource];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  const sentSize = (file: string) => {
    const full = path.join(clientDir, file);
    return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
  };
  const jsFiles = [...seen].map((key) => manifest[key]!.file);
  const cssFiles = [...new Set([...seen].flatMap((key) => manifest[key]!.css ?? []))];
  return {
    jsFiles,
    cssFiles,
    jsBytes: jsFiles.reduce((sum, file) => sum + sentSize(file), 0),
    cssBytes: cssFiles.reduce((sum, file) => sum + sentSize(file), 0),
  };
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export function formatPageLoad(f: PageLoadFigures): string {
  return (
    `${f.route} (${f.viewport}): FCP ${f.fcpMs} ms, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, JS ${kB(f.jsBytes)}, ` +
    `CSS ${kB(f.cssBytes)}, other ${kB(f.otherBytes)}, ${f.requests} requests (${f.scriptRequests} scripts)`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, route = new URL(url ?? 'http://x/').pathname, viewport] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node --import tsx bench/pageLoad.ts <url> [route] [mobile|desktop]');
    process.exit(2);
  }
  const browser = await launchBenchBrowser();
  try {
    const viewports: Array<'mobile' | 'desktop'> =
      viewport === 'mobile' || viewport === 'desktop' ? [viewport] : ['mobile', 'desktop'];
    for (const v of viewports)
      console.log(formatPageLoad(await measurePageLoad(url, { route, viewport: v, browser })));
  } finally {
    await browser.close();
  }
}
