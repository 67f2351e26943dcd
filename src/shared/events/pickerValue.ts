import { TIME_STEP_SECONDS } from '../constants';
import { epochFromWallClock, type WallClock, wallClockAt } from './eventTimes';

// The editor's date-time pickers speak wall-clock strings ('YYYY-MM-DD HH:mm:ss', no zone); an event's times
// are epochs read on the event's own clock. These convert between the two, on the spec's 15-minute grid.

const STEP_MINUTES = TIME_STEP_SECONDS / 60;
const PICKER_VALUE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/;
const pad = (n: number) => String(n).padStart(2, '0');

/** An epoch as the picker's wall-clock string in `timeZone`; null for no time (0). */
export function toPickerValue(epochMs: number, timeZone: string): string | null {
  if (!epochMs) return null;
  const w = wallClockAt(epochMs, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:00`;
}

/** The wall clock a picker string names; null for an empty or unreadable value. */
export function parsePickerValue(value: string | null): WallClock | null {
  const match = value ? PICKER_VALUE.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

/**
 * The picker's wall-clock string as an epoch in `timeZone`, the minutes rounded to the nearest 15; 0 for an
 * empty or unreadable value. Minutes are added to the hour's moment, so :53 rounds to the next hour.
 */
export function fromPickerValue(value: string | null, timeZone: string): number {
  const match = value ? PICKER_VALUE.exec(value) : null;
  if (!match) return 0;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const rounded = Math.round(minute / STEP_MINUTES) * STEP_MINUTES;
  return epochFromWallClock({ year, month, day, hour, minute: 0 }, timeZone) + rounded * 60_000;
}
