import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { handleChunkLoadError, isChunkLoadError } from '../lib/chunkLoad';
import { dropFirstPaint } from '../lib/firstPaint';
import { describeError, log } from '../lib/log';
import { ErrorCard } from './ErrorCard';

/** The router's errorElement: reports the error (a failed lazy route import is a load error) and shows the card. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    // The error card must not stay hidden under a server-painted poster.
    dropFirstPaint();
    if (notFound) return;
    if (isChunkLoadError(error)) {
      handleChunkLoadError(error);
      return;
    }
    log.error(
      `Route error: ${isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error)}`,
    );
  }, [error, notFound]);

  if (notFound) return <Navigate to="/" replace />;
  return <ErrorCard />;
}
