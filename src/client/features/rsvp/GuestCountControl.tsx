import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { GUEST_EXTRAS_MAX } from '../../../shared/constants';
import { clampGuestCount, partySizeLabel } from '../../../shared/rsvp/rules';
import classes from './Rsvp.module.css';

/**
 * Extra guests 0 to 9, shown as the whole party (count plus 1): minus stops at 0, plus at the maximum
 * (spec section 5, guest count).
 */
export function GuestCountControl({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const count = clampGuestCount(value);
  const party = partySizeLabel(count);
  return (
    <Group justify="space-between" wrap="nowrap" className={classes.countRow}>
      <Stack gap={0}>
        <Text fw={600} id="rsvp-party-size-label">
          Party of {party}
        </Text>
        <Text size="sm" c="dimmed">
          {count === 0 ? 'Just you' : `You + ${count} guest${count === 1 ? '' : 's'}`}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby="rsvp-party-size-label">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label="Remove a guest"
          disabled={disabled || count <= 0}
          onClick={() => onChange(clampGuestCount(count - 1))}
        >
          <IconMinus size={18} />
        </ActionIcon>
        <Text
          fw={700}
          size="xl"
          w={28}
          ta="center"
          aria-live="polite"
          data-testid="party-size"
          aria-label={`Party of ${party}`}
        >
          {party}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label="Add a guest"
          disabled={disabled || count >= GUEST_EXTRAS_MAX}
          onClick={() => onChange(clampGuestCount(count + 1))}
        >
          <IconPlus size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
