import type { Express } from 'express';
import request from 'supertest';
import { randomClientIp } from './rpc';
import type { ProcedureKind } from './routerProcedures';

// One tRPC call over HTTP, as the React client makes it without a transformer: a query is a GET with the
// input as JSON in ?input=, a mutation a POST whose JSON body is the input. The reply is read into one shape
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
  app: Express,
  procedure: { path: string; kind: ProcedureKind },
  input: unknown,
  who: Caller = {},
): Promise<TrpcReply> {
  const url = `/api/trpc/${procedure.path}`;
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
