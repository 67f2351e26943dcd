// What other features and the app may use of coins: the balance, the one way to spend coins, the coin service's
// router, Stripe's webhook route, and the pack table (checked at start-up).
export { coinBalance, lockCoinsOf, spendCoins, type CoinSpendReason } from './ledger';
export { coinPacksOf } from './packTable';
export { coinsRouter } from './router';
export { stripeWebhookRouter } from './webhookRoute';
