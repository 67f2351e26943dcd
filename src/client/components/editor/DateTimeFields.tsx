import '@mantine/dates/styles.css';
import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { format } from 'date-fns';
import { TIME_STEP_SECONDS } from '../../../shared/constants';
import { fromPickerValue, parsePickerValue, toPickerValue } from '../../../shared/rules/pickerValue';

const STEP_MINUTES = TIME_STEP_SECONDS / 60;

/** 'Sat, Mar 14, 2026 at 7:00 PM' from the picker's wall-clock string. */
function displayValue(value: string): string {
  const wall = parsePickerValue(value);
  if (!wall) return value;
  return format(
    new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute),
    "EEE, MMM d, yyyy 'at' h:mm a",
  );
}

/** The field's name followed by what it shows, so the spoken name contains the visible text (WCAG 2.5.3). */
function pickerLabel(name: string, value: string | null): string {
  return value ? `${name}: ${displayValue(value)}` : name;
}

const pickerProps = {
  valueFormat: displayValue,
  leftSection: <IconCalendarEvent size={18} />,
  timePickerProps: {
    minutesStep: STEP_MINUTES,
    format: '12h' as const,
    withDropdown: true,
    hoursInputLabel: 'Hours',
    minutesInputLabel: 'Minutes',
    amPmInputLabel: 'AM or PM',
    popoverProps: { zIndex: 400 },
  },
  popoverProps: { zIndex: 300 },
  submitButtonProps: { 'aria-label': 'Done choosing the time' },
  ariaLabels: {
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    monthLevelControl: 'Choose the month',
  },
};

type Props = {
  startTime: number;
  endTime: number;
  timeZone: string;
  showEnd: boolean;
  startError: string | undefined;
  endError: string | undefined;
  onStartChange: (epochMs: number) => void;
  onEndChange: (epochMs: number) => void;
  onShowEnd: (show: boolean) => void;
  onStartBlur: () => void;
  onEndBlur: () => void;
};

/** Start and optional end date-time, read and written on the event's own clock at 15-minute steps. */
export function DateTimeFields(props: Props) {
  const { timeZone } = props;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Stack gap="xs">
      <div data-field="day">
        <DateTimePicker
          {...pickerProps}
          aria-label={pickerLabel('Start date and time', toPickerValue(props.startTime, timeZone))}
          placeholder="Start date and time*"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear start time' }}
          value={toPickerValue(props.startTime, timeZone)}
          onChange={(value) => props.onStartChange(fromPickerValue(value, timeZone))}
          onDropdownClose={props.onStartBlur}
          error={props.startError}
        />
      </div>
      <div data-field="time">
        {props.showEnd ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <DateTimePicker
              {...pickerProps}
              flex={1}
              aria-label={pickerLabel('End date and time', toPickerValue(props.endTime, timeZone))}
              placeholder="End date and time"
              value={toPickerValue(props.endTime, timeZone)}
              onChange={(value) => props.onEndChange(fromPickerValue(value, timeZone))}
              onDropdownClose={props.onEndBlur}
              error={props.endError}
            />
            <CloseButton
              mt={6}
              aria-label="Remove end time"
              onClick={() => {
                props.onEndChange(0);
                props.onShowEnd(false);
              }}
            />
          </Group>
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => props.onShowEnd(true)}
          >
            Add end time
          </Button>
        )}
      </div>
      {timeZone !== browserZone && (
        <Text size="xs" c="dimmed">
          Times are in the party's time zone, {timeZone.replace(/_/g, ' ')}.
        </Text>
      )}
    </Stack>
  );
}
