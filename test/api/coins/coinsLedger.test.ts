import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinBalance, spendCoins } from '../../../src/server/features/coins';
import { coinLedger, users } from '../../../src/server/platform/db/schema';
import { COINS_COPY } from '../../../src/shared/coins/copy';
import { freshDatabase } from '../../helpers/testApp';

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

async function userWith(coins: number): Promise<string> {
  const [user] = await database.db.insert(users).values({ name: 'Coin Holder' }).returning({ id: users.id });
  await database.db.insert(coinLedger).values({ userId: user!.id, delta: coins, reason: 'signup_grant' });
  return user!.id;
}

describe('the coin ledger', () => {
  it('debits a spend as a row and answers the new balance', async () => {
    const userId = await userWith(60);
    expect(await spendCoins(database.db, userId, 10, { reason: 'image_generation', taskId: 't1' })).toBe(50);
    expect(await coinBalance(database.db, userId)).toBe(50);
  });

  it('refuses a spend larger than the balance and writes nothing', async () => {
    const userId = await userWith(5);
    await expect(spendCoins(database.db, userId, 10, { reason: 'image_generation' })).rejects.toThrow(
      COINS_COPY.notEnoughCoins,
    );
    expect(await coinBalance(database.db, userId)).toBe(5);
  });

  it('lets only one of two spends racing on the last coins succeed', async () => {
    const userId = await userWith(10);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => spendCoins(database.db, userId, 10, { reason: 'image_generation' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await coinBalance(database.db, userId)).toBe(0);
  });
});
