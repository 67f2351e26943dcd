// What other features may use of coins: the balance and the one way to spend coins.
export { coinBalance, lockCoinsOf, spendCoins, type CoinSpendReason } from './ledger';
