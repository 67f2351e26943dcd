import {
  Anchor,
  Avatar,
  Combobox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMusic, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { GUEST_SEARCH_MAX } from '../../../shared/constants';
import type { SongValue } from '../../../shared/rsvp/rsvpAnswers';
import { type PartyCredentials, useTrackSearch } from './queries';
import classes from './SongSearchField.module.css';

type Props = {
  credentials: PartyCredentials;
  label: string;
  required: boolean;
  error?: string;
  disabled?: boolean;
  /** The song picked so far, if any. */
  value: SongValue | null | undefined;
  onPick: (song: SongValue | null) => void;
};

/** A track: long names (classical recordings) wrap onto more lines rather than widen what holds them. */
function SongLine({ song }: { song: SongValue }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={song.imageUrl} radius="sm" size={40} alt="">
        <IconMusic size={18} />
      </Avatar>
      <div className={classes.songText}>
        <Text size="sm" fw={600}>
          {song.songName}
        </Text>
        <Text size="xs" c="dimmed">
          {[song.artistName, song.albumName].filter(Boolean).join(' · ')}
        </Text>
      </div>
    </Group>
  );
}

/**
 * A song request (spec sections 3 and 9): the guest types, the server searches the music service (5 tracks),
 * and the pick is the answer; it joins the party's playlist once the RSVP is in. The results are a list in the
 * sheet's own flow under the field, not a floating dropdown: on a phone the dropdown, positioned against the
 * bottom sheet, widened the page, which widened the sheet, which moved the dropdown, every frame (issue 38).
 */
export function SongSearchField({ credentials, label, required, error, disabled, value, onPick }: Props) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useTrackSearch(credentials, debounced);
  const tracks = search.data?.tracks ?? [];

  if (value?.songUri) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </Text>
        <Paper withBorder p="xs" radius="md" data-testid="picked-song">
          <Group justify="space-between" wrap="nowrap">
            <SongLine song={value} />
            {!disabled && (
              <Anchor component="button" type="button" size="sm" onClick={() => onPick(null)}>
                Change
              </Anchor>
            )}
          </Group>
        </Paper>
      </Stack>
    );
  }

  const showResults = combobox.dropdownOpened && debounced.trim().length >= 2;
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(uri) => {
        const song = tracks.find((t) => t.songUri === uri);
        if (!song) return;
        onPick(song);
        setQuery('');
        combobox.closeDropdown();
      }}
    >
      <Stack gap={6}>
        <Combobox.EventsTarget>
          <TextInput
            label={label}
            withAsterisk={required}
            error={
              error ??
              (search.isError ? 'Song search is not available right now. Please try again.' : undefined)
            }
            disabled={disabled}
            placeholder="Search for a song or an artist"
            leftSection={<IconSearch size={16} />}
            rightSection={search.isFetching ? <Loader size={14} /> : null}
            maxLength={GUEST_SEARCH_MAX}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.EventsTarget>
        {showResults && (
          <Paper withBorder radius="md" p={4}>
            <Combobox.Options aria-label="Songs found">
              {tracks.map((song) => (
                <Combobox.Option value={song.songUri} key={song.songUri}>
                  <SongLine song={song} />
                </Combobox.Option>
              ))}
              {search.isSuccess && tracks.length === 0 && <Combobox.Empty>No songs found.</Combobox.Empty>}
            </Combobox.Options>
          </Paper>
        )}
      </Stack>
    </Combobox>
  );
}
