import { sql } from 'drizzle-orm';
import type express from 'express';
import type { AppDeps } from '../platform/deps';
import { methodNotAllowed, READ_METHODS } from '../platform/http/allowedMethods';
import { ROBOTS_TXT } from './pages';

/** robots.txt and the load balancer's health probe (read-only, like /metrics mounted ahead of them). */
export function mountProbes(app: express.Express, { env, db }: Pick<AppDeps, 'env' | 'db'>) {
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(ROBOTS_TXT);
  });
  // A load balancer stops sending traffic on a 503, so the answer must come in time even when PostgreSQL hangs:
  // the probe gets its own deadline, shorter than the pool's acquire timeout. A probe left behind ends on the
  // pool's own timeouts.
  app.get('/healthz', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('health probe timed out')), env.DB_HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`select 1`), deadline]);
      res.json({ ok: true });
    } catch {
      res.status(503).json({ ok: false });
    } finally {
      clearTimeout(timer);
    }
  });
  // Read-only resources: another method is a 405 that says which ones they take.
  app.all(['/robots.txt', '/healthz', '/metrics'], methodNotAllowed(READ_METHODS));
}
