import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ManualPlace } from '../../../shared/places/rules';

type Props = {
  opened: boolean;
  initial: ManualPlace;
  onClose: () => void;
  onSubmit: (place: ManualPlace) => void;
};

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** Structured address entry for the built-in maps provider (no maps key, or offline). */
export function ManualAddressModal({ opened, initial, onClose, onSubmit }: Props) {
  const [place, setPlace] = useState<ManualPlace>(initial);
  const [coordinates, setCoordinates] = useState(
    initial.lat !== undefined && initial.lng !== undefined ? `${initial.lat}, ${initial.lng}` : '',
  );
  const [tried, setTried] = useState(false);
  const field = (key: keyof Omit<ManualPlace, 'lat' | 'lng'>) => ({
    value: place[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setPlace({ ...place, [key]: event.currentTarget.value }),
  });
  const coords = COORDINATES.exec(coordinates);
  const coordsValid =
    !coordinates.trim() ||
    (coords && Math.abs(Number(coords[1])) <= 90 && Math.abs(Number(coords[2])) <= 180);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!place.address1?.trim() || !place.city?.trim() || !coordsValid) return;
    onSubmit({
      ...place,
      ...(coords ? { lat: Number(coords[1]), lng: Number(coords[2]) } : { lat: undefined, lng: undefined }),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Enter the address" zIndex={400}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Street address or venue"
            required
            {...field('address1')}
            error={tried && !place.address1?.trim() ? 'This is a required field' : undefined}
            data-autofocus
          />
          <TextInput label="Apartment, suite, floor" {...field('address2')} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="City"
              required
              {...field('city')}
              error={tried && !place.city?.trim() ? 'This is a required field' : undefined}
            />
            <TextInput label="State or region" {...field('admin1')} />
            <TextInput label="Postal code" {...field('postalCode')} />
            <TextInput label="Country" {...field('country')} />
          </SimpleGrid>
          <TextInput
            label="Map coordinates (optional)"
            description="Latitude, longitude — sets the party's time zone."
            placeholder="40.7484, -73.9857"
            value={coordinates}
            onChange={(event) => setCoordinates(event.currentTarget.value)}
            error={tried && !coordsValid ? 'Enter the coordinates as latitude, longitude.' : undefined}
          />
          <Text size="xs" c="dimmed">
            Without coordinates the party uses your device's time zone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Use this address</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
