import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/styles/mantine.css';
import './app/styles/global.css';
// The theme's CSS variables, made at build time (App.tsx turns the provider's run-time ones off).
import 'virtual:elk-theme-variables.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchEventPage } from './app/router';
import { scheduleBodyLoadingClear } from './app/lib/bodyLoading';
import { getDeviceId } from './app/lib/deviceId';
import { liftFirstPaint } from './app/lib/firstPaint';
import { installGlobalErrorReporting } from './app/lib/globalErrors';

installGlobalErrorReporting();
scheduleBodyLoadingClear();
getDeviceId();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The landing page is painted by the server too: only a party's link fetches the party page's code up front.
if (liftFirstPaint(container) && /^\/event\/[^/]+(\/ro)?\/?$/.test(window.location.pathname)) {
  prefetchEventPage();
}

// In a transition, React renders the app in slices of a few milliseconds and lets the browser in between,
// instead of one long task that keeps a slow phone from answering a tap (issue 14: total blocking time). The
// server-painted poster stays on screen meanwhile, so nothing waits for it.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
