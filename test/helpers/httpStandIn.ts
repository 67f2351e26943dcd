import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

/** A local HTTP server standing in for a remote API: records every request and answers with `respond`. */
export async function startHttpStandIn(
  respond: (req: RecordedRequest) => { status: number; body: unknown } = () => ({ status: 200, body: {} }),
) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const answer = respond(recorded);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Waits until `count` requests have arrived (reporting is fire-and-forget). */
    async waitFor(count: number, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (requests.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
