// Coin words (the spec has none for a short balance or for payments; these are ours).
export const COINS_COPY = {
  notEnoughCoins: "You don't have enough coins for that. Buy more coins to keep generating covers.",
  paymentsNotConfigured: 'Card payments are not configured on this server, so coins cannot be bought here.',
  paymentsNotConfiguredButton: 'Payments not configured',
  unknownPack: 'Unknown coin pack.',
  paymentNotFound: 'We could not find that payment.',
  paymentOfAnotherAccount: 'This payment belongs to another account.',
  paymentForAnotherPack: 'This payment was for a different coin pack.',
  paymentNotCompleted: 'This payment has not been completed, so no coins were added.',
  paymentDoesNotMatchPack:
    'This payment does not match the price of a coin pack on sale, so no coins were added. Please contact support.',
  paymentRefunded: 'This payment was refunded, so no coins were added.',
  paymentProviderFailed: 'The payment service could not be reached. Please try again in a moment.',
  testCheckoutTitle: 'Test checkout — no real payment',
  testCheckoutExplained:
    'Card payments are not configured on this development server, so nothing is charged here: paying adds the coins for testing. Production never offers this checkout.',
  testCheckoutDeclined: 'The test payment was declined, so no coins were added.',
  testCheckoutAlreadyPaid: 'This test payment is already paid.',
  testCheckoutOff: 'There is no test checkout on this server.',
  signInToBuy: 'Sign in to buy coins: they are kept with your account.',
} as const;

export const coinsLabel = (coins: number) =>
  `${coins.toLocaleString('en-US')} ${coins === 1 ? 'coin' : 'coins'}`;
export const coinsAdded = (coins: number, balance: number) =>
  `${coinsLabel(coins)} added. Your balance is ${coinsLabel(balance)}.`;
