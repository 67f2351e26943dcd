import { useSyncExternalStore } from 'react';
import type { AnswerPayoff, PostRsvpPrompt } from '../../../shared/rsvp/rules';
import type { UpdateAttendanceInput, UpdateAttendanceResult } from '../../../shared/rsvp/schema';

// The prompt due after an answer lives outside the panel: saving a new token makes the page refetch with new
// credentials, which may unmount and remount the panel, and the prompt must survive that.

type PostRsvpState = {
  prompt: PostRsvpPrompt;
  /** The answer just recorded (the guest text-permission prompt repeats it with the permission). */
  lastAnswer: UpdateAttendanceInput | null;
  /** Who it was recorded for: the invitee id and token the call answered (a new guest's first credentials). */
  recorded: Pick<UpdateAttendanceResult, 'inviteeId' | 'token'> | null;
  hadPhone: boolean;
  /**
   * After a yes the invitation shows first ('going', with the confetti; 'askedToJoin' for a request the host
   * decides on); the prompt waits until it is closed.
   */
  payoff: AnswerPayoff;
};

const EMPTY: PostRsvpState = {
  prompt: null,
  lastAnswer: null,
  recorded: null,
  hadPhone: false,
  payoff: null,
};
const states = new Map<string, PostRsvpState>();
const listeners = new Set<() => void>();

export function setPostRsvpState(eventId: string, patch: Partial<PostRsvpState>): void {
  states.set(eventId, { ...(states.get(eventId) ?? EMPTY), ...patch });
  for (const listener of listeners) listener();
}

export function usePostRsvpState(eventId: string): PostRsvpState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => states.get(eventId) ?? EMPTY,
  );
}
