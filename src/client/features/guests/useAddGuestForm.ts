import { useState } from 'react';
import { isValidEmail, normalizeEmail } from '../../../shared/common/email';
import { readTypedGuest } from '../../../shared/guests/guestInput';
import type { SuggestionEntry } from '../../../shared/guests/guestSuggestions';
import { INVITE_TEXT } from './inviteText';

export type NewGuest = { name: string; email: string | null; userId: string | null };

/** The open name and e-mail fields: what is typed in them, which comes first, and a picked member's account. */
export type ManualGuest = { name: string; email: string; emailFirst: boolean; userId: string | null };
export type AddGuestErrors = { name?: string; email?: string; form?: string };

/**
 * A name is needed, and a valid address not on the loaded list unless a member was picked (their account
 * stands in for an address). The guest to add when nothing is wrong, or null and what is.
 */
function checkManualGuest(
  guest: ManualGuest,
  invitedEmails: ReadonlySet<string>,
): { guest: NewGuest | null; errors: AddGuestErrors } {
  const errors: AddGuestErrors = {};
  const name = guest.name.trim();
  const email = guest.email.trim();
  if (!name) errors.name = INVITE_TEXT.enterName;
  if (!guest.userId || email) {
    if (!isValidEmail(email)) errors.email = INVITE_TEXT.enterValidEmail;
    else if (invitedEmails.has(normalizeEmail(email))) errors.email = INVITE_TEXT.alreadyInvited;
  }
  if (errors.name || errors.email) return { guest: null, errors };
  return { guest: { name, email: email ? normalizeEmail(email) : null, userId: guest.userId }, errors };
}

/**
 * The add-guest input's states: closed, or the name and e-mail fields open (manual), with their errors and
 * whether an add is in flight. A valid guest is added at once; one that needs fixing opens the fields.
 */
export function useAddGuestForm({
  invitedEmails,
  onAdd,
  onAdded,
}: {
  invitedEmails: ReadonlySet<string>;
  onAdd: (guest: NewGuest) => Promise<void>;
  /** After a successful add: the search box empties. */
  onAdded: () => void;
}) {
  const [manual, setManual] = useState<ManualGuest | null>(null);
  const [errors, setErrors] = useState<AddGuestErrors>({});
  const [busy, setBusy] = useState(false);

  const validate = (guest: ManualGuest): NewGuest | null => {
    const checked = checkManualGuest(guest, invitedEmails);
    setErrors(checked.errors);
    return checked.guest;
  };

  const add = async (guest: NewGuest) => {
    setBusy(true);
    try {
      await onAdd(guest);
      setManual(null);
      setErrors({});
      onAdded();
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  /** Opens the fields with what was typed ('name <email>' read into both; e-mail first when one was typed). */
  const openManual = (typedText: string) => {
    const typed = readTypedGuest(typedText);
    setManual({ name: typed.name, email: typed.email, emailFirst: typed.emailFirst, userId: null });
    setErrors({});
  };

  const pick = (entry: SuggestionEntry) => {
    const candidate: ManualGuest = {
      name: entry.name,
      email: entry.email ?? '',
      emailFirst: false,
      userId: entry.userId,
    };
    const guest = validate(candidate);
    if (guest) void add(guest);
    else setManual(candidate);
  };

  /** Enter in the search: a complete 'name <email>' is added at once, anything else opens the fields. */
  const submitTyped = (typedText: string): 'adding' | 'opened' => {
    const typed = readTypedGuest(typedText);
    if (typed.name && typed.email && isValidEmail(typed.email)) {
      const guest = validate({ ...typed, userId: null });
      if (guest) {
        void add(guest);
        return 'adding';
      }
    }
    openManual(typedText);
    return 'opened';
  };

  const submitManual = () => {
    if (!manual) return;
    const guest = validate(manual);
    if (guest) void add(guest);
  };

  return { manual, setManual, errors, busy, openManual, pick, submitTyped, submitManual };
}

export type AddGuestForm = ReturnType<typeof useAddGuestForm>;
