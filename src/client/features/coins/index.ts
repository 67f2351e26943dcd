// What other features use of coins: the balance to show where coins matter (with its buy button), the hook
// behind it, the account balance's invalidation after a spend, and the visitor's free balance in the browser.
// The payment return page is loaded by the router.
export { CoinBalance } from './CoinBalance';
export { useCoinBalance, type CoinBalanceState } from './useCoinBalance';
export { useCoinBalanceInvalidation } from './queries';
export {
  readVisitorCoins,
  subscribeVisitorCoins,
  visitorCoinsSpent,
  writeVisitorCoins,
} from './visitorWallet';
