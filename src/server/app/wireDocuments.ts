import { type Env, publicUrl } from '../platform/env';
import { buildOpenApiDocument } from './openapi';
import { renderOpenApiDocs } from './openapiDocs';
import { buildOpenRpcDocument } from './openrpc';

/**
 * The contract of /json (OpenAPI, OpenRPC and the docs page), generated from the procedures' zod schemas on an
 * app's first request for one and kept: building them (~50 ms) is no work for start-up or for each test app.
 * They differ between apps only by the instance's public URL, which both documents name as their server.
 */
export type WireDocuments = {
  openapi: ReturnType<typeof buildOpenApiDocument>;
  openrpc: ReturnType<typeof buildOpenRpcDocument>;
  docs: string;
};

const builtFor = new Map<string, WireDocuments>();

export function wireDocuments(env: Env): WireDocuments {
  const serverUrl = publicUrl(env);
  let built = builtFor.get(serverUrl);
  if (!built) {
    const openapi = buildOpenApiDocument(serverUrl);
    const openrpc = buildOpenRpcDocument(serverUrl);
    built = { openapi, openrpc, docs: renderOpenApiDocs(openapi, openrpc) };
    builtFor.set(serverUrl, built);
  }
  return built;
}
