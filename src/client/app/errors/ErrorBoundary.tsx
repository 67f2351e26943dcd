import { Component, type ErrorInfo, type ReactNode } from 'react';
import { handleChunkLoadError, isChunkLoadError } from '../lib/chunkLoad';
import { describeError, log } from '../lib/log';
import { ErrorCard } from './ErrorCard';

type State = { error: unknown; hasError: boolean };

/** Catches render errors outside the router's own error handling, reports them as ERROR, shows the card. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && handleChunkLoadError(error)) return;
    const stack = info.componentStack?.split('\n').slice(0, 4).join(' < ').trim();
    log.error(`Render error: ${describeError(error)}${stack ? ` in ${stack}` : ''}`);
  }

  render(): ReactNode {
    if (this.state.hasError) return <ErrorCard />;
    return this.props.children;
  }
}
