import { useMutation } from '@tanstack/react-query';
import { INVITE_MESSAGES } from '../../../shared/guests/copy';
import { invalidEntriesMessage, parsePastedList, pastedInvitees } from '../../../shared/guests/guestInput';
import type { NewGuest } from './AddGuestInput';
import { INVITE_TEXT } from './inviteText';
import type { PasteResult } from './PasteListModal';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { useGuestListCache } from './queries';
import { ACTION_FAILED } from './useInviteSending';

/** Putting people on the list: one typed or suggested guest, a pasted list, or a CSV import's aftermath. */
export function useGuestAdding(eventId: string) {
  const trpc = useTRPC();
  const { refresh } = useGuestListCache(eventId);
  const queue = useMutation(trpc.guests.queueInvites.mutationOptions({ onSettled: refresh }));

  return {
    addOne: async (guest: NewGuest) => {
      try {
        await queue.mutateAsync({
          eventId,
          invitees: [{ name: guest.name, email: guest.email, userId: guest.userId }],
        });
        notify.info(INVITE_TEXT.added(guest.name));
      } catch (error) {
        throw new Error(errorMessage(error, ACTION_FAILED), { cause: error });
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
        return { error: errorMessage(error, ACTION_FAILED), keep: text };
      }
    },

    /** The upload dialog stays open on what the import did, so no toast repeats it over the dialog. */
    afterCsvImport: () => void refresh(),
  };
}
