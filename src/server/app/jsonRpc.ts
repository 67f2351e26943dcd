import { type AnyProcedure, TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import { requestHeaderSchema } from '../../shared/common/schema';
import type { ErrorReporter } from '../platform/providers/errors';
import { type AppDeps, createContext } from '../platform/trpc/context';
import { type AppRouter, createCaller } from './router';
import { zodMessage } from '../platform/trpc/trpc';
import { jsonOfKeptReply } from '../platform/trpc/trustedOutput';

/** Every dotted path of a procedure in a router record, e.g. 'events.getEvent'. */
type ProcedurePaths<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? `${Prefix}${Key}`
    : Record[Key] extends object
      ? ProcedurePaths<Record[Key], `${Prefix}${Key}.`>
      : never;
}[keyof Record & string];

export type AppProcedurePath = ProcedurePaths<AppRouter['_def']['record']>;

/**
 * `POST /json/<Service>` speaks JSON-RPC 2.0 and holds no logic: each method names the tRPC procedure that
 * implements it, called through createCaller so every middleware (auth, rate limits) runs. The table is checked
 * against the router: a renamed or removed procedure fails the build, and the method names stay as they are.
 */
export const JSON_RPC_METHODS = {
  AuthenticationService: {
    sendEmailSignInCode: 'auth.sendEmailSignInCode',
    signInWithEmailAndCode: 'auth.signInWithEmailAndCode',
    authenticate: 'auth.authenticate',
    logout: 'auth.logout',
    sendPhoneSignInCode: 'auth.sendPhoneSignInCode',
    signInWithPhoneAndCode: 'auth.signInWithPhoneAndCode',
    sendPiiVerificationCode: 'auth.sendPiiVerificationCode',
    verifyWithPiiAndCode: 'auth.verifyWithPiiAndCode',
    refetchAccessToken: 'auth.refetchAccessToken',
    signInWithRefreshToken: 'auth.signInWithRefreshToken',
  },
  CoinService: {
    fetchCoinBalance: 'coins.fetchCoinBalance',
    initializePayment: 'coins.initializePayment',
    verifyCoinPurchase: 'coins.verifyCoinPurchase',
    fetchCoinPacks: 'coins.fetchCoinPacks',
  },
  EventService: {
    getHasElkProfile: 'accounts.getHasElkProfile',
    createElkUser: 'accounts.createElkUser',
    getElkUser: 'accounts.getElkUser',
    updateElkUser: 'accounts.updateElkUser',
    editEventDetails: 'events.editEventDetails',
    getEvent: 'events.getEvent',
    fetchEvents: 'events.fetchEvents',
    cancelEvent: 'events.cancelEvent',
    deleteEvent: 'events.deleteEvent',
    cloneEvent: 'drafts.cloneEvent',
    getEventPreview: 'rsvp.getEventPreview',
    updateAttendance: 'rsvp.updateAttendance',
    updateAttendanceThroughEmail: 'rsvp.updateAttendanceThroughEmail',
    updateAttendanceByLink: 'rsvp.updateAttendanceByLink',
    reviewAttendee: 'guests.reviewAttendee',
    fetchGuestList: 'guests.fetchGuestList',
    listEventGuests: 'guests.listEventGuests',
    fetchContacts: 'guests.fetchContacts',
    fetchMutualMembers: 'guests.fetchMutualMembers',
    queueInvites: 'guests.queueInvites',
    sendInvites: 'guests.sendInvites',
    sendTemplateEmail: 'guests.sendTemplateEmail',
    deletePendingInvites: 'guests.deletePendingInvites',
    deleteInvitees: 'guests.deleteInvitees',
    editInvitee: 'guests.editInvitee',
    editEventDraft: 'drafts.editEventDraft',
    fetchDraft: 'drafts.fetchDraft',
    fetchDrafts: 'drafts.fetchDrafts',
    deleteDraft: 'drafts.deleteDraft',
    addCohost: 'cohosts.addCohost',
    updateCohostStatus: 'cohosts.updateCohostStatus',
    getCohostLink: 'cohosts.getCohostLink',
    invalidateCohostLink: 'cohosts.invalidateCohostLink',
    fetchCohosts: 'cohosts.fetchCohosts',
    removeCohost: 'cohosts.removeCohost',
    sendEventComment: 'messages.sendEventComment',
    sendPrivateMessage: 'messages.sendPrivateMessage',
    getEventMessageHistory: 'messages.getEventMessageHistory',
    getUserEventMessageHistory: 'messages.getUserEventMessageHistory',
    getAlbumDetails: 'album.getAlbumDetails',
    getPreviewAlbumDetails: 'album.getPreviewAlbumDetails',
    // Spec section 7 lists the gallery list with the event service's image calls (not the theme service).
    gallery: 'images.gallery',
    fetchEventInspirations: 'themes.fetchEventInspirations',
    fetchEventSuggestion: 'themes.fetchEventSuggestion',
    getEventImageHistory: 'images.getEventImageHistory',
    fetchPreviousImages: 'images.fetchPreviousImages',
  },
  UserService: {
    optOut: 'accounts.optOut',
    confirmUserMerge: 'accounts.confirmUserMerge',
    deleteAccount: 'accounts.deleteAccount',
    snoozeMergeNudge: 'accounts.snoozeMergeNudge',
    answerTextPermissionPrompt: 'accounts.answerTextPermissionPrompt',
  },
  ThemeService: {
    generateEventImage: 'images.generateEventImage',
    sampleEventImage: 'images.sampleEventImage',
    getEventDescription: 'images.getEventDescription',
    getSearchKeywords: 'images.getSearchKeywords',
  },
} as const satisfies Record<string, Record<string, AppProcedurePath>>;

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
  badGateway: -32502,
  /** The database is down or too slow (HTTP 503): try again later. */
  unavailable: -32053,
} as const;

