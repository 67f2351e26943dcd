import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  RESEND_DELAY_MS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_WRONG_TRIES,
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_TOKEN_TTL_MS,
} from '../../../shared/constants';
import type { Db, Tx } from '../../platform/db/client';
import { signInCodes, signInTokens } from '../../platform/db/schema';
import { equalHex, hmacHex, randomDigits, randomToken, sha256Hex } from '../../platform/auth/crypto';

type Channel = 'email' | 'phone';
type Purpose = 'sign_in' | 'add_pii';
export type CodeTarget = { channel: Channel; address: string; purpose?: Purpose; userId?: string };

const codeHash = (key: string, id: string, code: string) => hmacHex(key, `${id}:${code}`);

export type IssueResult =
  { ok: true; id: string; code: string } | { ok: false; reason: 'resend_too_soon' | 'not_admitted' };

/**
 * Makes a new code for an address. The previous live code for the same address stops working, and a new one
 * cannot be asked for within the resend delay. `admit` runs only once the resend delay is known to be over
 * (inside the same transaction), so a send refused as too soon is never counted by it; answering false stops
 * the send.
 */
export async function issueCode(
  db: Db,
  key: string,
  target: CodeTarget,
  requestIp: string,
  admit?: (tx: Tx) => Promise<boolean>,
): Promise<IssueResult> {
  const purpose = target.purpose ?? 'sign_in';
  return db.transaction(async (tx) => {
    // Two first sends at the same moment find no row to lock and would both pass the resend check; this lock,
    // held until commit, makes sends to one address take turns.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`code:${target.channel}:${purpose}:${target.address}`}))`,
    );
    const sameAddress = and(
      eq(signInCodes.channel, target.channel),
      eq(signInCodes.address, target.address),
      eq(signInCodes.purpose, purpose),
    );
    const [latest] = await tx
      .select({ createdAt: signInCodes.createdAt })
      .from(signInCodes)
      .where(sameAddress)
      .orderBy(desc(signInCodes.createdAt))
      .limit(1)
      .for('update');
    if (latest && Date.now() - latest.createdAt.getTime() < RESEND_DELAY_MS) {
      return { ok: false, reason: 'resend_too_soon' } as const;
    }
    if (admit && !(await admit(tx))) return { ok: false, reason: 'not_admitted' } as const;
    await tx
      .update(signInCodes)
      .set({ voidedAt: new Date() })
      .where(and(sameAddress, isNull(signInCodes.consumedAt), isNull(signInCodes.voidedAt)));
    const id = crypto.randomUUID();
    const code = randomDigits(SIGN_IN_CODE_LENGTH);
    await tx.insert(signInCodes).values({
      id,
      channel: target.channel,
      address: target.address,
      purpose,
      userId: target.userId ?? null,
      codeHash: codeHash(key, id, code),
      expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_MS),
      requestIp,
    });
    return { ok: true, id, code } as const;
  });
}

/** Forgets a code that could not be delivered, so the person may ask again at once. */
export async function discardCode(db: Db, id: string): Promise<void> {
  await db.delete(signInCodes).where(eq(signInCodes.id, id));
}

/**
 * Checks a code against the live code of an address. A right code is used up; a wrong one counts, and after
 * the fifth wrong try the code is dead even for the right digits.
 */
export async function verifyCode(db: Db, key: string, target: CodeTarget, code: string): Promise<boolean> {
  const purpose = target.purpose ?? 'sign_in';
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.channel, target.channel),
          eq(signInCodes.address, target.address),
          eq(signInCodes.purpose, purpose),
          isNull(signInCodes.consumedAt),
          isNull(signInCodes.voidedAt),
          gt(signInCodes.expiresAt, new Date()),
          target.userId ? eq(signInCodes.userId, target.userId) : undefined,
        ),
      )
      .orderBy(desc(signInCodes.createdAt))
      .limit(1)
      .for('update');
    if (!live || live.wrongTries >= SIGN_IN_CODE_MAX_WRONG_TRIES) return false;
    if (equalHex(codeHash(key, live.id, code), live.codeHash)) {
      await tx.update(signInCodes).set({ consumedAt: new Date() }).where(eq(signInCodes.id, live.id));
      return true;
    }
    await tx
      .update(signInCodes)
      .set({ wrongTries: live.wrongTries + 1 })
      .where(eq(signInCodes.id, live.id));
    return false;
  });
}

type TokenChannel = (typeof signInTokens.$inferInsert)['channel'];

/** A short-lived single-use token proving that `address` was verified just now. */
export async function issueSignInToken(
  db: Db,
  channel: TokenChannel,
  address: string,
  userId?: string,
): Promise<string> {
  const token = randomToken();
  await db.insert(signInTokens).values({
    id: sha256Hex(token),
    channel,
    address,
    userId: userId ?? null,
    expiresAt: new Date(Date.now() + SIGN_IN_TOKEN_TTL_MS),
  });
  return token;
}

/** Uses up a sign-in token; null when unknown, used or expired. */
export async function consumeSignInToken(db: Db, token: string) {
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInTokens.id, sha256Hex(token)),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}
