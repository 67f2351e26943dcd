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
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
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
