import '@mantine/dates/styles.css';
import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { format } from 'date-fns';
import { type MouseEvent, useState } from 'react';
import { TIME_STEP_SECONDS } from '../../../../shared/constants';
import {
  firstDayOfWeek,
  firstPickableDay,
  fromPickerValue,
  parsePickerValue,
  toPickerValue,
} from '../../../../shared/events/pickerValue';

const STEP_MINUTES = TIME_STEP_SECONDS / 60;

/**
 * Mantine's time fields select their two digits on focus, and picking a day focuses Hours that way. A click on a
 * field whose text is already selected makes Chromium defer the caret until after the click, so the field's own
 * select-on-click is undone and the caret lands between the digits: typing 8 into "09" gives "089", read as 9
 * (and "15" typed into "00" as 10, jumping on to AM/PM). Keeping the mouse from moving the caret in a field
 * that already has focus keeps the whole value selected, so what is typed replaces it.
 */
function keepSelectionOnClick(event: MouseEvent<HTMLInputElement>) {
  event.stopPropagation();
  const input = event.currentTarget;
  if (document.activeElement !== input) return;
  event.preventDefault();
  input.select();
}
const timeFieldProps = { onMouseDown: keepSelectionOnClick };

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
    hoursInputProps: timeFieldProps,
    minutesInputProps: timeFieldProps,
  },
  popoverProps: { zIndex: 300 },
  submitButtonProps: { 'aria-label': 'Done choosing the time' },
  ariaLabels: {
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    monthLevelControl: 'Choose the month',
  },
};

/**
 * The picker's value and handlers for an epoch on the 15-minute grid. The picker emits every keystroke
 * ('20:01' on the way to '20:15'); handing back the rounded time ('20:00') would make Mantine's time fields
 * reset what is being typed to the rounded value and select it, so the next digit starts afresh and 15 becomes
 * 05 (or :00). While the dropdown is open the picker keeps the string as typed, as long as it still rounds to
 * the epoch the form holds; the form gets the rounded epoch, and the field shows it once the dropdown closes.
 */
function useStepPicker(epochMs: number, timeZone: string, onEpoch: (epochMs: number) => void) {
  const [typed, setTyped] = useState<string | null>(null);
  const value =
    typed !== null && fromPickerValue(typed, timeZone) === epochMs ? typed : toPickerValue(epochMs, timeZone);
  return {
    value,
    onChange: (next: string | null) => {
      setTyped(next);
      onEpoch(fromPickerValue(next, timeZone));
    },
    forgetTyped: () => setTyped(null),
  };
}

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
  // Phone: the calendar opens as a dialog above everything (a popover under the field ran into the tab bar),
  // and the time is typed on the number pad rather than scrolled in a second dropdown.
  const phone = useMediaQuery('(max-width: 767px)') ?? false;
  const layout = {
    // Past days are not offered (they looked pickable and then failed 'Start date cannot be in the past'),
    // and weeks start where the guest's locale starts them (Sunday in en-US).
    minDate: firstPickableDay(Date.now(), timeZone),
    firstDayOfWeek: firstDayOfWeek(navigator.language) as 0 | 1 | 2 | 3 | 4 | 5 | 6,
    dropdownType: phone ? ('modal' as const) : ('popover' as const),
    modalProps: { centered: true, zIndex: 300 },
    timePickerProps: { ...pickerProps.timePickerProps, withDropdown: !phone },
  };
  const start = useStepPicker(props.startTime, timeZone, props.onStartChange);
  const end = useStepPicker(props.endTime, timeZone, props.onEndChange);
  return (
    <Stack gap="xs">
      <div data-field="day">
        <DateTimePicker
          {...pickerProps}
          {...layout}
          aria-label={pickerLabel('Start date and time', start.value)}
          placeholder="Start date and time*"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear start time' }}
          value={start.value}
          onChange={start.onChange}
          onDropdownClose={() => {
            start.forgetTyped();
            props.onStartBlur();
          }}
          error={props.startError}
        />
      </div>
      <div data-field="time">
        {props.showEnd ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <DateTimePicker
              {...pickerProps}
              {...layout}
              flex={1}
              aria-label={pickerLabel('End date and time', end.value)}
              placeholder="End date and time"
              value={end.value}
              onChange={end.onChange}
              onDropdownClose={() => {
                end.forgetTyped();
                props.onEndBlur();
              }}
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
