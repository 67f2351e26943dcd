import type { OpenApiDocument } from './openapi';
import type { OpenRpcDocument } from './openrpc';

/**
 * `GET /json/docs`: the OpenAPI document as one server-rendered page, with a section on the OpenRPC one. No script (the CSP allows none inline
 * and no outside host), every value escaped, one column that reads at 390 px.
 */

type JsonSchema = Record<string, unknown>;

const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The descriptions are CommonMark; of it only `code` spans are used, so only those are rendered. */
const markdownCode = (text: string) =>
  text
    .split('`')
    .map((part, index) => (index % 2 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');

const anchorOf = (operationId: string) => `m-${operationId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** A short type label for a property: `string (email)`, `array of object`, `"yes" | "no"`. */
function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) return variants.map(typeLabel).join(' | ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map(typeLabel).join(' & ');
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  if (type === 'array') return `array of ${typeLabel(schema.items as JsonSchema | undefined)}`;
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
}

/** The fields of an object schema (merged across allOf), or nothing when it is not one. */
function fieldsOf(schema: JsonSchema): { name: string; type: string; required: boolean }[] {
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]) : [schema];
  return parts.flatMap((part) => {
    const properties = (part.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((part.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      type: typeLabel(property),
      required: required.has(name),
    }));
  });
}

function schemaBlock(title: string, schema: JsonSchema | undefined) {
  if (!schema) return `<h4>${escapeHtml(title)}</h4><p class="muted">No schema attached yet.</p>`;
  const fields = fieldsOf(schema);
  const table = fields.length
    ? `<table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody>${fields
        .map(
          (field) =>
            `<tr><td><code>${escapeHtml(field.name)}</code>${field.required ? '' : ' <span class="muted">optional</span>'}</td>` +
            `<td>${escapeHtml(field.type)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="muted">No fields.</p>';
  return (
    `<h4>${escapeHtml(title)}</h4>${table}` +
    `<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`
  );
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1d1b20;background:#fbf8f4}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #ddd}h3{margin-bottom:.25rem;overflow-wrap:anywhere}
h4{margin:.75rem 0 .25rem}
code,pre{font:14px/1.4 ui-monospace,monospace}pre{overflow-x:auto;background:#f1ece6;padding:.5rem;border-radius:6px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e5e0da;vertical-align:top;overflow-wrap:anywhere}
.muted{color:#6b6570}.method{background:#fff;border:1px solid #e5e0da;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
nav ul{padding-left:1.2rem;columns:24rem}nav li{overflow-wrap:anywhere}p{overflow-wrap:anywhere}a{color:#7a3e9d}
`;

/** Who may call, from the operation's security: a session required, or anyone (`{}` among the choices). */
const whoMayCall = (security: Record<string, unknown>[]) =>
  security.some((choice) => Object.keys(choice).length === 0) ? 'anyone' : 'needs a session';

/** The OpenRPC document in a few lines: where it is, and how its methods map onto the services' URLs. */
function openRpcSection(openrpc: OpenRpcDocument) {
  const servers = [...new Set(openrpc.methods.map((method) => method.servers[0]!.url))];
  return (
    `<h2 id="openrpc">OpenRPC</h2>` +
    `<p><a href="/json/openrpc.json">/json/openrpc.json</a> describes the same ${openrpc.methods.length} ` +
    `methods as an OpenRPC ${escapeHtml(openrpc.openrpc)} document, from the same zod schemas (JSON Schema ` +
    `draft 7): params by name (the input's fields and <code>header</code>), the result, and the error codes. ` +
    `Each method names its service's URL in <code>servers</code>:</p>` +
    `<ul>${servers.map((url) => `<li><code>${escapeHtml(url)}</code></li>`).join('')}</ul>`
  );
}

export function renderOpenApiDocs(document: OpenApiDocument, openrpc: OpenRpcDocument): string {
  const schemas = document.components.schemas as Record<string, JsonSchema>;
  const operations = Object.values(document.paths).map((path) => path.post);
  const session = document.components.securitySchemes.sessionCookie;

  const sections = document.tags.map(({ name: service, description }) => {
    const ofService = operations.filter((operation) => operation.tags.includes(service));
    const methods = ofService.map((operation) => {
      return (
        `<section class="method" id="${escapeHtml(anchorOf(operation.operationId))}">` +
        `<h3>${escapeHtml(operation.operationId)}</h3>` +
        `<p class="muted">POST /json/${escapeHtml(service)} · method <code>${escapeHtml(operation['x-jsonrpc-method'])}</code> · ` +
        `tRPC <code>${escapeHtml(operation['x-trpc-procedure'])}</code> · ${whoMayCall(operation.security)}</p>` +
        // The components are named after the operation (openapi.ts: paramsComponent, resultComponent).
        schemaBlock('params', schemas[`${operation.operationId}.params`]) +
        schemaBlock('result', schemas[`${operation.operationId}.result`]) +
        `</section>`
      );
    });
    return (
      `<h2 id="${escapeHtml(anchorOf(service))}">${escapeHtml(service)}</h2><p>${escapeHtml(description)}</p>` +
      (methods.length ? methods.join('') : '<p class="muted">No methods.</p>')
    );
  });

  const contents = operations
    .map(
      (operation) =>
        `<li><a href="#${escapeHtml(anchorOf(operation.operationId))}">${escapeHtml(operation.operationId)}</a></li>`,
    )
    .join('');
  const errorCodes = (schemas.RpcError?.properties as Record<string, JsonSchema> | undefined)?.code
    ?.description;

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)} <span class="muted">${escapeHtml(document.info.version)}</span></h1>
<p>${markdownCode(document.info.description)}</p>
<p>Machine-readable: <a href="/json/openapi.json">/json/openapi.json</a> (OpenAPI 3.1) and
<a href="/json/openrpc.json">/json/openrpc.json</a> (OpenRPC, <a href="#openrpc">below</a>).</p>
<p>Sign-in: ${markdownCode(session.description)}</p>
<p>Error codes: ${escapeHtml(errorCodes ?? '')}</p>
<nav aria-label="Methods"><ul>${contents}</ul></nav>
${sections.join('\n')}
${openRpcSection(openrpc)}
</main></body></html>`;
}
