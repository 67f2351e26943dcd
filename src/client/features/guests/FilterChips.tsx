import { Chip, Group } from '@mantine/core';
import {
  FILTER_LABELS,
  filterKeysFor,
  type FilterCounts,
  type FilterKey,
  toggleFilter,
} from '../../../shared/guests/inviteFilters';

/**
 * The chips All, Unsent, Going, Can't make it, Awaiting (and Waitlist with a waitlist) with counts (the words and people counts of
 * rules/guestStates, as on the event page), combined by the spec's chip rules.
 */
export function FilterChips({
  selected,
  counts,
  hasWaitlist,
  hiddenCounts = [],
  onChange,
}: {
  /** The Waitlist chip shows for a party with a waitlist, or while anyone is still on it. */
  hasWaitlist: boolean;
  selected: readonly FilterKey[];
  counts: FilterCounts;
  /** Chips shown without their count (a cohost does not see the unsent-invite count). */
  hiddenCounts?: readonly FilterKey[];
  onChange: (next: FilterKey[]) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label="Filter guests">
      {filterKeysFor(hasWaitlist, counts.WAITLIST).map((key) => (
        <Chip
          key={key}
          size="sm"
          radius="xl"
          variant="light"
          checked={selected.includes(key)}
          onChange={() => onChange(toggleFilter(selected, key))}
        >
          {hiddenCounts.includes(key) ? FILTER_LABELS[key] : `${FILTER_LABELS[key]} (${counts[key]})`}
        </Chip>
      ))}
    </Group>
  );
}
