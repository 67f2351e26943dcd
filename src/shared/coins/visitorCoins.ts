// A visitor's free coins are held in the browser (spec sections 1 and 9): 60 to start; what they spent before
// signing up is 60 minus what is left, and createElkUser's coinsSpent carries it into the account's ledger.
import { FREE_COIN_BALANCE } from '../constants';

/** The stored balance read back: anything unreadable or out of range counts as the untouched free balance. */
export function visitorBalanceFrom(stored: string | null): number {
  if (stored === null || !/^\d{1,3}$/.test(stored)) return FREE_COIN_BALANCE;
  return Math.min(Number(stored), FREE_COIN_BALANCE);
}

/** coinsSpent for createElkUser: the free coins the visitor used. */
export function gratisSpent(balance: number): number {
  return FREE_COIN_BALANCE - Math.max(0, Math.min(balance, FREE_COIN_BALANCE));
}
