import { TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import { requestHeaderSchema } from '../../shared/common/schema';
import type { ErrorReporter } from '../platform/providers/errors';
import { type AppDeps, createContext } from '../platform/trpc/context';
import { createCaller, procedureAt } from './router';
import { type AppProcedurePath, JSON_RPC_METHODS } from './jsonRpcMethods';
import { zodMessage } from '../platform/trpc/trpc';
import { jsonOfKeptReply } from '../platform/trpc/trustedOutput';
import { jsonRpcRouteLabel } from './requestMetrics';
import {
  arrivalTime,
  type CallTiming,
  serverTimingHeader,
  timedCall,
  timedJson,
  timedPart,
} from '../platform/http/serverTiming';

/** The same table read by name from a request: any service and method string may arrive. */
const METHODS_BY_NAME: Readonly<Record<string, Readonly<Record<string, AppProcedurePath>>>> =
  JSON_RPC_METHODS;

export const JSON_RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  unauthorized: -32001,
  forbidden: -32003,
  notFound: -32004,
  conflict: -32009,
  rateLimited: -32029,
  /** An outside service (image generation, maps) failed or timed out; the message says what to do. */
  badGateway: -32052,
  /** The database is down or too slow (HTTP 503): try again later. */
  unavailable: -32053,
} as const;

type RpcId = string | number | null;
type RpcBody = { result: unknown } | { error: { code: number; message: string } };

/** How many calls one batch may hold: each runs in turn, and a longer batch is refused whole. */
export const MAX_BATCH_CALLS = 20;

/** One reply's JSON text: a kept reply's JSON (trustedOutput.ts) goes out as it was made, never serialised twice. */
function replyText(id: RpcId, body: RpcBody): string {
  const kept = 'result' in body ? jsonOfKeptReply(body.result) : undefined;
  return kept === undefined
    ? JSON.stringify({ jsonrpc: '2.0', id, ...body })
    : `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${kept}}`;
}

/**
 * Writes a reply (one object, or a batch's array) itself: no ETag, which a POST never uses. Never stored by any
 * cache: a reply may be a guest list, a profile or an event read with an invitation token, and none is meant to
 * be reused (a constant header, no work).
 */
