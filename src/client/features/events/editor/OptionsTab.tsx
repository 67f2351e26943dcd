import { Divider, Radio, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { GUEST_EXTRAS_MAX } from '../../../../shared/constants';
import type { EditorEvent } from './model';
import { usePartySections } from './partySections';

type Options = Pick<
  EditorEvent,
  | 'openInvite'
  | 'publicGuestList'
  | 'remindersEnabled'
  | 'hasWaitlist'
  | 'hostNotification'
  | 'communicationPreference'
>;

type Props = {
  options: Options;
  onChange: (patch: Partial<Options>) => void;
  /** Editing a saved event (not creating): shows the guest-approval toggle of a waitlist. */
  editing: boolean;
  /** The saved party being edited: its photo album's link and QR code are shown. */
  eventId?: string;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Guest options (spec section 9 wording): open invite, guest list, reminders, waitlist, updates, communication. */
export function OptionsTab({ options, onChange, editing, eventId }: Props) {
  const { AlbumShareCard } = usePartySections();
  return (
    <Stack gap="lg">
      <Switch
        label="Open invite"
        description={`Guests can bring extra guests (+1 to +${GUEST_EXTRAS_MAX}).`}
        checked={options.openInvite}
        onChange={(event) => onChange({ openInvite: event.currentTarget.checked })}
      />
      <Switch
        label="Public guest list"
        description="Guests can see who else is invited."
        checked={options.publicGuestList}
        onChange={(event) => onChange({ publicGuestList: event.currentTarget.checked })}
      />
      <Switch
        label="Reminders"
        description="Guests get a reminder before the party."
        checked={options.remindersEnabled}
        onChange={(event) => onChange({ remindersEnabled: event.currentTarget.checked })}
      />
      <Switch
        label="Waitlist"
        description="Guests ask to join and you approve them."
        checked={options.hasWaitlist}
        onChange={(event) => onChange({ hasWaitlist: event.currentTarget.checked })}
      />
      {editing && options.hasWaitlist && (
        <Switch
          label="Host approval"
          description="Every guest on the waitlist waits for your approval."
          checked
          disabled
          readOnly
        />
      )}
      <Divider />
      <Field label="Host updates">
        <SegmentedControl
          fullWidth
          value={options.hostNotification}
          onChange={(value) => onChange({ hostNotification: value as Options['hostNotification'] })}
          data={[
            { value: 'ATTENDEE_RSVP', label: 'as they arrive' },
            { value: 'DAILY_DIGEST', label: 'daily digest' },
          ]}
        />
      </Field>
      {/* Four choices do not fit one row of a 400 px panel ("Guest chooses" was clipped): one radio a line. */}
      <Radio.Group
        label="Guest communication"
        labelProps={{ fw: 600 }}
        value={options.communicationPreference}
        onChange={(value) =>
          onChange({ communicationPreference: value as Options['communicationPreference'] })
        }
      >
        <Stack gap={8} mt={6}>
          <Radio value="EMAIL" label="Email" />
          <Radio value="PHONE" label="Text" />
          <Radio value="BOTH" label="Both email and text" />
          {/* The spec's value 3: each guest picks e-mail, text or both when they RSVP. */}
          <Radio value="GUEST_CHOOSES" label="Guest chooses" />
        </Stack>
      </Radio.Group>
      <Divider />
      {eventId ? (
        <Suspense fallback={null}>
          <AlbumShareCard eventId={eventId} />
        </Suspense>
      ) : (
        <Text size="sm" c="dimmed">
          Your party's photo album, with a link and QR code for guests, is ready once the party is created.
        </Text>
      )}
    </Stack>
  );
}
