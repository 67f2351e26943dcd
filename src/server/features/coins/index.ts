// What other features and the app may use of coins: the balance, the one way to spend coins, the coin service's
// router and the pack table (checked at start-up). Stripe's webhook route (webhookRoute.ts) is mounted by the app alone.
export { coinBalance, lockCoinsOf, spendCoins, type CoinSpendReason } from './ledger';
export { coinPacksOf } from './packTable';
export { coinsRouter } from './router';
