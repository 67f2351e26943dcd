import { isTrackedEnvelope } from '@trpc/server';
import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  sseHeaders,
} from '@trpc/server/unstable-core-do-not-import';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import { type AppDeps, type Context, createContext } from '../platform/trpc/context';
import { trpcRouteLabels } from './requestMetrics';
import { appRouter, createCaller, procedureAt } from './router';
import type { TrpcFailure } from './wireAdapters';

// The live subscriptions' server-sent events, written straight to the response. tRPC's own door builds a Fetch
// `Request` for each stream, runs it through its resolver and `sseStreamProducer` (a generator, a ReadableStream,
// two TransformStreams, a ping wrapper with a timer of its own) and pipes the resulting `Response` body to Node:
// about 40 kB of objects kept for every open stream (issue 42, bench row 9; heap snapshots: some 95 promises, 200
// closures, 4 ReadableStreams each). A party page holds one for as long as it is open, so thousands of them are
// an instance's memory. Here a stream is the request, the procedure's own generator and one loop; the bytes are
// tRPC's wire format (`connected`, data with its id, `ping`, `serialized-error`, `return`), which the client's
// httpSubscriptionLink reads as before. The procedure is still called through createCaller, so its middlewares
// (who may follow, the session's end) run as for any call.

type Config = typeof appRouter._def._config;
const config: Config = appRouter._def._config;

/** Every subscription procedure by its path (`events.onEventPageChange`). */
const SUBSCRIPTIONS: ReadonlySet<string> = new Set(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
    .filter(([, procedure]) => procedure._def.type === 'subscription')
    .map(([path]) => path),
);

/**
 * tRPC's headers for an event stream, and no sniffing. The pages' security headers (CSP, framing, referrer,
 * HSTS) mean nothing on a stream nobody renders, and each header is kept with every open response.
 */
const STREAM_HEADERS = { ...sseHeaders, 'X-Content-Type-Options': 'nosniff' };
/** The first event, as tRPC sends it: the client's options (when to reconnect after silence). */
const CONNECTED = `event: connected\ndata: ${JSON.stringify(config.sse?.client ?? {})}\n\n`;
const PING = 'event: ping\ndata: \n\n';
const RETURN = 'event: return\ndata: \n\n';
const PING_INTERVAL_MS = config.sse?.ping?.enabled ? (config.sse.ping.intervalMs ?? 1000) : 0;

/** The open streams, pinged together by one timer (a timer per stream was a share of each stream's memory). */
const open = new Set<Response>();
let pinger: NodeJS.Timeout | undefined;

/** tRPC's ping on every open stream: a proxy does not close a quiet one, and the client knows it is alive. */
export function pingOpenStreams(): void {
  for (const stream of open) stream.write(PING);
}

function keep(res: Response) {
  open.add(res);
  if (!pinger && PING_INTERVAL_MS > 0) {
    pinger = setInterval(pingOpenStreams, PING_INTERVAL_MS);
    pinger.unref();
  }
}

function release(res: Response) {
  open.delete(res);
  if (open.size === 0 && pinger) {
    clearInterval(pinger);
    pinger = undefined;
  }
}

/** An event id may not hold a line break or NUL (the client could not send it back). */
const usableId = (id: string | undefined | null) => (id && !/[\0\n\r]/.test(id) ? id : null);

