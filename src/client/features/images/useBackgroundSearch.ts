import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BACKGROUND_COPY } from '../../../shared/images/copy';
import type { BackgroundResult } from '../../../shared/images/schema';
import { backgroundButton, defaultBackgroundQuery } from '../../../shared/themes/backgrounds';
import { errorMessage } from '../../app/lib/errors';
import { useTRPC } from '../../app/lib/trpc';

export type BackgroundFields = {
  title?: string;
  prompt?: string | null;
  backgroundAnimationUrl?: string | null;
  backgroundAnimationSearchQuery?: string | null;
  videoBackgroundDisabled: boolean;
  startTime: number;
  timeZone: string;
};

/**
 * The background search's state: the query (the season of the party's date first), the results stepped through
 * by 'Try another', a new page when the same query runs out, and the video the toggle turns off and back on.
 */
export function useBackgroundSearch(
  event: BackgroundFields,
  onChange: (patch: Partial<BackgroundFields>) => void,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState(
    () =>
      event.backgroundAnimationSearchQuery ||
      defaultBackgroundQuery(event.startTime, event.timeZone, Date.now()),
  );
  const [results, setResults] = useState<BackgroundResult[]>([]);
  const [state, setState] = useState({ searchedQuery: null as string | null, count: 0, index: 0, page: 0 });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What the toggle brings back after turning the video off.
  const [turnedOffUrl, setTurnedOffUrl] = useState<string | null>(null);
  const url = event.backgroundAnimationUrl ?? null;
  const mode = backgroundButton(state, query);

  const show = (result: BackgroundResult, searched: string) => {
    setTurnedOffUrl(null);
    onChange({
      backgroundAnimationUrl: result.url,
      backgroundAnimationSearchQuery: searched,
      videoBackgroundDisabled: false,
    });
  };

  const search = async () => {
    const searched = query.trim();
    if (!searched) return;
    // The same query again after its results ran out asks for the next page (the first again at the end).
    const page = searched === state.searchedQuery ? state.page + 1 : 0;
    setBusy(true);
    setProblem(null);
    try {
      let found = (
        await queryClient.fetchQuery(trpc.images.searchBackgrounds.queryOptions({ query: searched, page }))
      ).results;
      let at = page;
      if (found.length === 0 && page > 0) {
        found = (
          await queryClient.fetchQuery(
            trpc.images.searchBackgrounds.queryOptions({ query: searched, page: 0 }),
          )
        ).results;
        at = 0;
      }
      setResults(found);
      setState({ searchedQuery: searched, count: found.length, index: 0, page: at });
      if (found[0]) show(found[0], searched);
      else setProblem(BACKGROUND_COPY.noResults);
    } catch (error) {
      setProblem(errorMessage(error, BACKGROUND_COPY.noResults));
    } finally {
      setBusy(false);
    }
  };

  const tryAnother = () => {
    const index = state.index + 1;
    setState({ ...state, index });
    show(results[index]!, state.searchedQuery!);
  };

  const toggle = (off: boolean) => {
    if (off) {
      setTurnedOffUrl(url);
      onChange({ backgroundAnimationUrl: null, videoBackgroundDisabled: true });
    } else {
      onChange({ backgroundAnimationUrl: turnedOffUrl ?? url, videoBackgroundDisabled: false });
      setTurnedOffUrl(null);
    }
  };

  /** Search, or step to the next result: what the button and Enter do. */
  const go = () => void (mode === 'search' ? search() : tryAnother());
  const current = results[state.index];

  return { query, setQuery, url, mode, busy, problem, turnedOffUrl, state, current, go, toggle };
}
