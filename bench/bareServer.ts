// The baseline of `npm run bench`, run as a child process: a bare node:http server over a pg Pool as large as the
// app's (10), doing the least a web request can do with PostgreSQL. GET /read?id= selects one row by primary key;
// POST /update with {"id": n} updates one row by key. No framework, no validation beyond the id, no logging.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function idOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/healthz') return send(res, 200, { ok: true });
  if (req.method === 'GET' && url.pathname === '/read') {
    const id = idOf(url.searchParams.get('id'));
    if (id === null) return send(res, 400, { error: 'id' });
    pool
      .query('select id, name, counter from bench_rows where id = $1', [id])
      .then((r) => send(res, r.rows[0] ? 200 : 404, r.rows[0] ?? { error: 'not found' }))
      .catch(() => send(res, 500, { error: 'database' }));
    return;
  }
  if (req.method === 'POST' && url.pathname === '/update') {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      let id: number | null = null;
      try {
        id = idOf((JSON.parse(body) as { id?: unknown }).id);
      } catch {
        // Not JSON: refused below.
      }
      if (id === null) return send(res, 400, { error: 'id' });
      pool
        .query('update bench_rows set counter = counter + 1 where id = $1', [id])
        .then((r) => send(res, r.rowCount ? 200 : 404, { ok: r.rowCount === 1 }))
        .catch(() => send(res, 500, { error: 'database' }));
    });
    return;
  }
  send(res, 404, { error: 'not found' });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void pool.end().finally(() => process.exit(0));
});
