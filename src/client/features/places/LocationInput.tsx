import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconMapPin } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  ADDRESS_DROPDOWN_WIDTH_PX,
  DROPDOWN_MAX_HEIGHT_PX,
  MOBILE_MAX_WIDTH_PX,
} from '../../../shared/constants';
import {
  locationLabel,
  type ManualPlace,
  manualPlaceId,
  parseManualAddress,
} from '../../../shared/places/rules';
import type { EventLocation } from '../../../shared/events/schema';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useTRPCClient } from '../../app/lib/trpc';
import { ManualAddressModal } from './ManualAddressModal';
import { useAddressSuggestionsQuery } from './queries';

const MANUAL = '__manual__';
const MIN_QUERY = 3;

type Props = {
  location: EventLocation | null | undefined;
  error: string | undefined;
  /** A suggestion was picked and accepted (spec: not merely a locality, region or country). */
  onPick: (location: EventLocation) => void;
  /** The text was edited or the pick refused: the event has no chosen location. */
  onUnset: () => void;
  onBlur: () => void;
};

const newSessionToken = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The address field: maps suggestions as you type; with the built-in provider also a structured entry. */
export function LocationInput({ location, error, onPick, onUnset, onBlur }: Props) {
  const client = useTRPCClient();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(() => locationLabel(location));
  const [picking, setPicking] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const session = useRef(newSessionToken());
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const picked = Boolean(location?.displayName) && text === locationLabel(location);

  const suggestions = useAddressSuggestionsQuery(debounced, session.current, {
    enabled: debounced.length >= MIN_QUERY && !picked,
  });
  const local = suggestions.data?.provider === 'local';

  const pick = async (placeId: string, label: string) => {
    setPicking(true);
    setText(label);
    combobox.closeDropdown();
    try {
      const details = await client.places.details.query({ placeId, sessionToken: session.current });
      session.current = newSessionToken();
      if (details.accepted && details.location) {
        setText(locationLabel(details.location));
        onPick(details.location);
      } else {
        onUnset();
      }
    } catch (failure) {
      onUnset();
      notify.error(errorMessage(failure, 'The address could not be looked up. Please try again.'));
    } finally {
      setPicking(false);
      onBlur();
    }
  };

  const submitManual = (place: ManualPlace) => {
    setManualOpen(false);
    void pick(manualPlaceId(place), locationLabel({ address: place }));
  };

  const predictions = suggestions.data?.predictions ?? [];
  const options = predictions.map((prediction) => (
    <Combobox.Option value={prediction.placeId} key={prediction.placeId}>
      <Text size="sm" fw={600} lh={1.3}>
        {prediction.mainText}
      </Text>
      {prediction.secondaryText && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {prediction.secondaryText}
        </Text>
      )}
    </Combobox.Option>
  ));

  return (
    <>
      <Combobox
        store={combobox}
        width={mobile ? 'target' : ADDRESS_DROPDOWN_WIDTH_PX}
        position="bottom-start"
        zIndex={300}
        onOptionSubmit={(value) => {
          if (value === MANUAL) {
            combobox.closeDropdown();
            setManualOpen(true);
            return;
          }
          const chosen = predictions.find((p) => p.placeId === value);
          if (chosen) void pick(chosen.placeId, chosen.description);
        }}
      >
        <Combobox.Target>
          <TextInput
            placeholder="Party address*"
            aria-label="Party address"
            value={text}
            error={error}
            leftSection={<IconMapPin size={18} />}
            rightSection={picking || suggestions.isFetching ? <Loader size={16} /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (location?.displayName) onUnset();
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              if (!picking) onBlur();
            }}
            autoComplete="off"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={debounced.length < MIN_QUERY || picked}>
          <Combobox.Options mah={DROPDOWN_MAX_HEIGHT_PX} style={{ overflowY: 'auto' }}>
            {options}
            {suggestions.isSuccess && predictions.length === 0 && !local && (
              <Combobox.Empty>No places found</Combobox.Empty>
            )}
            {local && (
              <Combobox.Option value={MANUAL}>
                <Text size="sm" c="elk.7" fw={600} display="flex" style={{ alignItems: 'center', gap: 6 }}>
                  <IconEdit size={16} /> Enter the address in parts…
                </Text>
              </Combobox.Option>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {manualOpen && (
        <ManualAddressModal
          opened
          initial={
            location?.address
              ? { ...location.address, lat: location.lat, lng: location.lng }
              : parseManualAddress(text)
          }
          onClose={() => setManualOpen(false)}
          onSubmit={submitManual}
        />
      )}
    </>
  );
}
