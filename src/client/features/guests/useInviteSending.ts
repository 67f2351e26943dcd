import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isPendingInvite } from '../../../shared/guests/inviteFilters';
import { invitedByText, splitTextInvites } from '../../../shared/guests/textInvites';
import { INVITE_TEXT } from './inviteText';
import type { ManagedGuest } from './managedGuest';
import { errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { useGuestListCache } from './queries';
import { hostAgreedToText, rememberHostAgreedToText } from './textConsent';
import { useTextConsentQuestion } from './useTextConsentQuestion';

export const ACTION_FAILED = 'Sorry, something went wrong. Please try again.';

/**
 * Sending invitations, one guest or every pending one. Sending marks the invites 'Preparing to Send'
 * (TRIGGERED) in the cache at once; the list then polls until the job queue reports them sent or failed.
 * Before the first invitation by text the host is asked for consent (spec section 2): agreeing is remembered,
 * 'Send e-mails only' leaves the text guests unsent, closing sends nothing.
 */
export function useInviteSending(eventId: string, guests: readonly ManagedGuest[]) {
  const trpc = useTRPC();
  const { refresh, cancelRead, patchGuests } = useGuestListCache(eventId);
  const [sendingIds, setSendingIds] = useState<ReadonlySet<string>>(new Set());
  const [sendingAll, setSendingAll] = useState(false);
  const consent = useTextConsentQuestion();
  const send = useMutation(trpc.guests.sendInvites.mutationOptions({ onSettled: refresh }));

  /** The ids a send may go to, once the host has answered the consent question if it is due. */
  const consentedIds = async (ids: string[]): Promise<string[]> => {
    const wanted = new Set(ids);
    const chosen = guests.filter((g) => wanted.has(g.inviteeId));
    const { needsConsent, texts } = splitTextInvites(chosen, hostAgreedToText());
    if (!needsConsent) return ids;
    const answer = await consent.ask(texts.length);
    if (answer === 'agree') {
      rememberHostAgreedToText();
      return ids;
    }
    if (answer === 'decline') {
      const skip = new Set(texts.map((g) => g.inviteeId));
      return ids.filter((id) => !skip.has(id));
    }
    return [];
  };

  /** How many invitations the server took (guests who answered meanwhile are skipped); null on failure. */
  const sendIds = async (requested: string[]): Promise<number | null> => {
    const ids = await consentedIds(requested);
    if (ids.length === 0) return null;
    const set = new Set(ids);
    setSendingIds((prev) => new Set([...prev, ...ids]));
    await cancelRead();
    patchGuests(set, { inviteStatus: 'TRIGGERED' });
    try {
      return (await send.mutateAsync({ eventId, inviteeIds: ids })).count;
    } catch (error) {
      log.error('sendInvites failed', error);
      notify.error(errorMessage(error, ACTION_FAILED));
      return null;
    } finally {
      setSendingIds((prev) => new Set([...prev].filter((id) => !set.has(id))));
    }
  };

  /**
   * 'Send to {n} pending guest(s)': every pending invite of the party, not only the loaded rows (the table
   * pages, so the host may not have scrolled to them all). The server picks the same guests the footer
   * counted (sendInvites without a list); the consent question is put for the ones invited by text, and
   * 'Send e-mails only' asks the server to leave those out.
   */
  const sendAll = async (pending: { count: number; byText: number }) => {
    if (pending.count === 0) return;
    let emailOnly = false;
    if (pending.byText > 0 && !hostAgreedToText()) {
      const answer = await consent.ask(pending.byText);
      if (answer === 'cancel') return;
      if (answer === 'agree') rememberHostAgreedToText();
      emailOnly = answer === 'decline';
      if (emailOnly && pending.byText === pending.count) return;
    }
    setSendingAll(true);
    await cancelRead();
    patchGuests((g) => isPendingInvite(g) && !(emailOnly && invitedByText(g)), {
      inviteStatus: 'TRIGGERED',
    });
    try {
      const { count } = await send.mutateAsync({ eventId, emailOnly });
      if (count) notify.info(INVITE_TEXT.guestsInvited(count));
    } catch (error) {
      log.error('sendInvites failed', error);
      notify.error(errorMessage(error, ACTION_FAILED));
    } finally {
      setSendingAll(false);
    }
  };

  return { sendingIds, sendingAll, textConsent: consent.open, sendIds, sendAll };
}
