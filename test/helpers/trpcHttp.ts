import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpApp } from './rpc';
import request from 'supertest';
import { listen } from './live';
import { randomClientIp } from './rpc';
import type { ProcedureKind } from './routerProcedures';

// One tRPC call over HTTP, as the React client makes it without a transformer: a query is a GET with the
// input as JSON in ?input=, a mutation a POST whose JSON body is the input, a subscription a GET read as
// server-sent events up to its first event (its answer) or its error. The reply is read into one shape
// whatever answered (tRPC, or the Express error handler in front of it).

export type TrpcReply = {
  status: number;
  /** The raw body, for checks on what leaks into it. */
  text: string;
  /** Present on success: result.data. */
  data?: unknown;
  /** Present on failure: the tRPC code name (FORBIDDEN…) and the message. */
  error?: { code: string; message: string };
};

type Caller = { cookie?: string };

export async function trpcCall(
  app: HttpApp,
  procedure: { path: string; kind: ProcedureKind },
  input: unknown,
  who: Caller = {},
): Promise<TrpcReply> {
  const url = `/api/trpc/${procedure.path}`;
  if (procedure.kind === 'subscription') return subscriptionCall(app, url, input, who);
  let req =
    procedure.kind === 'query'
      ? request(app).get(
          input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`,
        )
      : request(app)
          .post(url)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(input ?? {}));
  req = req.set('X-Forwarded-For', randomClientIp());
  if (who.cookie) req = req.set('Cookie', who.cookie);
  const res = await req;
  return readReply(res.status, res.text);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readReply(status: number, text: string): TrpcReply {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status, text, error: { code: `HTTP_${status}`, message: text } };
  }
  if (isRecord(body) && isRecord(body.result) && 'data' in body.result) {
    return { status, text, data: body.result.data };
  }
  if (isRecord(body) && isRecord(body.error)) {
    const data = isRecord(body.error.data) ? body.error.data : {};
    const code = typeof data.code === 'string' ? data.code : `RPC_${String(body.error.code)}`;
    return { status, text, error: { code, message: String(body.error.message ?? '') } };
  }
  return { status, text, error: { code: `HTTP_${status}`, message: text } };
}

/** How long a subscription may take to send its first event or its error. */
const FIRST_EVENT_MS = 10_000;

type SseFrame = { event: string; data: string };

/** The complete frames at the start of `buffer` (separated by a blank line), and what is left of it. */
function sseFrames(buffer: string): { frames: SseFrame[]; rest: string } {
  const parts = buffer.split('\n\n');
  const rest = parts.pop() ?? '';
  const frames = parts.map((part) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of part.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    return { event, data: data.join('\n') };
  });
  return { frames, rest };
}

/**
 * A subscription as one call: its first live event is the reply's data; a refusal (tRPC sends it as an
 * `serialized-error` event on a 200 stream) is read as the error it is, with the HTTP status it carries. The
 * connection is closed as soon as either arrives.
 */
async function subscriptionCall(app: HttpApp, url: string, input: unknown, who: Caller): Promise<TrpcReply> {
  // A test app already listens (createTestApp); an Express app of a test's own gets a server for the call.
  const own = app instanceof Server ? null : await listen(app);
  const base = own?.url ?? `http://127.0.0.1:${((app as Server).address() as AddressInfo).port}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), FIRST_EVENT_MS);
  try {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await fetch(`${base}${url}${query}`, {
      headers: {
        Accept: 'text/event-stream',
        'X-Forwarded-For': randomClientIp(),
        ...(who.cookie ? { Cookie: who.cookie } : {}),
      },
      signal: abort.signal,
    });
    if (!res.headers.get('content-type')?.startsWith('text/event-stream') || !res.body) {
      return readReply(res.status, await res.text());
    }
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      const { frames, rest } = sseFrames(buffer);
      buffer = rest;
      for (const frame of frames) {
        if (frame.event === 'message') {
          const data: unknown = JSON.parse(frame.data);
          return { status: res.status, text: JSON.stringify({ result: { data } }), data };
        }
        if (frame.event === 'serialized-error') {
          const shape = JSON.parse(frame.data) as { data?: { httpStatus?: number } };
          return readReply(shape.data?.httpStatus ?? 500, JSON.stringify({ error: shape }));
        }
      }
    }
    return readReply(res.status, 'The stream ended without an event');
  } catch (error) {
    if (abort.signal.aborted) return readReply(0, `No event within ${FIRST_EVENT_MS} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
    await own?.close();
  }
}
