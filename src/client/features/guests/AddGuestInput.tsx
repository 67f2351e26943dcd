import {
  ActionIcon,
  Button,
  Combobox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { DROPDOWN_MAX_HEIGHT_PX, GUEST_SEARCH_MAX, NAME_MAX, EMAIL_MAX } from '../../../shared/constants';
import { isValidEmail, normalizeEmail } from '../../../shared/common/email';
import { readTypedGuest } from '../../../shared/guests/guestInput';
import { type SuggestionEntry, suggestionLabel } from '../../../shared/guests/guestSuggestions';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { INVITE_TEXT } from './inviteText';
import classes from './ManageInvites.module.css';

export type NewGuest = { name: string; email: string | null; userId: string | null };

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

type Manual = { name: string; email: string; emailFirst: boolean; userId: string | null };

/**
 * The add-guest input: typing shows up to 10 suggestions (contacts, mutual members, past invitees) and an
 * 'Add guest "{search}"' row when nothing matches; that row opens name and e-mail fields with an 'Add'
 * button (e-mail first when an address was typed). 'name <email>' is read into both. Escape or the cancel
 * control closes the fields.
 */
export function AddGuestInput(props: AddGuestInputProps) {
  const { search, onSearchChange, suggestions, invitedEmails, onAdd } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [manual, setManual] = useState<Manual | null>(null);
  const [errors, setErrors] = useState<{ name?: string; email?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const trimmed = search.trim();

  const validate = (guest: Manual): NewGuest | null => {
    const found: typeof errors = {};
    const name = guest.name.trim();
    const email = guest.email.trim();
    if (!name) found.name = INVITE_TEXT.enterName;
    if (!guest.userId || email) {
      if (!isValidEmail(email)) found.email = INVITE_TEXT.enterValidEmail;
      else if (invitedEmails.has(normalizeEmail(email))) found.email = INVITE_TEXT.alreadyInvited;
    }
    setErrors(found);
    if (found.name || found.email) return null;
    return { name, email: email ? normalizeEmail(email) : null, userId: guest.userId };
  };

  const add = async (guest: NewGuest) => {
    setBusy(true);
    try {
      await onAdd(guest);
      setManual(null);
      setErrors({});
      onSearchChange('');
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const openManual = () => {
    const typed = readTypedGuest(trimmed);
    setManual({ name: typed.name, email: typed.email, emailFirst: typed.emailFirst, userId: null });
    setErrors({});
    combobox.closeDropdown();
  };

  const pick = (entry: SuggestionEntry) => {
    combobox.closeDropdown();
    const candidate: Manual = {
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
  const submitSearch = () => {
    if (!trimmed) return;
    const typed = readTypedGuest(trimmed);
    if (typed.name && typed.email && isValidEmail(typed.email)) {
      const guest = validate({ ...typed, userId: null });
      if (guest) {
        void add(guest);
        return;
      }
    }
    openManual();
  };

  const options = suggestions.map((entry) => (
    <Combobox.Option value={entry.key} key={entry.key}>
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
  ));

  const emailField = manual && (
    <TextInput
      key="email"
      size="sm"
      label="Email"
      placeholder="name@example.com"
      type="email"
      maxLength={EMAIL_MAX}
      value={manual.userId && !manual.email ? INVITE_TEXT.connected : manual.email}
      disabled={Boolean(manual.userId && !manual.email)}
      onChange={(e) => setManual({ ...manual, email: e.currentTarget.value })}
      error={errors.email}
      data-autofocus={manual.emailFirst || undefined}
    />
  );
  const nameField = manual && (
    <TextInput
      key="name"
      size="sm"
      label="Name"
      placeholder="Guest name"
      maxLength={NAME_MAX}
      value={manual.name}
      onChange={(e) => setManual({ ...manual, name: e.currentTarget.value })}
      error={errors.name}
    />
  );

  return (
    <Stack gap="xs">
      <Combobox
        store={combobox}
        position="bottom-start"
        zIndex={300}
        onOptionSubmit={(value) => {
          if (value === CREATE) return openManual();
          const entry = suggestions.find((s) => s.key === value);
          if (entry) pick(entry);
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
                submitSearch();
              }
              if (event.key === 'Escape') setManual(null);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!trimmed || manual !== null}>
          <Combobox.Options mah={DROPDOWN_MAX_HEIGHT_PX * 1.5} style={{ overflowY: 'auto' }}>
            {options}
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
        </Combobox.Dropdown>
      </Combobox>
      {manual && (
        <Paper
          withBorder
          p="sm"
          radius="md"
          component="form"
          aria-label="Add a guest"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setManual(null);
            }
          }}
          onSubmit={(event) => {
            event.preventDefault();
            const guest = validate(manual);
            if (guest) void add(guest);
          }}
        >
          <div className={classes.addGuestFields}>
            {manual.emailFirst ? [emailField, nameField] : [nameField, emailField]}
            <Group gap={4} wrap="nowrap" className={classes.addGuestActions}>
              <Button type="submit" size="sm" loading={busy}>
                {INVITE_TEXT.add}
              </Button>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Cancel"
                onClick={() => setManual(null)}
              >
                <IconX size={18} />
              </ActionIcon>
            </Group>
          </div>
          {errors.form && (
            <Text c="red.9" size="sm" mt={6} role="alert">
              {errors.form}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
