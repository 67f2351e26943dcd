import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** PostgreSQL's unique_violation: two requests raced to create the same row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return drizzle(pool, { schema }) as Db;
}

/** Applies committed migrations; an advisory lock keeps two starting instances from racing. */
export async function migrateDb(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
}

export { schema };
