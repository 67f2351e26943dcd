import { Button, CloseButton, Stack, TextInput, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { EventFieldErrors, EventFormField } from '../../../../shared/events/eventValidation';
import type { EventLocation } from '../../../../shared/events/schema';
import { DateTimeFields } from './DateTimeFields';
import { LocationInput } from '../../places';
import type { EditorEvent } from './model';

type Props = {
  event: EditorEvent;
  errors: EventFieldErrors;
  onTouch: (field: EventFormField) => void;
  onPickLocation: (location: EventLocation) => void;
  onLocationChange: (location: EventLocation | null) => void;
  onStartChange: (epochMs: number) => void;
  onEndChange: (epochMs: number) => void;
};

/** 'Place & time': address, optional venue name ('AKA'), start and optional end. */
export function PlaceTimeSection({
  event,
  errors,
  onTouch,
  onPickLocation,
  onLocationChange,
  ...times
}: Props) {
  const location = event.location ?? null;
  const [showVenue, setShowVenue] = useState(Boolean(location?.placeName));
  const [showEnd, setShowEnd] = useState(event.endTime > 0);
  const venue = location?.placeName ?? '';
  // The address lookup answers after a round trip; a venue name typed meanwhile must survive it.
  const latestVenue = useRef(venue);
  latestVenue.current = venue;

  const setVenue = (placeName: string) =>
    onLocationChange({ ...location, placeName: placeName || undefined });

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Place &amp; time
      </Title>
      <div data-field="location">
        <LocationInput
          location={location}
          error={errors.location}
          onPick={(picked) => onPickLocation({ ...picked, placeName: latestVenue.current || undefined })}
          onUnset={() => onLocationChange(location?.placeName ? { placeName: location.placeName } : null)}
          onBlur={() => onTouch('location')}
        />
      </div>
      {showVenue ? (
        <TextInput
          label="AKA"
          placeholder="Venue name"
          value={venue}
          maxLength={200}
          leftSection={<IconBuildingStore size={18} />}
          onChange={(e) => setVenue(e.currentTarget.value)}
          rightSection={
            <CloseButton
              aria-label="Remove venue name"
              onClick={() => {
                setVenue('');
                setShowVenue(false);
              }}
            />
          }
        />
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => setShowVenue(true)}
        >
          Add venue name
        </Button>
      )}
      <DateTimeFields
        startTime={event.startTime}
        endTime={event.endTime}
        timeZone={event.timeZone}
        showEnd={showEnd}
        onShowEnd={setShowEnd}
        startError={errors.day}
        endError={errors.time}
        onStartChange={times.onStartChange}
        onEndChange={times.onEndChange}
        onStartBlur={() => onTouch('day')}
        onEndBlur={() => onTouch('time')}
      />
    </Stack>
  );
}
