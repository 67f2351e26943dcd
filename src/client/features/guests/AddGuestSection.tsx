import { Stack } from '@mantine/core';
import { type Ref, useMemo, useState } from 'react';
import { pickSuggestions, type SuggestionEntry } from '../../../shared/guests/guestSuggestions';
import { AddGuestInput, type NewGuest } from './AddGuestInput';
import { ContactsHint } from './ContactsHint';
import { INVITE_TEXT } from './inviteText';
import type { ManagedGuest } from './managedGuest';

type AddGuestSectionProps = {
  inputRef: Ref<HTMLInputElement>;
  /** Everyone the input may suggest (useSuggestionSources). */
  sources: { entries: SuggestionEntry[]; count: number };
  /** The loaded rows: people on them are not suggested again. */
  guests: readonly ManagedGuest[];
  invitedEmails: ReadonlySet<string>;
  cohostUserIds: string[];
  cohostEmails: string[];
  onAdd: (guest: NewGuest) => Promise<void>;
};

/**
 * The add-guest input with its suggestions, and the contacts hint under it. What the host types here never
 * filters the table (adding must not empty it): the table has its own search box.
 */
export function AddGuestSection({ sources, guests, invitedEmails, ...props }: AddGuestSectionProps) {
  const [addText, setAddText] = useState('');
  const { cohostUserIds, cohostEmails } = props;
  const suggestions = useMemo(
    () =>
      pickSuggestions(sources.entries, {
        search: addText,
        invitedEmails,
        invitedUserIds: guests.flatMap((g) => (g.userId ? [g.userId] : [])),
        cohostUserIds,
        cohostEmails,
      }),
    [sources.entries, addText, invitedEmails, guests, cohostUserIds, cohostEmails],
  );
  return (
    <Stack gap={4}>
      <AddGuestInput
        inputRef={props.inputRef}
        placeholder={INVITE_TEXT.searchPlaceholder}
        search={addText}
        onSearchChange={setAddText}
        suggestions={suggestions}
        invitedEmails={invitedEmails}
        onAdd={props.onAdd}
      />
      <ContactsHint contacts={sources.count} />
    </Stack>
  );
}
