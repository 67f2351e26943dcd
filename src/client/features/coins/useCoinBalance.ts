import { useSyncExternalStore } from 'react';
import { useSession } from '../../app/lib/session';
import { useAccountBalanceQuery } from './queries';
import { readVisitorCoins, subscribeVisitorCoins } from './visitorWallet';

export type CoinBalanceState = {
  /** Null while it loads (or could not be read). */
  balance: number | null;
  /** Signed in: the account's ledger; otherwise the visitor's free coins in this browser. */
  signedIn: boolean;
  isLoading: boolean;
  isError: boolean;
};

/** The caller's coins wherever coins matter: the account's balance when signed in, else the browser's. */
export function useCoinBalance(): CoinBalanceState {
  const { session, isPending } = useSession();
  const signedIn = session !== null;
  const account = useAccountBalanceQuery({ enabled: signedIn });
  const visitorBalance = useSyncExternalStore(subscribeVisitorCoins, readVisitorCoins, readVisitorCoins);
  if (isPending) return { balance: null, signedIn: false, isLoading: true, isError: false };
  if (!signedIn) return { balance: visitorBalance, signedIn, isLoading: false, isError: false };
  return {
    balance: account.data?.balance ?? null,
    signedIn,
    isLoading: account.isPending,
    isError: account.isError,
  };
}
