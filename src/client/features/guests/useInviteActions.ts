import { useMutation } from '@tanstack/react-query';
import type { WaitlistStatus } from '../../../shared/events/schema';
import type { EditInviteeSave } from './EditInviteeModal';
import { INVITE_TEXT } from './inviteText';
import type { ManagedGuest } from './managedGuest';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { useGuestListCache } from './queries';
import { useGuestAdding } from './useGuestAdding';
import { ACTION_FAILED, useInviteSending } from './useInviteSending';

/**
 * Everything the host does to the list, through tRPC; each change updates or refreshes the cached guest list.
 * Adding is useGuestAdding's, sending (and its text-consent question) useInviteSending's; the rest is here.
 */
export function useInviteActions(eventId: string, guests: readonly ManagedGuest[]) {
  const trpc = useTRPC();
  const { refresh, patchGuests } = useGuestListCache(eventId);
  const sending = useInviteSending(eventId, guests);
  const { sendIds } = sending;
  const adding = useGuestAdding(eventId);

  const preview = useMutation(trpc.guests.sendTemplateEmail.mutationOptions());
  const edit = useMutation(trpc.guests.editInvitee.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.guests.deleteInvitees.mutationOptions({ onSettled: refresh }));
  const review = useMutation(trpc.guests.reviewAttendee.mutationOptions({ onSettled: refresh }));

  return {
    sendingIds: sending.sendingIds,
    sendingAll: sending.sendingAll,
    /** The open 'Text Message Consent' question: how many texts, and where its answer goes. */
    textConsent: sending.textConsent,
    deleting: remove.isPending,
    sendAll: sending.sendAll,

    ...adding,

    sendOne: async (guest: ManagedGuest) => {
      if (await sendIds([guest.inviteeId])) notify.info(INVITE_TEXT.guestInvited);
    },

    sendPreview: async (email: string) => {
      try {
        await preview.mutateAsync({ eventId, emailAddress: email });
        notify.info(INVITE_TEXT.inviteSentTo(email));
      } catch (error) {
        throw new Error(errorMessage(error, ACTION_FAILED), { cause: error });
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
        throw new Error(errorMessage(error, ACTION_FAILED), { cause: error });
      }
      if (resend && (await sendIds([guest.inviteeId]))) notify.info(INVITE_TEXT.guestInvited);
    },

    remove: async (guest: ManagedGuest) => {
      try {
        await remove.mutateAsync({ eventId, inviteeIds: [guest.inviteeId] });
      } catch (error) {
        notify.error(errorMessage(error, ACTION_FAILED));
      }
    },

    review: async (guest: ManagedGuest, waitlistStatus: WaitlistStatus) => {
      patchGuests(new Set([guest.inviteeId]), { waitlistStatus });
      try {
        await review.mutateAsync({ eventId, inviteeUuid: guest.inviteeId, waitlistStatus });
      } catch (error) {
        notify.error(errorMessage(error, ACTION_FAILED));
      }
    },
  };
}

export type InviteActions = ReturnType<typeof useInviteActions>;
