import type { Request, RequestHandler, Response, Router } from 'express';
import { MSG } from '../../../shared/common/copy';
import type { ErrorReporter } from '../../platform/providers/errors';
import type { AppDeps } from '../../platform/trpc/context';
import { readMultipart } from '../../platform/http/multipart';
import { sameSiteUpload } from '../../platform/http/uploadGate';
import { type Refuse, type RefusalShape, refusalOf } from './refusals';
import {
  eventHostCaller,
  eventViewerCaller,
  type HostCaller,
  signedInCaller,
  type SignedInCaller,
  type ViewerCaller,
} from './routeCallers';
import { requestLimit, type RequestLimitName, uploadLimit, type UploadLimitName } from './routeLimits';

// The Express routes' builders, like the procedures' (platform/trpc/procedures.ts): each says who may call
// and hands the handler the caller it checked, so no route re-derives CSRF, sign-in, access or limits. The
// order is fixed here: no-store, the upload's same-site check, the address's request limit, the body parser,
// who calls (refused in the route's own shape), the upload budget, the multipart body, the handler. An
// upload's body is read only after its caller and budget are decided (issue 37).

export type RouteDeps = AppDeps & { reporter: ErrorReporter };
export type RouteMethod = 'get' | 'post';
/** Who a route is for: the label the security suite's route table (test/security/routeTable.ts) checks. */
export type RouteAccess = 'public' | 'signedIn' | 'viewer' | 'host' | 'albumMember';

export type Route = {
  method: RouteMethod;
  paths: readonly string[];
  access: RouteAccess;
  limit?: RequestLimitName | UploadLimitName;
  handlers: RequestHandler[];
};

/** A feature's Express routes, as it exports them (e.g. `albumRoutes`); the app mounts the list. */
export type FeatureRoutes = (deps: RouteDeps) => Route[];

/** Who calls, or null having answered the refusal itself. */
export type Admit<Caller> = (req: Request, res: Response, refuse: Refuse) => Promise<Caller | null>;
export type RouteHandler<Caller> = (req: Request, res: Response, caller: Caller) => unknown;

export type RouteUpload<Caller> = {
  limit: UploadLimitName;
  /** Whom the upload counts against: `user:<id>`, `invitee:<id>` or `ip:<address>`. */
  countedAs: (caller: Caller, req: Request) => string;
  /** multer's reader of the one file (e.g. `upload.single('file')`), with its size limit. */
  multipart: RequestHandler;
  tooLarge: string;
  malformed: string;
};

export type RouteOptions<Caller> = {
  /** How refusals are answered (refusals.ts); JSON `{ error }` unless said. */
  refuse?: RefusalShape;
  /** A request limit per address (routeLimits.ts), counted before anything else is done. */
  limit?: RequestLimitName;
  /** The body parser, for a route that reads a body other than multipart. */
  body?: RequestHandler;
  /** The address is a credential: neither it nor its answer is kept by a cache. */
  noStore?: boolean;
  /** A multipart upload from our own pages (X-Elk-Upload), under a named upload budget. */
  upload?: RouteUpload<Caller>;
};

const setNoStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

function middlewaresOf<Caller>(
  deps: RouteDeps,
  admit: Admit<Caller>,
  options: RouteOptions<Caller>,
  refuse: Refuse,
): RequestHandler[] {
  const { upload } = options;
  const budget = upload && uploadLimit(deps.db, upload.limit);
  const admitCaller: RequestHandler = async (req, res, next) => {
    const caller = await admit(req, res, refuse);
    if (caller === null) return;
    res.locals.routeCaller = caller;
    if (upload && budget && !(await budget.take(upload.countedAs(caller, req), res))) {
      return refuse(res, 429, MSG.rateLimited);
    }
    next();
  };
  return [
    ...(options.noStore ? [setNoStore] : []),
    ...(upload ? [sameSiteUpload(refuse)] : []),
    ...(options.limit ? [requestLimit(deps.db, options.limit, refuse)] : []),
    ...(options.body ? [options.body] : []),
    admitCaller,
    ...(upload
      ? [
          readMultipart(upload.multipart, (res, failure) =>
            refuse(res, failure === 'tooLarge' ? 413 : 400, upload[failure]),
          ),
        ]
      : []),
  ];
}

/**
 * A route builder for one kind of caller: `builder(deps, options).get(path, handler)`. Features with a
 * caller of their own (the album's members) make theirs with it; the common ones are below.
 */
export function routeBuilder<Caller>(access: RouteAccess, admitOf: (deps: RouteDeps) => Admit<Caller>) {
  return (deps: RouteDeps, options: RouteOptions<Caller> = {}) => {
    const refuse = refusalOf(options.refuse ?? 'error');
    const route =
      (method: RouteMethod) =>
      (paths: string | readonly string[], handler: RouteHandler<Caller>): Route => ({
        method,
        paths: typeof paths === 'string' ? [paths] : paths,
        access,
        limit: options.upload?.limit ?? options.limit,
        handlers: [
          ...middlewaresOf(deps, admitOf(deps), options, refuse),
          (req, res) => handler(req, res, res.locals.routeCaller as Caller),
        ],
      });
    return { get: route('get'), post: route('post') };
  };
}

/** Anyone (a signature, a signed token in the address or nothing at all is the credential). */
export const publicRoute = routeBuilder<Record<string, never>>('public', () => async () => ({}));

/** Signed in (cookie, Authorization or authHeader): the caller's context and user; otherwise 401. */
export const signedInRoute = routeBuilder<SignedInCaller>(
  'signedIn',
  (deps) => (req, res, refuse) => signedInCaller(deps, req, res, refuse),
);

/** Whoever may open the party page `:eventId` (session or the link's iu and token): the viewer. */
export const viewerRoute = routeBuilder<ViewerCaller>(
  'viewer',
  (deps) => (req, res, refuse) => eventViewerCaller(deps, req, res, refuse),
);

/** The hosts and accepted cohosts of `:eventId`: the caller, the stored event and which of the two. */
export const hostRoute = routeBuilder<HostCaller>(
  'host',
  (deps) => (req, res, refuse) => eventHostCaller(deps, req, res, refuse, req.params.eventId),
);

/** A route whose steps its feature composes itself (the CSV import, decided at its file), declared as one. */
export const composedRoute = (
  method: RouteMethod,
  paths: string | readonly string[],
  declared: Pick<Route, 'access' | 'limit'>,
  handlers: RequestHandler[],
): Route => ({ method, paths: typeof paths === 'string' ? [paths] : paths, ...declared, handlers });

/** Mounts routes in their order. */
export function mountRoutes(router: Router, routes: readonly Route[]): void {
  for (const route of routes) router[route.method]([...route.paths], ...route.handlers);
}
