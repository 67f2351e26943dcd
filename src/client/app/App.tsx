import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { DeferredModals } from './lib/confirmModals';
import { DeferredNotifications } from './lib/deferredNotifications';
import { createQueryClient, createTrpcClient, TRPCProvider } from './lib/trpc';
import { history } from './lib/history';
import { AppRoutes } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    // The theme's CSS variables come as a stylesheet made at build time (virtual:elk-theme-variables.css in
    // main.tsx): the provider does not work them out again in the first render.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      defaultColorScheme="light"
    >
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <HistoryRouter history={history}>
              <AppRoutes />
            </HistoryRouter>
            {/* Toasts and hosts' confirm dialogs: each fetched and mounted when first needed. */}
            <DeferredNotifications />
            <DeferredModals />
          </TRPCProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
