import { createRequire } from 'node:module';
import { type Config, createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import * as openRpcMetaSchema from '@open-rpc/meta-schema';
import { Ajv, type AnySchemaObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';

// The standard checkers the wire documents are held to (issue 39): redocly's own linter with its recommended
// rules for OpenAPI, and ajv with @open-rpc/meta-schema for OpenRPC. Nothing here parses a document itself.

// ajv-formats is CommonJS with `exports.default`; under Node's ESM interop the default import is the module.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

// The package's typings name only the document's types; its module also exports the schema itself.
const { openrpcDocument } = openRpcMetaSchema as unknown as { openrpcDocument: AnySchemaObject };

// The package's typings name only the schema's types; the schema itself is its schema.json.
const jsonSchemaToolsMeta = createRequire(import.meta.url)(
  '@json-schema-tools/meta-schema/schema.json',
) as AnySchemaObject;

let recommended: Promise<Config> | undefined;

/** What redocly's linter, extending `recommended`, finds in a document. */
export async function redoclyProblems(document: unknown): Promise<NormalizedProblem[]> {
  recommended ??= createConfig({ extends: ['recommended'] });
  return lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config: await recommended,
  });
}

/**
 * A validator of OpenRPC documents: ajv with the OpenRPC meta-schema, formats checked. That meta-schema takes
 * its JSON Schema definitions from `https://meta.json-schema.tools/`, the schema the
 * @json-schema-tools/meta-schema package publishes; it is added under both spellings the OpenRPC schema uses.
 */
export function openRpcValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const { $id: _id, $schema: _dialect, ...jsonSchemaBody } = jsonSchemaToolsMeta;
  // The OpenRPC schema names it both with and without the trailing slash.
  for (const id of ['https://meta.json-schema.tools/', 'https://meta.json-schema.tools']) {
    ajv.addMetaSchema({ ...jsonSchemaBody, $id: id });
  }
  return ajv.compile(openrpcDocument);
}

/**
 * A validator of replies against a response an OpenAPI document declares: ajv for JSON Schema 2020-12 (the
 * document's dialect), with the document added whole so that its `#/components/...` references resolve.
 */
export function openApiReplyValidator(document: OpenApiLike) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const id = 'https://elk.test/openapi.json';
  ajv.addSchema(document as AnySchemaObject, id);
  /** The validator of `status`'s JSON body for the operation at `path` (a shared reply is a `$ref`). */
  return (path: string, status: string) => {
    const declared = document.paths[path]?.post.responses[status];
    if (!declared) throw new Error(`${path} declares no ${status} reply`);
    const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
    const response = declared.$ref ?? `#/paths/${escape(path)}/post/responses/${status}`;
    return ajv.compile({ $ref: `${id}${response}/content/application~1json/schema` });
  };
}

type OpenApiLike = {
  paths: Record<string, { post: { responses: Record<string, { $ref?: string }> } }>;
};
