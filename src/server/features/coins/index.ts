// What other features and the app may use of coins: the balance, the one way to spend coins, the coin service's
// router and Stripe's webhook route.
export { coinBalance, lockCoinsOf, spendCoins, type CoinSpendReason } from './ledger';
export { coinsRouter } from './router';
export { stripeWebhookRouter } from './webhookRoute';
