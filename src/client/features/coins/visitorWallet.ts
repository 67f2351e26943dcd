// The visitor's free coin balance, kept in localStorage (spec section 3, browser storage). Signed-in users'
// balances live in the server's ledger instead (fetchCoinBalance).
import { gratisSpent, visitorBalanceFrom } from '../../../shared/coins/visitorCoins';

const STORAGE_KEY = 'elk.freeCoinBalance';

export function readVisitorCoins(): number {
  try {
    return visitorBalanceFrom(localStorage.getItem(STORAGE_KEY));
  } catch {
    return visitorBalanceFrom(null);
  }
}

export function writeVisitorCoins(balance: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(Math.max(0, Math.floor(balance))));
  } catch {
    // Storage refused (private mode): the balance lives for this page only.
  }
}

/** The coins a visitor spent, for createElkUser's coinsSpent when they sign up. */
export function visitorCoinsSpent(): number {
  return gratisSpent(readVisitorCoins());
}
