// What every reply to a hostile input must be (issue #11): never a server error, never a stack trace, and
// every refusal a clear message for a person, with no SQL, file path or JSON dump of the validator in it.

const SQL_TEXT =
  /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b|violates|syntax error|invalid byte sequence|invalid input (syntax|value)|duplicate key|relation "|column "|failed query|postgres/i;
const FILE_PATH =
  /(^|[\s('"])\/(work|home|usr|tmp|app|srv|var|opt|root)\/|node_modules|[A-Za-z]:\\|\.[cm]?[jt]s:\d+/;
const STACK_LINE = /\n\s+at\s+\S+/;
const JSON_DUMP = /^\s*[[{]/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether any object in the value has a `stack` key. */
function hasStackKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasStackKey);
  if (!isRecord(value)) return false;
  return 'stack' in value || Object.values(value).some(hasStackKey);
}

/** The error message of a tRPC or JSON-RPC error reply, when the reply is one. */
function errorMessageOf(body: unknown): unknown {
  return isRecord(body) && isRecord(body.error) ? body.error.message : undefined;
}

/** Everything wrong with one reply (empty when it is fine). */
export function replyProblems(status: number, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`HTTP ${status}`);
  // Node refuses a request line and headers over 16 KB (a long ?input=) before the app sees it, with the
  // status alone; that is the HTTP server's own clear answer, not the app's.
  if ((status === 431 || status === 414) && !text) return problems;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `a body that is not JSON (HTTP ${status}): ${JSON.stringify(text.slice(0, 120))}`];
  }
  if (hasStackKey(body) || STACK_LINE.test(text)) problems.push('a stack trace in the body');
  const isError = isRecord(body) && 'error' in body;
  if (!isError) return problems;
  const message = errorMessageOf(body);
  if (typeof message !== 'string' || !message.trim()) {
    problems.push(`an error without a message: ${text.slice(0, 160)}`);
    return problems;
  }
  const quoted = JSON.stringify(message.slice(0, 200));
  if (SQL_TEXT.test(message)) problems.push(`SQL in the message ${quoted}`);
  if (FILE_PATH.test(message)) problems.push(`a file path in the message ${quoted}`);
  if (JSON_DUMP.test(message)) problems.push(`a JSON dump as the message ${quoted}`);
  return problems;
}
