// On every navigation the page asks /version.json for the deployed build date and reloads when a newer
// build is out. Newer means after both this bundle's build date and the moment this page was loaded, so a
// skewed client clock or a stale cached index.html cannot make the page reload in a loop; and one build
// causes at most one reload.
import { flushLogsWithBeacon, log } from './log';

const pageLoadedAt = Date.now();
const RELOADED_FOR_KEY = 'elk:reloadedForBuild';
let checking = false;

function isNewerBuild(buildDate: number, bundleBuildDate: number, loadedAt: number): boolean {
  return Number.isFinite(buildDate) && buildDate > bundleBuildDate && buildDate > loadedAt;
}

function alreadyReloadedFor(buildDate: number): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === String(buildDate)) return true;
    sessionStorage.setItem(RELOADED_FOR_KEY, String(buildDate));
    return false;
  } catch {
    return true;
  }
}

export async function checkVersion(): Promise<void> {
  if (checking) return;
  checking = true;
  try {
    const response = await fetch('/version.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return;
    const body = (await response.json()) as { buildDate?: unknown };
    const buildDate = Number(body.buildDate);
    if (!isNewerBuild(buildDate, __BUILD_DATE__, pageLoadedAt) || alreadyReloadedFor(buildDate)) return;
    log.info(`New build ${buildDate} (this page: ${__BUILD_DATE__}); reloading`);
    flushLogsWithBeacon();
    window.location.reload();
  } catch (error) {
    log.debug('Version check failed', error);
  } finally {
    checking = false;
  }
}
