import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/styles/mantine.css';
import './app/styles/global.css';
// The theme's CSS variables, made at build time (App.tsx turns the provider's run-time ones off).
import 'virtual:elk-theme-variables.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { matchAppRoutes, prefetchEventPage } from './app/router';
import { applyLaterStylesheets } from './app/lib/appStyles';
import { scheduleBodyLoadingClear } from './app/lib/bodyLoading';
import { getDeviceId } from './app/lib/deviceId';
import { history } from './app/lib/history';
import { liftFirstPaint } from './app/lib/firstPaint';
import { installGlobalErrorReporting } from './app/lib/globalErrors';

installGlobalErrorReporting();
scheduleBodyLoadingClear();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A task of its own for what follows: the browser may paint and take a tap in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Evaluating the app's code is already one long task on a slow phone; each step below gets a task of its own
// rather than lengthening it (issue 14: total blocking time). The server-painted poster (or landing page) is on
// screen meanwhile, so nothing waits for these steps.
async function start(root: HTMLElement): Promise<void> {
  // The landing page is painted by the server too: only a party's link fetches the party page's code up front.
  const party = liftFirstPaint(root) && /^\/event\/[^/]+(\/ro)?\/?$/.test(window.location.pathname);
  await nextTask();
  // Its own task too: asking for the page's module (and its preloads) is not free on a slow phone.
  if (party) {
    prefetchEventPage();
    await nextTask();
  }
  // Local storage is opened on first use, and the router's history writes the browser's entry: both waits on
  // the browser process, taken before the first request and the first render need them.
  getDeviceId();
  void history.location;
  await nextTask();
  matchAppRoutes(window.location.pathname);
  await nextTask();
  // A visitor's / goes on to the landing page (RootRedirect.page.tsx): matched now rather than then.
  if (window.location.pathname === '/') {
    matchAppRoutes('/welcome');
    await nextTask();
  }
  // A party's page did not wait for the app's stylesheet (appStyles.ts): the app's first render does.
  await applyLaterStylesheets();
  // Making the root (it listens for every event React handles) and the first render: a task each.
  const reactRoot = createRoot(root);
  await nextTask();
  // In a transition, React renders the app in slices of a few milliseconds and lets the browser in between,
  // instead of one long task that keeps a slow phone from answering a tap.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start(container);
