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

/** What the address-in-parts form starts from: the chosen place's parts, else the typed text read as parts. */
function manualStart(location: EventLocation | null | undefined, text: string) {
  return location?.address
    ? { ...location.address, lat: location.lat, lng: location.lng }
    : parseManualAddress(text);
}

/** The address field: maps suggestions as you type; with the built-in provider also a structured entry. */
export function LocationInput(props: Props) {
  const { location, error, onUnset, onBlur } = props;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(() => locationLabel(location));
  const [manualOpen, setManualOpen] = useState(false);
  const session = useRef(newSessionToken());
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const picked = Boolean(location?.displayName) && text === locationLabel(location);

  const suggestions = useAddressSuggestionsQuery(debounced, session.current, {
    enabled: debounced.length >= MIN_QUERY && !picked,
  });
  const local = suggestions.data?.provider === 'local';

  const { picking, pick } = usePickPlace(
    session,
    { setText, closeDropdown: () => combobox.closeDropdown() },
    props,
  );
  const submitManual = (place: ManualPlace) => {
    setManualOpen(false);
    void pick(manualPlaceId(place), locationLabel({ address: place }));
  };

  const predictions = suggestions.data?.predictions ?? [];

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
          <SuggestionOptions
            predictions={predictions}
            empty={suggestions.isSuccess && predictions.length === 0 && !local}
            manual={local}
          />
        </Combobox.Dropdown>
      </Combobox>
      {manualOpen && (
        <ManualAddressModal
          opened
          initial={manualStart(location, text)}
          onClose={() => setManualOpen(false)}
          onSubmit={submitManual}
        />
      )}
    </>
  );
}

type Prediction = { placeId: string; mainText: string; secondaryText?: string | null };

/** The suggestions, "No places found", and (built-in provider) the way to enter the address in parts. */
function SuggestionOptions({
  predictions,
  empty,
  manual,
}: {
  predictions: Prediction[];
  empty: boolean;
  manual: boolean;
}) {
  return (
    <Combobox.Options mah={DROPDOWN_MAX_HEIGHT_PX} style={{ overflowY: 'auto' }}>
      {predictions.map((prediction) => (
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
      ))}
      {empty && <Combobox.Empty>No places found</Combobox.Empty>}
      {manual && (
        <Combobox.Option value={MANUAL}>
          <Text size="sm" c="elk.7" fw={600} display="flex" style={{ alignItems: 'center', gap: 6 }}>
            <IconEdit size={16} /> Enter the address in parts…
          </Text>
        </Combobox.Option>
      )}
    </Combobox.Options>
  );
}

/**
 * Picking a suggestion: its details are looked up (closing the maps session) and accepted, or refused (not
 * merely a locality, region or country), which unsets the location.
 */
function usePickPlace(
  session: { current: string },
  ui: { setText: (text: string) => void; closeDropdown: () => void },
  handlers: Pick<Props, 'onPick' | 'onUnset' | 'onBlur'>,
) {
  const client = useTRPCClient();
  const [picking, setPicking] = useState(false);
  const pick = async (placeId: string, label: string) => {
    setPicking(true);
    ui.setText(label);
    ui.closeDropdown();
    try {
      const details = await client.places.details.query({ placeId, sessionToken: session.current });
      session.current = newSessionToken();
      if (details.accepted && details.location) {
        ui.setText(locationLabel(details.location));
        handlers.onPick(details.location);
      } else {
        handlers.onUnset();
      }
    } catch (failure) {
      handlers.onUnset();
      notify.error(errorMessage(failure, 'The address could not be looked up. Please try again.'));
    } finally {
      setPicking(false);
      handlers.onBlur();
    }
  };

  return { picking, pick };
}
