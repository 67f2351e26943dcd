import { z, type ZodType } from 'zod';
import { requestHeaderSchema } from '../../shared/common/schema';
import { COOKIE_AUTH_TOKEN } from '../../shared/constants';
import { authedProcedure } from '../platform/trpc/procedures';
import { untrusted } from '../platform/trpc/trustedOutput';
import { appRouter } from './router';
import { JSON_RPC_ERRORS } from './jsonRpc';
import { type AppProcedurePath, JSON_RPC_METHODS, SERVICE_DESCRIPTIONS } from './jsonRpcMethods';
import { HTTP_ERROR_REPLIES, NOTIFICATION_REPLY } from './wireReplies';

/**
 * The OpenAPI 3.1 document of `POST /json/<Service>`, generated from the zod schemas the procedures parse
 * with (zod 4's `z.toJSONSchema`), never written by hand: what the document says is what the server checks.
 */

type JsonSchema = Record<string, unknown>;

type ProcedureDef = {
  _def: {
    type: 'query' | 'mutation' | 'subscription';
    inputs: unknown[];
    output?: unknown;
    middlewares: unknown[];
  };
};

const isZod = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value && '_zod' in value;

// Typed as the nested router record, but at run time tRPC 11 keeps a flat record keyed by the full path.
const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

/**
 * The check authedProcedure adds (its last middleware): a procedure built on it runs it before anything else,
 * so a call without a session is refused (-32001) whatever its params.
 */
const SIGNED_IN_CHECK = (authedProcedure as unknown as ProcedureDef)._def.middlewares.at(-1);

/** No `.input()`: the procedure reads no params (the adapter still passes an object, which it ignores). */
const NO_PARAMS = z.object({});

export type MethodContract = {
  service: string;
  method: string;
  procedure: AppProcedurePath;
  kind: 'query' | 'mutation' | 'subscription';
  /** What `params` (less `header`) must be: the procedure's `.input()` schemas, merged as tRPC merges them. */
  params: ZodType;
  /** The procedure's `.output()` schema, when one is attached. */
  result: ZodType;
  /** Whether the caller must be signed in (the procedure is built on authedProcedure). */
  signedIn: boolean;
};

export function methodContracts(): MethodContract[] {
  return Object.entries(JSON_RPC_METHODS).flatMap(([service, methods]) =>
    Object.entries(methods).map(([method, procedure]): MethodContract => {
      const def = procedures[procedure]?._def;
      if (!def) throw new Error(`${service}.${method} names no procedure (${procedure})`);
      const inputs = def.inputs.filter(isZod);
      if (inputs.length !== def.inputs.length) throw new Error(`${procedure} has a non-zod input`);
      const [first, ...rest] = inputs;
      const params = first
        ? rest.reduce<ZodType>((all, next) => z.intersection(all, next), first)
        : NO_PARAMS;
      // Every procedure carries its output schema; one without is a bug, not an undocumented method.
      const output = untrusted(def.output);
      if (!isZod(output)) throw new Error(`${procedure} has no zod output schema`);
      const signedIn = def.middlewares.includes(SIGNED_IN_CHECK);
      return { service, method, procedure, kind: def.type, params, result: output, signedIn };
    }),
  );
}

/** A zod schema as JSON Schema (2020-12, the dialect of OpenAPI 3.1); the per-schema `$schema` is dropped. */
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  // Dates and transforms have no JSON Schema of their own; they are documented as "any value" there.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

export const paramsComponent = (contract: MethodContract) => `${contract.service}.${contract.method}.params`;
export const resultComponent = (contract: MethodContract) => `${contract.service}.${contract.method}.result`;

/**
 * The document's path for a method: its own URL, `/json/<Service>/<method>`, which a stock OpenAPI client calls
 * as written (the same envelope as `/json/<Service>`, where the body's `method` decides).
 */
export const methodPathKey = (service: string, method: string) => `/json/${service}/${method}`;

/**
 * A method's params as the document shows them: the procedure's input with the optional `header` beside it,
 * also for a method that reads no params (its input alone forbids every property, so typed clients could not
 * send the header).
 */
