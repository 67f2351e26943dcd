import { useEffect, useSyncExternalStore } from 'react';
import type { ElkEvent } from '../../../../shared/events/schema';
import { whenIdle } from '../../../app/lib/idle';
import { log } from '../../../app/lib/log';
import type { WhenTextReply, WhenTextRequest } from './whenTextMessages';

// The date line of the party page ('Sat, Jan 10 · 7:00 PM in Chicago — 8:00 PM your time' for a viewer on
// another clock), made in a worker. Reading a date on the
// party's own clock needs the browser's Intl time-zone data, and the first formatter a page makes sets that up
// in one long task (~100 ms on a phone at 4× slowdown): in a worker it runs beside the page, not in its way
// (issue 14: total blocking time). The worker starts with the page's code and is ready by the time the party's
// data arrives; where workers fail, the line is made on the page after all.

type Timing = Pick<ElkEvent, 'startTime' | 'endTime' | 'timeZone'>;

/** How long the page waits for the worker's answer before making the line itself. */
const WORKER_PATIENCE_MS = 3_000;

const texts = new Map<string, string>();
const listeners = new Set<() => void>();
let worker: Worker | null | undefined;

function settle(key: string, text: string) {
  texts.set(key, text);
  for (const listener of listeners) listener();
}

/** Without the worker: the same words, made here (the code comes on demand). */
function makeHere(request: WhenTextRequest) {
  void import('./whenTextHere').then(({ whenTextHere }) => settle(request.key, whenTextHere(request)));
}

function workerOrNull(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./whenText.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (message: MessageEvent<WhenTextReply>) => settle(message.data.key, message.data.text);
    worker.onerror = (event) => {
      log.warn(`The date worker failed (${event.message}); dates are made on the page`);
      worker?.terminate();
      worker = null;
      for (const [key, request] of pending) if (!texts.has(key)) makeHere(request);
    };
  } catch (error) {
    log.warn('No date worker; dates are made on the page', error);
    worker = null;
  }
  return worker;
}

/** Starts the worker (and its time-zone set-up) ahead of the party's data, at a quiet moment of its own. */
export function startWhenTextWorker(): () => void {
  return whenIdle(() => void workerOrNull(), 500);
}

/** The line changes with the day (the year shows when it is not this year), not with each render's clock. */
const keyOf = (timing: Timing, now: number): string =>
  [timing.startTime, timing.endTime, timing.timeZone, Math.floor(now / 86_400_000)].join('|');

const pending = new Map<string, WhenTextRequest>();

function ask(request: WhenTextRequest) {
  if (pending.has(request.key) || texts.has(request.key)) return;
  pending.set(request.key, request);
  const target = workerOrNull();
  if (!target) return makeHere(request);
  target.postMessage(request);
  // A worker that never answers must not keep the page behind its poster.
  setTimeout(() => {
    if (!texts.has(request.key)) makeHere(request);
  }, WORKER_PATIENCE_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The party's date line, or null until it is ready (a few milliseconds after the data). */
export function useWhenText(timing: Timing | undefined, now: number): string | null {
  const key = timing ? keyOf(timing, now) : null;
  const text = useSyncExternalStore(subscribe, () => (key ? (texts.get(key) ?? null) : null));
  useEffect(() => {
    if (!key || !timing) return;
    ask({ key, startTime: timing.startTime, endTime: timing.endTime, timeZone: timing.timeZone, now });
    // The key says all that matters of the timing and the day.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return text;
}
