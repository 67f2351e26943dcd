import { Component, type ReactNode } from 'react';
import { handleChunkLoadError, isChunkLoadError } from '../lib/chunkLoad';
import { dropFirstPaint } from '../lib/firstPaint';
import { describeError, log } from '../lib/log';
import { ErrorCard } from './ErrorCard';

type Props = {
  children: ReactNode;
  /** The page's path: moving to another page clears the error. */ path: string;
};
type State = { error: unknown; path: string };

/**
 * Around the page in Layout (header and footer stay): reports what a page throws (a failed lazy page import is
 * a load error, and reloads once) and shows the card instead of the page, until the person moves to another page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, path: this.props.path };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown page error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.path === state.path) return null;
    return { error: null, path: props.path };
  }

  componentDidCatch(error: unknown): void {
    // The error card must not stay hidden under a server-painted poster.
    dropFirstPaint();
    if (isChunkLoadError(error)) {
      handleChunkLoadError(error);
      return;
    }
    log.error(`Route error: ${describeError(error)}`);
  }

  render(): ReactNode {
    if (this.state.error) return <ErrorCard />;
    return this.props.children;
  }
}
