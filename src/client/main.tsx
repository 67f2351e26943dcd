import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/styles/mantine.css';
import '@mantine/notifications/styles.css';
import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { scheduleBodyLoadingClear } from './app/lib/bodyLoading';
import { getDeviceId } from './app/lib/deviceId';
import { liftFirstPaint } from './app/lib/firstPaint';
import { installGlobalErrorReporting } from './app/lib/globalErrors';

installGlobalErrorReporting();
scheduleBodyLoadingClear();
getDeviceId();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
liftFirstPaint(container);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
