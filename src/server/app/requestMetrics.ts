import type { Request, Response } from 'express';
import type { AppMetrics } from '../platform/metrics/appMetrics';
import { appRouter } from './router';

// The label a request is counted under in /metrics: the tRPC procedure or JSON-RPC method it called, else the
// pattern of the Express route that answered it. Only names the app defines: a made-up path or procedure name
// is counted as 'unknown' or 'other', so no caller can grow the label set.

/** 'trpc:<procedure>' for each procedure the router has, made once. */
const TRPC_LABELS = new Map(
  Object.keys(appRouter._def.procedures as Record<string, unknown>).map((name) => [name, `trpc:${name}`]),
);

/**
 * The procedures a call to /api/trpc/<a,b,...> names (a batch names several): each is counted, with the time
 * the batch's answer took, which is what its caller waited.
 */
export function trpcRouteLabels(path: string): string[] {
  return path
    .slice(1)
    .split(',')
    .map((name) => TRPC_LABELS.get(name) ?? 'trpc:unknown');
}

/** 'json:<Service>.<method>' once the JSON-RPC handler found the method in its table. */
export function jsonRpcRouteLabel(service: string, method: string): string {
  return `json:${service}.${method}`;
}

/** Counts the answered request under its label(s); live streams are counted as open streams instead. */
export function observeRequest(metrics: AppMetrics, req: Request, res: Response, seconds: number): void {
  const named = res.locals.metricsRoute as string | string[] | undefined;
  if (Array.isArray(named)) {
    if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return;
    for (const route of named) metrics.observeRequest(route, req.method, res.statusCode, seconds);
    return;
  }
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  const route = named ?? (typeof pattern === 'string' ? req.baseUrl + pattern : 'other');
  metrics.observeRequest(route, req.method, res.statusCode, seconds);
}
