import { eq } from 'drizzle-orm';
import { randomToken } from './auth/crypto';
import type { Db } from './db/client';
import { appSettings } from './db/schema';
import type { Env } from './env';

export type Secrets = { codeKey: string };

/**
 * The key that HMACs one-time codes. SESSION_SECRET when set; otherwise one generated on first start and kept
 * in the database so every instance and every restart agrees on it.
 */
export async function loadSecrets(env: Env, db: Db): Promise<Secrets> {
  if (env.SESSION_SECRET) return { codeKey: env.SESSION_SECRET };
  await db
    .insert(appSettings)
    .values({ key: 'code_key', value: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'code_key'));
  if (!row) throw new Error('Could not load the code key');
  return { codeKey: row.value };
}
