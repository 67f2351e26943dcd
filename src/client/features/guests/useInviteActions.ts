import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import { invalidEntriesMessage, parsePastedList, pastedInvitees } from '../../../shared/guests/guestInput';
import type { WaitlistStatus } from '../../../shared/events/schema';
import { isPendingInvite } from '../../../shared/guests/inviteFilters';
import { invitedByText, splitTextInvites } from '../../../shared/guests/textInvites';
import type { NewGuest } from './AddGuestInput';
import type { EditInviteeSave } from './EditInviteeModal';
import { INVITE_TEXT } from './inviteText';
import type { ManagedGuest } from './managedGuest';
import type { PasteResult } from './PasteListModal';
import { errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { useGuestListCache } from './queries';
import { hostAgreedToText, rememberHostAgreedToText } from './textConsent';

type ConsentAnswer = 'agree' | 'decline' | 'cancel';

const FAILED = 'Sorry, something went wrong. Please try again.';

/**
 * Everything the host does to the list, through tRPC; each change updates or refreshes the cached guest list.
 * Sending marks the invites 'Preparing to Send' (TRIGGERED) in the cache at once; the list then polls until
 * the job queue reports them sent or failed.
 */
export function useInviteActions(eventId: string, guests: readonly ManagedGuest[]) {
  const trpc = useTRPC();
  const { refresh, cancelRead, patchGuests } = useGuestListCache(eventId);
  const [sendingIds, setSendingIds] = useState<ReadonlySet<string>>(new Set());
  const [sendingAll, setSendingAll] = useState(false);
  const [consentAsk, setConsentAsk] = useState<{
    textCount: number;
    resolve: (answer: ConsentAnswer) => void;
  } | null>(null);

  const queue = useMutation(trpc.guests.queueInvites.mutationOptions({ onSettled: refresh }));
  const send = useMutation(trpc.guests.sendInvites.mutationOptions({ onSettled: refresh }));
  const preview = useMutation(trpc.guests.sendTemplateEmail.mutationOptions());
  const edit = useMutation(trpc.guests.editInvitee.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.guests.deleteInvitees.mutationOptions({ onSettled: refresh }));
  const review = useMutation(trpc.guests.reviewAttendee.mutationOptions({ onSettled: refresh }));

  /**
   * The ids a send may go to: before the first invitation by text the host is asked for consent (spec section 2);
   * agreeing is remembered, 'Send e-mails only' leaves the text guests unsent, closing sends nothing.
   */
  const consentedIds = async (ids: string[]): Promise<string[]> => {
    const wanted = new Set(ids);
    const chosen = guests.filter((g) => wanted.has(g.inviteeId));
    const { needsConsent, texts } = splitTextInvites(chosen, hostAgreedToText());
    if (!needsConsent) return ids;
    const answer = await new Promise<ConsentAnswer>((resolve) =>
      setConsentAsk({ textCount: texts.length, resolve }),
    );
    setConsentAsk(null);
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
      notify.error(errorMessage(error, FAILED));
      return null;
    } finally {
      setSendingIds((prev) => new Set([...prev].filter((id) => !set.has(id))));
    }
  };

  return {
    sendingIds,
    sendingAll,
    /** The open 'Text Message Consent' question: how many texts, and where its answer goes. */
    textConsent: consentAsk
      ? { textCount: consentAsk.textCount, answer: (a: ConsentAnswer) => consentAsk.resolve(a) }
      : null,
    deleting: remove.isPending,

    addOne: async (guest: NewGuest) => {
      try {
        await queue.mutateAsync({
          eventId,
          invitees: [{ name: guest.name, email: guest.email, userId: guest.userId }],
        });
        notify.info(INVITE_TEXT.added(guest.name));
      } catch (error) {
        throw new Error(errorMessage(error, FAILED), { cause: error });
      }
    },

    /**
     * Adds the good entries of a pasted list and names the bad ones (as the CSV import does): resolves with
     * the message to show, the text left in the box (the bad entries, to fix) and what this add did, or null
     * when all went in. The server skips guests already on the list (the table may not have loaded them all),
     * and the toast says they were added to the list: nothing is sent until the host sends.
     */
    addPasted: async (text: string): Promise<PasteResult | null> => {
      const { entries, invalid, repeated } = parsePastedList(text);
      if (entries.length === 0) return { error: invalidEntriesMessage(invalid), keep: text };
      try {
        const result = await queue.mutateAsync({
          eventId,
          invitees: pastedInvitees(entries),
          skipDuplicates: true,
        });
        const counts = { added: result.count, skipped: repeated + result.skipped, invalid: invalid.length };
        const summary = INVITE_TEXT.bulkAdded(counts);
        if (invalid.length > 0)
          return { error: invalidEntriesMessage(invalid), keep: invalid.join('\n'), summary };
        if (result.count === 0) return { error: INVITE_MESSAGES.pastedNoneNew, keep: text };
        notify.info(summary);
        return null;
      } catch (error) {
        return { error: errorMessage(error, FAILED), keep: text };
      }
    },

    /** The upload dialog stays open on what the import did, so no toast repeats it over the dialog. */
    afterCsvImport: () => void refresh(),

    /**
     * 'Send to {n} pending guest(s)': every pending invite of the party, not only the loaded rows (the table
     * pages, so the host may not have scrolled to them all). The server picks the same guests the footer
     * counted (sendInvites without a list); the consent question is put for the ones invited by text, and
     * 'Send e-mails only' asks the server to leave those out.
     */
    sendAll: async (pending: { count: number; byText: number }) => {
      if (pending.count === 0) return;
      let emailOnly = false;
      if (pending.byText > 0 && !hostAgreedToText()) {
        const answer = await new Promise<ConsentAnswer>((resolve) =>
          setConsentAsk({ textCount: pending.byText, resolve }),
        );
        setConsentAsk(null);
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
        notify.error(errorMessage(error, FAILED));
      } finally {
        setSendingAll(false);
      }
    },

    sendOne: async (guest: ManagedGuest) => {
      if (await sendIds([guest.inviteeId])) notify.info(INVITE_TEXT.guestInvited);
    },

    sendPreview: async (email: string) => {
      try {
        await preview.mutateAsync({ eventId, emailAddress: email });
        notify.info(INVITE_TEXT.inviteSentTo(email));
      } catch (error) {
        throw new Error(errorMessage(error, FAILED), { cause: error });
      }
    },

    saveInvitee: async (guest: ManagedGuest, values: EditInviteeSave, resend: boolean) => {
      try {
        await edit.mutateAsync({
          eventId,
          invitee: {
            inviteeId: guest.inviteeId,
            name: values.name,
            email: values.email,
            rsvpStatus: values.rsvpStatus,
            additionalGuestCount: values.additionalGuestCount,
          },
        });
      } catch (error) {
        throw new Error(errorMessage(error, FAILED), { cause: error });
      }
      if (resend && (await sendIds([guest.inviteeId]))) notify.info(INVITE_TEXT.guestInvited);
    },

    remove: async (guest: ManagedGuest) => {
      try {
        await remove.mutateAsync({ eventId, inviteeIds: [guest.inviteeId] });
      } catch (error) {
        notify.error(errorMessage(error, FAILED));
      }
    },

    review: async (guest: ManagedGuest, waitlistStatus: WaitlistStatus) => {
      patchGuests(new Set([guest.inviteeId]), { waitlistStatus });
      try {
        await review.mutateAsync({ eventId, inviteeUuid: guest.inviteeId, waitlistStatus });
      } catch (error) {
        notify.error(errorMessage(error, FAILED));
      }
    },
  };
}

export type InviteActions = ReturnType<typeof useInviteActions>;
