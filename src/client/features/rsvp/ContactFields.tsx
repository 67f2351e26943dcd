import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { EMAIL_MAX, NAME_MAX } from '../../../shared/constants';
import type { CommunicationPreference } from '../../../shared/events/schema';
import {
  contactNeeds,
  contactNote,
  guestChooses,
  type NotificationPreference,
} from '../../../shared/rsvp/contactRules';
import { CONTACT_CHANNEL_LABELS } from '../../../shared/rsvp/copy';
import type { ContactErrors, RsvpDraft } from '../../../shared/rsvp/rsvpForm';
import { PhoneInput } from '../../app/ui/PhoneInput';

type Props = {
  draft: RsvpDraft;
  errors: ContactErrors;
  onChange: (patch: Partial<RsvpDraft>) => void;
  askContact: boolean;
  /** The event's communication preference: which fields are required, or GUEST_CHOOSES (the guest picks). */
  preference: CommunicationPreference;
  disabled?: boolean;
  hostName: string;
};

const CHANNELS: NotificationPreference[] = ['email', 'phone', 'both'];

/**
 * The first step for a guest the party does not know yet: a name, and the e-mail and/or phone the event's
 * communication preference requires (spec section 5), so the host can reach them and they can sign in later.
 * When the host lets guests choose, the guest picks e-mail, text or both first (their notification preference).
 */
export function ContactFields(props: Props) {
  const { draft, errors, onChange, askContact, preference, disabled } = props;
  const needs = contactNeeds(preference, draft.channel);
  const note = askContact ? contactNote(preference, props.hostName) : null;
  return (
    <Stack gap="sm">
      {note && (
        <Text size="sm" fw={500}>
          {note}
        </Text>
      )}
      <TextInput
        label="Your name"
        withAsterisk
        name="name"
        autoComplete="name"
        placeholder="First and last name"
        data-autofocus
        maxLength={NAME_MAX}
        value={draft.name}
        error={errors.name}
        disabled={disabled}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      {askContact && (
        <>
          {guestChooses(preference) && (
            <Stack gap={6}>
              <Text id="rsvp-contact-channel" size="sm" fw={500}>
                How should we reach you?
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="rsvp-contact-channel"
                value={draft.channel}
                disabled={disabled}
                onChange={(value) => onChange({ channel: value as NotificationPreference })}
                data={CHANNELS.map((value) => ({ value, label: CONTACT_CHANNEL_LABELS[value] }))}
              />
            </Stack>
          )}
          {needs.email && (
            <TextInput
              label="Email"
              withAsterisk
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              leftSection={<IconMail size={18} />}
              maxLength={EMAIL_MAX}
              value={draft.email}
              error={errors.email}
              disabled={disabled}
              onChange={(event) => onChange({ email: event.currentTarget.value })}
            />
          )}
          {needs.phone && (
            <PhoneInput
              label="Phone"
              withAsterisk
              name="phone"
              value={draft.phone}
              error={errors.phone}
              disabled={disabled}
              onChange={(phone) => onChange({ phone })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
