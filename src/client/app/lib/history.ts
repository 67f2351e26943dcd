import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { type Location, type NavigationType, type To, UNSAFE_createBrowserHistory } from 'react-router';

// The browser history the app's router runs on (react-router's own, given to <HistoryRouter>) with one thing
// added: a page may hold a navigation to ask first (manage invites: 'You have 1 unsent invite'). Routing is
// declarative (<Routes>) rather than react-router's data router, whose code (~14 kB compressed) and start-up
// work every first visit paid for (issue 14); holding a navigation was the one data-router feature Elk used.
// In-app navigations are held before they happen; back and forward, which the browser has already done, are
// undone and replayed if the person goes ahead, as the data router does.

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

/** The shape of react-router's useBlocker result that LeaveGuard reads. */
export type Blocker =
  | { state: 'unblocked'; proceed: undefined; reset: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

let created: BrowserHistory | null = null;
let current: Location | null = null;
/**
 * React-router's history, made on first use rather than as the entry's code is evaluated: making it writes the
 * browser's history entry (replaceState), a wait the entry's one long task need not hold (issue 14).
 */
function base(): BrowserHistory {
  if (!created) {
    created = UNSAFE_createBrowserHistory({ v5Compat: true });
    current = created.location;
  }
  return created;
}
let shouldBlock: BlockerFunction | null = null;
let held: { proceed: () => void } | null = null;
/** Pops caused by undoing a held back/forward: not news for the router. */
let undoing = 0;
/** The replay of a back/forward the person went ahead with: let through. */
let replaying = false;

const listeners = new Set<() => void>();
function setHeld(next: { proceed: () => void } | null) {
  held = next;
  for (const listener of listeners) listener();
}

/** True when the page's blocker holds this navigation; it then waits for proceed() or reset(). */
function holds(nextLocation: Location, historyAction: NavigationType, go: () => void): boolean {
  if (!shouldBlock?.({ currentLocation: current ?? base().location, nextLocation, historyAction }))
    return false;
  setHeld({
    proceed: () => {
      setHeld(null);
      go();
    },
  });
  return true;
}

const locationOf = (to: To, state: unknown): Location => ({
  ...base().encodeLocation(to),
  state: state ?? null,
  key: 'held',
});

export const history: BrowserHistory = {
  get action() {
    return base().action;
  },
  get location() {
    return base().location;
  },
  createHref: (to) => base().createHref(to),
  createURL: (to) => base().createURL(to),
  encodeLocation: (to) => base().encodeLocation(to),
  go: (delta) => base().go(delta),
  push(to, state) {
    if (!holds(locationOf(to, state), 'PUSH' as NavigationType, () => base().push(to, state)))
      base().push(to, state);
  },
  replace(to, state) {
    if (!holds(locationOf(to, state), 'REPLACE' as NavigationType, () => base().replace(to, state))) {
      base().replace(to, state);
    }
  },
  listen(listener) {
    return base().listen((update: Update) => {
      if (update.action === 'POP') {
        if (undoing > 0) {
          undoing -= 1;
          return;
        }
        const delta = update.delta;
        if (replaying) replaying = false;
        else if (
          delta &&
          holds(update.location, update.action, () => {
            replaying = true;
            base().go(delta);
          })
        ) {
          undoing += 1;
          base().go(-delta);
          return;
        }
      }
      current = update.location;
      listener(update);
    });
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Holds in-app navigations (links, back and forward) while `block` says so, as react-router's useBlocker does:
 * `state` is 'blocked' while one waits; proceed() lets it through, reset() drops it. One page at a time.
 */
export function useBlocker(block: BlockerFunction): Blocker {
  const latest = useRef(block);
  useEffect(() => {
    latest.current = block;
  });
  useEffect(() => {
    shouldBlock = (args) => latest.current(args);
    return () => {
      shouldBlock = null;
      setHeld(null);
    };
  }, []);
  const waiting = useSyncExternalStore(subscribe, () => held);
  const reset = useCallback(() => setHeld(null), []);
  if (!waiting) return { state: 'unblocked', proceed: undefined, reset: undefined };
  return { state: 'blocked', proceed: waiting.proceed, reset };
}
