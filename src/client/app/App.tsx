import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '../../shared/constants';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { createQueryClient, createTrpcClient, TRPCProvider } from './lib/trpc';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <ModalsProvider
              labels={{ confirm: 'Confirm', cancel: 'Cancel' }}
              modalProps={{ centered: true, radius: 'lg' }}
            >
              <Notifications
                position="top-center"
                autoClose={TOAST_DURATION_MS}
                transitionDuration={TOAST_FADE_MS}
                containerWidth={480}
                limit={4}
              />
              <RouterProvider router={router} />
            </ModalsProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
