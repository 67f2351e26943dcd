import { Combobox, Group, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { Ref } from 'react';
import { DROPDOWN_MAX_HEIGHT_PX, GUEST_SEARCH_MAX } from '../../../shared/constants';
import { type SuggestionEntry, suggestionLabel } from '../../../shared/guests/guestSuggestions';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { INVITE_TEXT } from './inviteText';
import { ManualGuestForm } from './ManualGuestForm';
import { type NewGuest, useAddGuestForm } from './useAddGuestForm';

export type { NewGuest };

const CREATE = '__create__';

type AddGuestInputProps = {
  placeholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** The suggestions for the current search (already merged, filtered and capped at 10). */
  suggestions: readonly SuggestionEntry[];
  invitedEmails: ReadonlySet<string>;
  /** Adds the guest; a rejection's message is shown under the fields. */
  onAdd: (guest: NewGuest) => Promise<void>;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The add-guest input: typing shows up to 10 suggestions (contacts, mutual members, past invitees) and an
 * 'Add guest "{search}"' row when nothing matches; that row opens name and e-mail fields with an 'Add'
 * button (e-mail first when an address was typed). 'name <email>' is read into both. Escape or the cancel
 * control closes the fields.
 */
export function AddGuestInput(props: AddGuestInputProps) {
  const { search, onSearchChange, suggestions } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const form = useAddGuestForm({
    invitedEmails: props.invitedEmails,
    onAdd: props.onAdd,
    onAdded: () => onSearchChange(''),
  });
  const { manual } = form;
  const trimmed = search.trim();
  const openManual = () => {
    form.openManual(trimmed);
    combobox.closeDropdown();
  };

  return (
    <Stack gap="xs">
      <Combobox
        store={combobox}
        position="bottom-start"
        zIndex={300}
        onOptionSubmit={(value) => {
          if (value === CREATE) return openManual();
          const entry = suggestions.find((s) => s.key === value);
          if (!entry) return;
          combobox.closeDropdown();
          form.pick(entry);
        }}
      >
        <Combobox.Target>
          <TextInput
            ref={props.inputRef}
            placeholder={props.placeholder}
            aria-label={props.placeholder}
            value={search}
            maxLength={GUEST_SEARCH_MAX}
            leftSection={<IconUserPlus size={18} />}
            size="md"
            autoComplete="off"
            onChange={(event) => {
              onSearchChange(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
                event.preventDefault();
                if (trimmed && form.submitTyped(trimmed) === 'opened') combobox.closeDropdown();
              }
              if (event.key === 'Escape') form.setManual(null);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!trimmed || manual !== null}>
          <SuggestionOptions suggestions={suggestions} trimmed={trimmed} />
        </Combobox.Dropdown>
      </Combobox>
      {manual && <ManualGuestForm form={form} manual={manual} />}
    </Stack>
  );
}

/** The dropdown's rows: the suggestions, or the 'Add guest "{search}"' row when none match. */
function SuggestionOptions({
  suggestions,
  trimmed,
}: {
  suggestions: readonly SuggestionEntry[];
  trimmed: string;
}) {
  return (
    <Combobox.Options mah={DROPDOWN_MAX_HEIGHT_PX * 1.5} style={{ overflowY: 'auto' }}>
      {suggestions.map((entry) => (
        <SuggestionOption key={entry.key} entry={entry} />
      ))}
      {suggestions.length === 0 && (
        <Combobox.Option value={CREATE}>
          <Group gap="xs" wrap="nowrap">
            <IconUserPlus size={16} />
            <Text size="sm" fw={600} c="elk.7" truncate>
              {INVITE_TEXT.createContact(trimmed)}
            </Text>
          </Group>
        </Combobox.Option>
      )}
    </Combobox.Options>
  );
}

/** One suggestion: avatar, name (or address), and the address, 'connected' or shared parties under it. */
function SuggestionOption({ entry }: { entry: SuggestionEntry }) {
  return (
    <Combobox.Option value={entry.key}>
      <Group gap="sm" wrap="nowrap">
        <UserAvatar person={entry} size={28} radius="xl" />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {suggestionLabel(entry)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {entry.email && entry.name
              ? entry.email
              : entry.userId && !entry.email
                ? INVITE_TEXT.connected
                : ''}
            {entry.member && entry.sharedEvents > 0
              ? ` · ${entry.sharedEvents} shared ${entry.sharedEvents === 1 ? 'party' : 'parties'}`
              : ''}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  );
}
