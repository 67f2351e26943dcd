import { Anchor, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { EMAIL_MAX, NAME_MAX } from '../../../shared/constants';
import type { ContactErrors, RsvpDraft } from '../../../shared/rsvp/rsvpForm';
import { PhoneInput } from '../../app/ui/PhoneInput';

type Props = {
  draft: RsvpDraft;
  errors: ContactErrors;
  onChange: (patch: Partial<RsvpDraft>) => void;
  askContact: boolean;
  disabled?: boolean;
};

/**
 * The first step for a guest the party does not know yet: a name, and an e-mail or a phone (one of the two,
 * switched with a link like the login page's), so the host can reach them and they can sign in later.
 */
export function ContactFields({ draft, errors, onChange, askContact, disabled }: Props) {
  const usePhone = draft.channel === 'phone';
  return (
    <Stack gap="sm">
      <TextInput
        label="Your name"
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
          {usePhone ? (
            <PhoneInput
              label="Phone"
              name="phone"
              value={draft.phone}
              error={errors.phone}
              disabled={disabled}
              onChange={(phone) => onChange({ phone })}
            />
          ) : (
            <TextInput
              label="Email"
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
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            disabled={disabled}
            onClick={() => onChange({ channel: usePhone ? 'email' : 'phone' })}
          >
            {usePhone ? 'Use Email Instead' : 'Use Phone Instead'}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