type RpcId = string | number | null;

/**
 * Writes the reply itself (no ETag, which a POST never uses, and no second serialisation): a kept reply's JSON
 * (trustedOutput.ts) goes out as it was made. Never stored by any cache: a reply may be a guest list, a profile
 * or an event read with an invitation token, and none is meant to be reused (a constant header, no work).
 */
function reply(
  res: Response,
  id: RpcId,
  body: { result: unknown } | { error: { code: number; message: string } },
  status = 200,
) {
  const kept = 'result' in body ? jsonOfKeptReply(body.result) : undefined;
  const text =
    kept === undefined
      ? JSON.stringify({ jsonrpc: '2.0', id, ...body })
      : `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${kept}}`;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export function sendRpcError(res: Response, id: RpcId, code: number, message: string, status = 200) {
  reply(res, id, { error: { code, message } }, status);
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

type Procedure = (input: unknown) => Promise<unknown>;

function procedureAt(caller: unknown, path: string): Procedure {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

export function jsonRpcHandler(deps: AppDeps, reporter?: ErrorReporter) {
  return async (req: Request, res: Response) => {
    const body: unknown = req.body;
    const id: RpcId =
      isRecord(body) && (typeof body.id === 'string' || typeof body.id === 'number') ? body.id : null;
    if (!isRecord(body) || body.jsonrpc !== '2.0' || typeof body.method !== 'string') {
      return sendRpcError(
        res,
        id,
        JSON_RPC_ERRORS.invalidRequest,
        'Invalid Request: expected a JSON-RPC 2.0 object',
      );
    }
    const service = String(req.params.service);
    const methods = Object.hasOwn(METHODS_BY_NAME, service) ? METHODS_BY_NAME[service] : undefined;
    const path = methods && Object.hasOwn(methods, body.method) ? methods[body.method] : undefined;
    if (typeof path !== 'string') {
      return sendRpcError(
        res,
        id,
        JSON_RPC_ERRORS.methodNotFound,
        `Method not found: ${service}.${body.method}`,
      );
    }
    if (body.params !== undefined && !isRecord(body.params)) {
      return sendRpcError(res, id, JSON_RPC_ERRORS.invalidParams, 'params must be an object');
    }
    const { header: rawHeader, ...input } = body.params ?? {};
    const header = requestHeaderSchema.safeParse(rawHeader ?? {});
    if (!header.success) {
      return sendRpcError(res, id, JSON_RPC_ERRORS.invalidParams, `header: ${zodMessage(header.error)}`);
    }
    try {
      const ctx = await createContext(deps, req, res, header.data);
      const result = await procedureAt(createCaller(ctx), path)(input);
      reply(res, id, { result: result ?? null });
    } catch (cause) {
      const error =
        cause instanceof TRPCError ? cause : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });
      if (error.cause instanceof ZodError) {
        return sendRpcError(res, id, JSON_RPC_ERRORS.invalidParams, zodMessage(error.cause));
      }
      const code = TRPC_TO_RPC[error.code] ?? JSON_RPC_ERRORS.internal;
      if (code === JSON_RPC_ERRORS.internal) {
        const requestId = String(res.locals.requestId ?? '') || undefined;
        deps.logger.error({ err: error.cause ?? error, requestId, path }, 'json-rpc failure');
        reporter?.report({
          source: 'server',
          message: `${service}.${body.method}: ${error.message}`,
          requestId,
        });
        return sendRpcError(res, id, code, 'Internal error', 500);
      }
      // The spec's rate-limit reply is an HTTP 429 and an unavailable database a 503 (proxies and clients
      // retry on those); other failures are ordinary JSON-RPC errors.
      const status =
        error.code === 'TOO_MANY_REQUESTS' ? 429 : error.code === 'SERVICE_UNAVAILABLE' ? 503 : 200;
      return sendRpcError(res, id, code, error.message, status);
    }
  };
}