function paramsWithHeader(params: JsonSchema): JsonSchema {
  if (params.type !== 'object')
    return { allOf: [params, { type: 'object', properties: { header: ref('RequestHeader') } }] };
  const properties = (params.properties ?? {}) as Record<string, JsonSchema>;
  return { ...params, properties: { ...properties, header: ref('RequestHeader') } };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const ERROR_OBJECT: JsonSchema = {
  type: 'object',
  properties: {
    code: {
      type: 'integer',
      description: Object.entries(JSON_RPC_ERRORS)
        .map(([name, code]) => `${code} ${name}`)
        .join(', '),
    },
    message: { type: 'string', description: 'For people: shown as is, in the spec’s wording.' },
  },
  required: ['code', 'message'],
};

const RPC_ID: JsonSchema = { type: ['string', 'number', 'null'] };

/** The session cookie sign-in sets; the same token may travel in the body instead (see the scheme's text). */
const SESSION_SCHEME = 'sessionCookie';

/**
 * Who may call: a signed-in method needs the session; any other method takes a session when there is one (an
 * event read by its host shows more) and also runs without (`{}`, anonymous).
 */
const securityOf = (contract: MethodContract) =>
  contract.signedIn ? [{ [SESSION_SCHEME]: [] }] : [{}, { [SESSION_SCHEME]: [] }];

function operationOf(contract: MethodContract) {
  const { service, method, procedure, kind } = contract;
  const who = contract.signedIn
    ? 'Needs a session (the cookie, or `params.header.accessToken`); without one: -32001.'
    : 'Open to anyone; a session, when sent, is read.';
  return {
    post: {
      operationId: `${service}.${method}`,
      tags: [service],
      summary: `${service}.${method}`,
      description:
        `Also POST /json/${service} with \`"method": "${method}"\`. Runs the tRPC ${kind} \`${procedure}\` ` +
        `(same checks, same rate limits). ${who}`,
      'x-jsonrpc-method': method,
      'x-trpc-procedure': procedure,
      security: securityOf(contract),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                jsonrpc: { const: '2.0' },
                id: RPC_ID,
                method: { const: method },
                params: ref(paramsComponent(contract)),
              },
              required: ['jsonrpc'],
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'A JSON-RPC reply: `result` on success, `error` otherwise.',
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  {
                    type: 'object',
                    properties: {
                      jsonrpc: { const: '2.0' },
                      id: RPC_ID,
                      result: ref(resultComponent(contract)),
                    },
                    required: ['jsonrpc', 'id', 'result'],
                  },
                  ref('RpcErrorReply'),
                ],
              },
            },
          },
        },
        '204': { $ref: '#/components/responses/Notification' },
        ...Object.fromEntries(
          Object.keys(HTTP_ERROR_REPLIES).map((status) => [
            status,
            { $ref: `#/components/responses/Error${status}` },
          ]),
        ),
      },
    },
  };
}

/** The replies every operation shares, each an RpcErrorReply but for a notification's empty 204. */
function sharedResponses() {
  const errorReplies = Object.entries(HTTP_ERROR_REPLIES).map(([status, description]) => [
    `Error${status}`,
    { description, content: { 'application/json': { schema: ref('RpcErrorReply') } } },
  ]);
  return { Notification: { description: NOTIFICATION_REPLY }, ...Object.fromEntries(errorReplies) };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** `serverUrl`: the instance's public URL (PUBLIC_URL), which every path is relative to. */
export function buildOpenApiDocument(serverUrl: string, version = '0.1.0') {
  const contracts = methodContracts();
  const schemas: Record<string, JsonSchema> = {
    RequestHeader: jsonSchemaOf(requestHeaderSchema, 'input'),
    RpcError: ERROR_OBJECT,
    RpcErrorReply: {
      type: 'object',
      properties: { jsonrpc: { const: '2.0' }, id: RPC_ID, error: ref('RpcError') },
      required: ['jsonrpc', 'id', 'error'],
    },
  };
  const paths: Record<string, ReturnType<typeof operationOf>> = {};
  for (const contract of contracts) {
    schemas[paramsComponent(contract)] = paramsWithHeader(jsonSchemaOf(contract.params, 'input'));
    schemas[resultComponent(contract)] = jsonSchemaOf(contract.result, 'output');
    paths[methodPathKey(contract.service, contract.method)] = operationOf(contract);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Elk JSON-RPC API',
      version,
      description:
        'Every method is `POST /json/<Service>` with a JSON-RPC 2.0 body `{jsonrpc: "2.0", id, method, params}`; ' +
        'the reply is `{jsonrpc, id, result}` or `{jsonrpc, id, error: {code, message}}`. `params.header` ' +
        '(optional) describes the client. Sign-in sets a session cookie that later calls send back. Each ' +
        'method also has its own path, `/json/<Service>/<method>` (below), with the same envelope; there ' +
        '`method` may be left out. A batch (an array of calls, at most 20) gets an array of replies; a call ' +
        'without an `id` is a notification and gets 204 with no body. The same methods as OpenRPC: ' +
        '`/json/openrpc.json`.',
    },
    servers: [{ url: serverUrl, description: 'This instance (its PUBLIC_URL).' }],
    tags: Object.entries(SERVICE_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      responses: sharedResponses(),
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: COOKIE_AUTH_TOKEN,
          description:
            'The session: `AuthenticationService.authenticate` sets this cookie and returns the same token ' +
            'as `accessToken`. A client that keeps no cookies sends that token in the body instead, as ' +
            '`params.header.accessToken` (and `userId`, which must then be the session’s): that is the ' +
            'JSON-RPC envelope’s `header`, not an HTTP header, so no OpenAPI security scheme can name it. ' +
            'Either way it is the same session.',
        },
      },
    },
  };
}
