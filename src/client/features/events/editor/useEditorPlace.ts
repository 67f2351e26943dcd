import { type Dispatch, type SetStateAction } from 'react';
import { keepWallClockInZone } from '../../../../shared/events/eventTimes';
import type { EventFormField } from '../../../../shared/events/eventValidation';
import type { EventLocation } from '../../../../shared/events/schema';
import { useTimeZoneLookup } from '../../places';
import { browserTimeZone, type EditorEvent } from './model';

/**
 * The editor's place and time: a new start marks the day touched; a picked place brings its time zone (the
 * browser's when none is found), and the party's times keep their wall-clock hours in it.
 */
export function useEditorPlace(
  event: EditorEvent,
  setEvent: Dispatch<SetStateAction<EditorEvent>>,
  touch: (field: EventFormField) => void,
) {
  const timeZoneAt = useTimeZoneLookup();

  const onStartChange = (startTime: number) => {
    setEvent((e) => ({ ...e, startTime }));
    touch('day');
  };

  const onPickLocation = async (location: EventLocation) => {
    setEvent((e) => ({ ...e, location }));
    let zone = browserTimeZone();
    if (location.lat !== undefined && location.lng !== undefined) {
      try {
        const found = await timeZoneAt({
          lat: location.lat,
          lng: location.lng,
          timestamp: event.startTime || Date.now(),
        });
        zone = found.timeZoneId;
      } catch {
        // Spec: fall back silently to the browser's zone.
      }
    }
    setEvent((e) =>
      e.timeZone === zone
        ? e
        : {
            ...e,
            timeZone: zone,
            startTime: keepWallClockInZone(e.startTime, e.timeZone, zone),
            endTime: keepWallClockInZone(e.endTime, e.timeZone, zone),
          },
    );
  };

  return { onStartChange, onPickLocation };
}
