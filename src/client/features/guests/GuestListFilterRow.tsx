import { CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { INVITE_TEXT } from './inviteText';
import { FilterChips } from './FilterChips';
import classes from './ManageInvites.module.css';
import type { GuestTableViewState } from './useGuestTableView';

type GuestListFilterRowProps = {
  view: GuestTableViewState;
  hasWaitlist: boolean;
  /** Spec section 6: only the host sees the unsent-invite count. */
  showUnsentCount: boolean;
};

/** The filter chips and, once somebody is on the list, the box that searches the table. */
export function GuestListFilterRow({ view, hasWaitlist, showUnsentCount }: GuestListFilterRowProps) {
  const { search, setSearch: onSearchChange } = view;
  return (
    <Group justify="space-between" align="center" gap="sm" className={classes.filterRow}>
      <FilterChips
        selected={view.filters}
        counts={view.list.counts}
        hasWaitlist={hasWaitlist}
        hiddenCounts={showUnsentCount ? [] : ['UNSENT']}
        onChange={view.setFilters}
      />
      {view.list.guestRows > 0 && (
        <TextInput
          size="xs"
          radius="xl"
          className={classes.filterSearch}
          aria-label={INVITE_TEXT.searchList}
          placeholder={INVITE_TEXT.searchList}
          leftSection={<IconSearch size={14} />}
          value={search}
          maxLength={128}
          onChange={(e) => onSearchChange(e.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchChange('')} />
            ) : null
          }
        />
      )}
    </Group>
  );
}
