// What other features and the app may use of coins: the balance, the one way to spend coins and the coin
// service's router. Stripe's webhook route (webhookRoute.ts) is mounted by the app alone.
export { coinBalance, lockCoinsOf, spendCoins, type CoinSpendReason } from './ledger';
export { coinsRouter } from './router';
