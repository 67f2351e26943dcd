// The visitor's free coin balance, kept in localStorage (spec section 3, browser storage). Signed-in users'
// balances live in the server's ledger instead (fetchCoinBalance).
import { gratisSpent, visitorBalanceFrom } from '../../../shared/coins/visitorCoins';

const STORAGE_KEY = 'elk.freeCoinBalance';
/** Said on this page when the balance is written, so every balance shown follows (other tabs get 'storage'). */
const CHANGED_EVENT = 'elk:visitor-coins';

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
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Calls `onChange` whenever the visitor's balance may have changed (here or in another tab); returns the stop. */
export function subscribeVisitorCoins(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The coins a visitor spent, for createElkUser's coinsSpent when they sign up. */
export function visitorCoinsSpent(): number {
  return gratisSpent(readVisitorCoins());
}