function writeReply(res: Response, text: string, status: number) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** A notification's answer (JSON-RPC 2.0, section 4.1): nothing at all. */
function writeNoReply(res: Response) {
  res.statusCode = 204;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export function sendRpcError(res: Response, id: RpcId, code: number, message: string, status = 200) {
  writeReply(res, replyText(id, { error: { code, message } }), status);
}

const TRPC_TO_RPC: Partial<Record<TRPCError['code'], number>> = {
  BAD_REQUEST: JSON_RPC_ERRORS.invalidParams,
  UNAUTHORIZED: JSON_RPC_ERRORS.unauthorized,
  FORBIDDEN: JSON_RPC_ERRORS.forbidden,
  NOT_FOUND: JSON_RPC_ERRORS.notFound,
  CONFLICT: JSON_RPC_ERRORS.conflict,
  TOO_MANY_REQUESTS: JSON_RPC_ERRORS.rateLimited,
  SERVICE_UNAVAILABLE: JSON_RPC_ERRORS.unavailable,
  BAD_GATEWAY: JSON_RPC_ERRORS.badGateway,
  PAYLOAD_TOO_LARGE: JSON_RPC_ERRORS.invalidRequest,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What one call comes to: its reply's text and HTTP status, or null for a notification (no reply). */
type Answer = { text: string; status: number } | null;

/** Where a call arrived: `/json/<Service>`, `/json/<Service>/<method>`, or a client's encoded `<Service>#<method>`. */
type Route = { service: string; method?: string };

export function routeOf(params: Record<string, unknown>): Route {
  const [service = '', anchored] = String(params.service ?? '').split('#');
  const method = typeof params.method === 'string' ? params.method : anchored;
  return method ? { service, method } : { service };
}

type Call = { id: RpcId; notification: boolean; service: string; method: string; path: AppProcedurePath };

/**
 * The call a request object makes, or the error it is answered with (JSON-RPC 2.0, sections 4 and 5.1): an id
 * must be a string, a number or null (an object or array is an Invalid Request, and nothing runs); a request
 * without an id is a notification. A method named by the path and by the body must agree.
 */
function callOf(route: Route, message: unknown): Call | { id: RpcId; error: [number, string] } {
  const invalid = (id: RpcId, why: string) => ({
    id,
    error: [JSON_RPC_ERRORS.invalidRequest, `Invalid Request: ${why}`] as [number, string],
  });
  if (!isRecord(message)) return invalid(null, 'expected a JSON-RPC 2.0 object');
  const rawId = message.id;
  const idOk = rawId === undefined || rawId === null || ['string', 'number'].includes(typeof rawId);
  if (!idOk) return invalid(null, 'id must be a string, a number or null');
  const id = (rawId ?? null) as RpcId;
  const method = message.method ?? route.method;
  if (message.jsonrpc !== '2.0' || typeof method !== 'string') {
    return invalid(id, 'expected a JSON-RPC 2.0 object');
  }
  if (route.method && method !== route.method)
    return invalid(id, 'the path and the body name different methods');
  const methods = Object.hasOwn(METHODS_BY_NAME, route.service) ? METHODS_BY_NAME[route.service] : undefined;
  const path = methods && Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (typeof path !== 'string') {
    return { id, error: [JSON_RPC_ERRORS.methodNotFound, `Method not found: ${route.service}.${method}`] };
  }
  return { id, notification: !Object.hasOwn(message, 'id'), service: route.service, method, path };
}

/**
 * `POST /json/<Service>` (and `/json/<Service>/<method>`) speaks JSON-RPC 2.0 and holds no logic: each method
 * names the tRPC procedure that implements it (jsonRpcMethods.ts), called through createCaller so every
 * middleware (auth, rate limits) runs. A batch (an array) gets an array of the replies, notifications left out,
 * each call run in turn; a notification alone gets 204 and no body once it has run.
 */
export function jsonRpcHandler(deps: AppDeps, reporter?: ErrorReporter) {
  /** Runs one request object of the body: its answer, or null for a notification. */
  async function answer(
    req: Request,
    res: Response,
    route: Route,
    message: unknown,
    timing: CallTiming | undefined,
  ): Promise<Answer> {
    const call = callOf(route, message);
    if ('error' in call) {
      const [code, text] = call.error;
      return { text: replyText(call.id, { error: { code, message: text } }), status: 200 };
    }
    res.locals.metricsRoute ??= jsonRpcRouteLabel(call.service, call.method);
    const outcome = await run(req, res, call, isRecord(message) ? message.params : undefined, timing);
    if (call.notification) return null;
    return { text: timedJson(timing, () => replyText(call.id, outcome.body)), status: outcome.status };
  }

  async function run(
    req: Request,
    res: Response,
    call: Call,
    params: unknown,
    timing: CallTiming | undefined,
  ) {
    const error = (code: number, message: string, status = 200) => ({
      body: { error: { code, message } },
      status,
    });
    if (params !== undefined && !isRecord(params)) {
      return error(JSON_RPC_ERRORS.invalidParams, 'params must be an object');
    }
    const { header: rawHeader, ...input } = params ?? {};
    const header = requestHeaderSchema.safeParse(rawHeader ?? {});
    if (!header.success) return error(JSON_RPC_ERRORS.invalidParams, `header: ${zodMessage(header.error)}`);
    try {
      const ctx = await timedPart(timing, 'context', () => createContext(deps, req, res, header.data));
      const result = await timedPart(timing, 'procedure', () =>
        procedureAt(createCaller(ctx), call.path)(input),
      );
      return { body: { result: result ?? null }, status: 200 };
    } catch (cause) {
      const failure =
        cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
      if (failure.cause instanceof ZodError) {
        return error(JSON_RPC_ERRORS.invalidParams, zodMessage(failure.cause));
      }
      const code = TRPC_TO_RPC[failure.code] ?? JSON_RPC_ERRORS.internal;
      if (code === JSON_RPC_ERRORS.internal) {
        const requestId = String(res.locals.requestId ?? '') || undefined;
        deps.logger.error({ err: failure.cause ?? failure, requestId, path: call.path }, 'json-rpc failure');
        reporter?.report({
          source: 'server',
          message: `${call.service}.${call.method}: ${failure.message}`,
          requestId,
        });
        return error(code, 'Internal error', 500);
      }
      // The spec's rate-limit reply is an HTTP 429 and an unavailable database a 503 (proxies and clients
      // retry on those); other failures are ordinary JSON-RPC errors.
      const status =
        failure.code === 'TOO_MANY_REQUESTS' ? 429 : failure.code === 'SERVICE_UNAVAILABLE' ? 503 : 200;
      return error(code, failure.message, status);
    }
  }

  /** The call's reply, with its Server-Timing when timing is on (serverTiming.ts). */
  const reply = (res: Response, timing: CallTiming | undefined, text: string | null, status = 200) => {
    if (timing) res.setHeader('Server-Timing', serverTimingHeader(timing));
    return text === null ? writeNoReply(res) : writeReply(res, text, status);
  };

  return (req: Request, res: Response) =>
    timedCall(arrivedAt(res), async (timing) => {
      const route = routeOf(req.params);
      const body: unknown = req.body;
      if (!Array.isArray(body)) {
        const one = await answer(req, res, route, body, timing);
        return reply(res, timing, one?.text ?? null, one?.status);
      }
      if (body.length === 0 || body.length > MAX_BATCH_CALLS) {
        const why = body.length === 0 ? 'an empty batch' : `a batch holds at most ${MAX_BATCH_CALLS} calls`;
        return sendRpcError(res, null, JSON_RPC_ERRORS.invalidRequest, `Invalid Request: ${why}`);
      }
      res.locals.metricsRoute = 'json:batch';
      const texts: string[] = [];
      for (const message of body) {
        const one = await answer(req, res, route, message, timing);
        if (one) texts.push(one.text);
      }
      return reply(res, timing, texts.length ? `[${texts.join(',')}]` : null);
    });
}

/** When the request reached the app's first route (jsonRpcLane.ts), else now; undefined with timing off. */
function arrivedAt(res: Response): number | undefined {
  const at: unknown = res.locals.arrivedAt;
  return typeof at === 'number' ? at : arrivalTime();
}
