import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/lib/trpc';
import type { CoverStyle } from '../../../shared/images/coverStyles';
import { type CalendarDay, isoDay } from '../../../shared/themes/calendarDay';
import { embeddedInspirations } from './landingData';

// The landing feature's cache: the inspirations for the visitor's day (seeded from the page's data block),
// a party idea per cover style and seed, and the newsletter calls (which change no cached data).

const HOUR = 3_600_000;

export function useInspirationsQuery(today: CalendarDay) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.themes.fetchEventInspirations.queryOptions({ date: isoDay(today) }),
    initialData: embeddedInspirations(today),
    staleTime: HOUR,
  });
}

export function useSuggestionQuery(style: CoverStyle | null, seed: number, today: CalendarDay) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.themes.fetchEventSuggestion.queryOptions({
      style: style ?? 'None',
      seed: String(seed),
      date: isoDay(today),
    }),
    enabled: style !== null,
    // "Another idea" keeps the current one on screen until the next arrives.
    placeholderData: keepPreviousData,
    staleTime: HOUR,
  });
}

export function useSubscribeNewsletter() {
  const trpc = useTRPC();
  return useMutation(trpc.landing.subscribeNewsletter.mutationOptions());
}

export function useConfirmNewsletter() {
  const trpc = useTRPC();
  return useMutation(trpc.landing.confirmNewsletter.mutationOptions());
}
