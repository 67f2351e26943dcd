import { Chip, Group } from '@mantine/core';
import {
  FILTER_KEYS,
  FILTER_LABELS,
  type FilterCounts,
  type FilterKey,
  toggleFilter,
} from '../../../shared/guests/inviteFilters';

/**
 * The chips All, Unsent, Going, Can't make it, Awaiting with counts (the words and people counts of
 * rules/guestStates, as on the event page), combined by the spec's chip rules.
 */
export function FilterChips({
  selected,
  counts,
  hiddenCounts = [],
  onChange,
}: {
  selected: readonly FilterKey[];
  counts: FilterCounts;
  /** Chips shown without their count (a cohost does not see the unsent-invite count). */
  hiddenCounts?: readonly FilterKey[];
  onChange: (next: FilterKey[]) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label="Filter guests">
      {FILTER_KEYS.map((key) => (
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
