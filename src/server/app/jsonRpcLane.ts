import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { arrivalTime } from '../platform/http/serverTiming';

/** `/json/<Service>` with a plain service name (what every client sends), and an optional query. */
const PLAIN_CALL = /^\/json\/([A-Za-z]+)(?:\?|$)/;

/**
 * `POST /json/<Service>` answered as the app's first route: the wire API's calls are the busiest requests, and
 * Express's walk past the other routes and middlewares, and its dispatch of a route's handlers one by one, cost
 * them a few percent of their CPU (bench:profile, in turn with the code before: a first cut of this lane took an
 * invited guest's getEvent from 0.278-0.284 to 0.261-0.266 ms of app CPU per reply over 3 runs each; this one,
 * 0.266-0.272 -> 0.261-0.267 for the guest and 0.314 -> 0.296 for a new guest's answer, near the noise). `steps`
 * are what the rest of the app does to a response (its security headers and compression), then the route's
 * own. Any other form of the path (an encoded or odd name, a trailing slash) passes on to the ordinary route,
 * which runs the same handler.
 */
export function jsonRpcLane(steps: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const call = PLAIN_CALL.exec(req.url);
    if (!call) return next();
    req.params = { service: call[1]! };
    // With SERVER_TIMING on, the call's figures start here (serverTiming.ts).
    res.locals.arrivedAt = arrivalTime();
    steps(req, res, next);
  };
}
