// Coin words (the spec has none for a short balance or unconfigured payments; these are ours).
export const COINS_COPY = {
  notEnoughCoins: "You don't have enough coins for that. Buy more coins to keep generating covers.",
} as const;
