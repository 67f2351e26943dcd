import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { EventSource } from 'eventsource';
import type { Express } from 'express';

// Live updates in tests: tRPC subscriptions over server-sent events, read with the `eventsource` package (Node
// 20 has no EventSource of its own), as a browser reads them: a GET to /api/trpc/<path>?input=… with the
// session cookie, each event's id kept, and a lost connection re-opened with Last-Event-ID.

/** The app on a real port (EventSource needs one); close() ends every connection still open. */
export async function listen(app: Express) {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    /** Cuts every open connection, as a proxy or a network change would; the server goes on listening. */
    cutConnections: () => server.closeAllConnections(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const subscriptionUrl = (base: string, path: string, input: unknown) =>
  `${base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

export type LiveEvent = { id: string; changed: string[] };
export type LiveError = { code: string; message: string; httpStatus: number };

/** One open subscription: the events and errors it received, in order. */
export class LiveClient {
  readonly events: LiveEvent[] = [];
  readonly errors: LiveError[] = [];
  private readonly source: EventSource;
  private waiters: (() => void)[] = [];

  constructor(url: string, options: { cookie?: string; lastEventId?: string } = {}) {
    let first = true;
    this.source = new EventSource(url, {
      fetch: (input, init) => {
        const headers: Record<string, string> = { ...init.headers };
        if (options.cookie) headers.Cookie = options.cookie;
        // The first connection resumes from the given id; later ones send the id EventSource itself kept.
        if (first && options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
        first = false;
        return fetch(input, { ...init, headers });
      },
    });
    this.source.addEventListener('message', (event) => {
      const data = JSON.parse(event.data) as { changed: string[] };
      this.events.push({ id: event.lastEventId, changed: data.changed });
      this.wake();
    });
    this.source.addEventListener('serialized-error', (event) => {
      const shape = JSON.parse(event.data) as { message: string; data: { code: string; httpStatus: number } };
      this.errors.push({ code: shape.data.code, message: shape.message, httpStatus: shape.data.httpStatus });
      // A refusal is final for the client (tRPC's link stops too); only a 5xx would be retried.
      if (shape.data.httpStatus < 500) this.source.close();
      this.wake();
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Waits (up to `timeoutMs`) until `check` holds; throws with what arrived if it never does. */
  async until(
    check: (client: LiveClient) => boolean,
    timeoutMs = 3000,
    what = 'a live event',
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check(this)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `No ${what} within ${timeoutMs} ms; events ${JSON.stringify(this.events)}, errors ${JSON.stringify(this.errors)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next event after the `count` already seen. */
  async eventAfter(count: number, timeoutMs = 3000): Promise<LiveEvent> {
    await this.until((c) => c.events.length > count, timeoutMs);
    return this.events[count]!;
  }

  /** The first error (a refused subscription answers with one, and nothing else). */
  async firstError(timeoutMs = 3000): Promise<LiveError> {
    await this.until((c) => c.errors.length > 0, timeoutMs, 'error');
    return this.errors[0]!;
  }

  close(): void {
    this.source.close();
  }
}

/** Resolves after `ms` of waiting: for checking that nothing arrives (a bounded wait, not a timing test). */
export const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
