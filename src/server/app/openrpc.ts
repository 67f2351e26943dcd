import { z, type ZodType } from 'zod';
import { requestHeaderSchema } from '../../shared/common/schema';
import { JSON_RPC_ERRORS } from './jsonRpc';
import { SERVICE_DESCRIPTIONS } from './jsonRpcMethods';
import { type MethodContract, methodContracts } from './openapi';

/**
 * The OpenRPC 1.3.2 document of `/json` (`GET /json/openrpc.json`): the JSON-RPC world's OpenAPI, generated
 * from the same zod schemas as openapi.ts. OpenRPC describes one endpoint per method list, while Elk has one
 * per service (`/json/<Service>`), so each method names its service's URL in its own `servers`; the method's
 * name is what goes in the body's `method`. Schemas are JSON Schema draft 7, the dialect OpenRPC 1.3 uses.
 */

type JsonSchema = Record<string, unknown>;
type ContentDescriptor = { name: string; schema: JsonSchema; required?: boolean; description?: string };

const draft7Of = (schema: ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return rest;
};

/** The app's own error codes and the specification's that a call can get, as OpenRPC error objects. */
const ERRORS = {
  invalidParams: { code: JSON_RPC_ERRORS.invalidParams, message: 'Invalid params (zod’s message follows)' },
  internal: { code: JSON_RPC_ERRORS.internal, message: 'Internal error' },
  unauthorized: { code: JSON_RPC_ERRORS.unauthorized, message: 'Not signed in' },
  forbidden: { code: JSON_RPC_ERRORS.forbidden, message: 'Forbidden' },
  notFound: { code: JSON_RPC_ERRORS.notFound, message: 'Not found' },
  conflict: { code: JSON_RPC_ERRORS.conflict, message: 'Conflict (e.g. a cancelled party)' },
  rateLimited: { code: JSON_RPC_ERRORS.rateLimited, message: 'Rate limit exceeded' },
  badGateway: { code: JSON_RPC_ERRORS.badGateway, message: 'An outside service failed or timed out' },
  unavailable: { code: JSON_RPC_ERRORS.unavailable, message: 'The database is unavailable: try again' },
} as const;

const errorRef = (name: keyof typeof ERRORS) => ({ $ref: `#/components/errors/${name}` });

const HEADER_PARAM: ContentDescriptor = {
  name: 'header',
  description:
    'The spec’s request header, optional. A client without cookies signs its calls with ' +
    '`accessToken` here (the token `authenticate` returns), and may add its `userId`.',
  schema: { $ref: '#/components/schemas/RequestHeader' },
  required: false,
};

/** By-name params: one content descriptor per property of the procedure's input object, then the header. */
function paramsOf(contract: MethodContract): ContentDescriptor[] {
  const input = draft7Of(contract.params, 'input');
  if (input.type !== 'object') throw new Error(`${contract.procedure}: params are not an object`);
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  const own = Object.entries(properties).map(([name, schema]) => ({
    name,
    schema,
    required: required.has(name),
  }));
  return [...own, HEADER_PARAM];
}

function methodOf(contract: MethodContract, serverUrl: string) {
  const { service, method, procedure, signedIn } = contract;
  const errors: (keyof typeof ERRORS)[] = [
    'invalidParams',
    ...(signedIn ? (['unauthorized'] as const) : []),
    'forbidden',
    'notFound',
    'conflict',
    'rateLimited',
    'badGateway',
    'unavailable',
    'internal',
  ];
  return {
    name: method,
    summary: `${service}.${method}`,
    description:
      `POST ${serverUrl}/json/${service} (or /json/${service}/${method}). Runs the tRPC \`${procedure}\`. ` +
      (signedIn ? 'Needs a session (the cookie, or `header.accessToken`).' : 'Open to anyone.'),
    tags: [{ $ref: `#/components/tags/${service}` }],
    servers: [{ name: service, url: `${serverUrl}/json/${service}` }],
    paramStructure: 'by-name' as const,
    params: paramsOf(contract),
    result: { name: `${method}Result`, schema: draft7Of(contract.result, 'output') },
    errors: errors.map(errorRef),
    'x-trpc-procedure': procedure,
    'x-signed-in': signedIn,
  };
}

export function buildOpenRpcDocument(serverUrl: string, version = '0.1.0') {
  const contracts = methodContracts();
  const names = contracts.map((contract) => contract.method);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  // OpenRPC wants each method name once; two services with one name would need the service in the name.
  if (repeated.length) throw new Error(`method names used by two services: ${repeated.join(', ')}`);
  return {
    openrpc: '1.3.2',
    info: {
      title: 'Elk JSON-RPC API',
      version,
      description:
        'JSON-RPC 2.0 over `POST /json/<Service>`: each method below names its service’s URL in `servers`. ' +
        'A batch (at most 20 calls) gets an array of replies; a notification (no `id`) gets 204 and no ' +
        'body. Sign-in sets a session cookie; a client without cookies sends the returned `accessToken` in ' +
        '`params.header` instead. The same methods as OpenAPI 3.1: `/json/openapi.json`.',
    },
    methods: contracts.map((contract) => methodOf(contract, serverUrl)),
    components: {
      schemas: { RequestHeader: draft7Of(requestHeaderSchema, 'input') },
      errors: ERRORS,
      tags: Object.fromEntries(
        Object.entries(SERVICE_DESCRIPTIONS).map(([name, description]) => [name, { name, description }]),
      ),
    },
  };
}

export type OpenRpcDocument = ReturnType<typeof buildOpenRpcDocument>;