/** The stream's input, as tRPC reads it: `?input=` JSON, with the client's last event id put in. */
function inputOf(
  query: URLSearchParams,
  header: string | string[] | undefined,
): { input: unknown; lastEventId: string | null } | null {
  const raw = query.get('input');
  let input: unknown;
  if (raw !== null) {
    try {
      input = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const lastEventId =
    (typeof header === 'string' ? header : null) ?? query.get('lastEventId') ?? query.get('Last-Event-Id');
  if (lastEventId) {
    if (typeof input === 'object' && input !== null && !Array.isArray(input))
      input = { ...input, lastEventId };
    else input ??= { lastEventId };
  }
  return { input, lastEventId: usableId(lastEventId) };
}

type StreamCall = { path: string; input: unknown; lastEventId: string | null };
type OnError = (failure: TrpcFailure) => void;

/** An event to send: tRPC's lines for one value of the stream (its id, or the id kept across it). */
function eventText(value: unknown, lastEventId: string | null): { text: string; id: string | null } {
  const [id, data] = isTrackedEnvelope(value) ? value : [undefined, value];
  const json = JSON.stringify(config.transformer.output.serialize(data));
  if (id !== undefined) return { text: `data: ${json}\nid: ${id}\n\n`, id };
  if (lastEventId === null) return { text: `data: ${json}\n\n`, id: null };
  // As tRPC does: an event without an id would take the last one, so it clears it and restores it after.
  return {
    text: `data: ${json}\nid: \n\nevent: restore-id\ndata: \nid: ${lastEventId}\n\n`,
    id: lastEventId,
  };
}

/**
 * One stream: the context first (a renewed session's cookie goes out with the headers), then the headers and
 * tRPC's `connected`, the events as they come, and `return` when it ends or `serialized-error` when it fails
 * (as tRPC answers, with a 200: the client reads the error from the stream).
 */
async function stream(deps: AppDeps, req: Request, res: Response, call: StreamCall, onError: OnError) {
  const aborted = new AbortController();
  res.on('close', () => aborted.abort());
  let ctx: Context | undefined;
  let lastEventId = call.lastEventId;
  const begin = () => {
    if (res.headersSent) return;
    res.writeHead(200, STREAM_HEADERS);
    res.write(CONNECTED);
    keep(res);
  };
  try {
    ctx = await createContext(deps, req, res);
    const caller = createCaller(ctx, { signal: aborted.signal });
    const events = await procedureAt(caller, call.path)(call.input);
    if (!isAsyncIterable(events))
      throw new Error(`Subscription ${call.path} did not return an AsyncGenerator`);
    begin();
    for await (const value of events) {
      if (aborted.signal.aborted) break;
      const event = eventText(value, lastEventId);
      lastEventId = event.id;
      res.write(event.text);
    }
    if (!aborted.signal.aborted) res.write(RETURN);
  } catch (cause) {
    if (!aborted.signal.aborted) {
      begin();
      const error = getTRPCErrorFromUnknown(cause);
      onError({ error, path: call.path, ctx, res });
      const shape = getErrorShape({
        config,
        ctx,
        error,
        input: call.input,
        path: call.path,
        type: 'subscription',
      });
      res.write(
        `event: serialized-error\ndata: ${JSON.stringify(config.transformer.output.serialize(shape))}\n\n`,
      );
    }
  } finally {
    release(res);
    res.end();
  }
}

/** Where tRPC's door is mounted: a stream's path is this and the procedure's. */
const TRPC_PREFIX = '/api/trpc/';

/** The subscription a request opens, or null for anything else (then Express and tRPC's door answer it). */
function streamCallOf(req: IncomingMessage): StreamCall | null {
  if (req.method !== 'GET' || !req.url?.startsWith(TRPC_PREFIX)) return null;
  const url = new URL(req.url, 'http://elk.invalid');
  const path = url.pathname.slice(TRPC_PREFIX.length);
  if (!SUBSCRIPTIONS.has(path) || url.searchParams.has('batch')) return null;
  const parsed = inputOf(url.searchParams, req.headers['last-event-id']);
  return parsed && { path, ...parsed };
}

type ExpressHandle = (req: IncomingMessage, res: ServerResponse, done?: (error?: unknown) => void) => void;

/**
 * Live streams (`GET /api/trpc/<subscription>?input=…`) are answered before Express's router: the request gets
 * Express's request and response (as Express's own `app.handle` gives them) and runs `steps` (the request log),
 * then streams. The router's walk, compression (never used on an event stream) and the
 * objects they keep for as long as a stream is open stay out of it: a bare Express app holding 5,000 streams kept
 * about 6 kB more per stream than node:http alone (issue 42: ≤ 20 kB a stream). Anything else, or a stream whose
 * input is not JSON, goes to Express, and tRPC's own door answers it as before.
 */
export function serveLiveStreamsFirst(app: Express, steps: RequestHandler, deps: AppDeps, onError: OnError) {
  const router = app as unknown as { handle: ExpressHandle; request: object; response: object };
  const handleByExpress = router.handle;
  router.handle = function handle(req, res, done) {
    const call = streamCallOf(req);
    if (!call) return handleByExpress.call(this, req, res, done);
    Object.setPrototypeOf(req, router.request);
    Object.setPrototypeOf(res, router.response);
    const request = req as Request;
    const response = res as Response;
    request.res = response;
    response.req = request;
    // Counted as an open stream, not as a request of the stream's length (requestMetrics.ts).
    response.locals = { metricsRoute: trpcRouteLabels(`/${call.path}`) };
    steps(request, response, (error?: unknown) => {
      if (error) return handleByExpress.call(this, req, res, done);
      void stream(deps, request, response, call, onError);
    });
  };
}
