import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GUEST_EXTRAS_MAX } from '../../../shared/constants';
import {
  editInviteeErrors,
  type EditRsvpChoice,
  guestCountForChoice,
  inviteeContactField,
  rsvpChoiceOf,
  rsvpChoicesFor,
  rsvpStatusOfChoice,
  SELECTABLE_RSVP_CHOICES,
} from '../../../shared/guests/editInvitee';
import { isValidEmail } from '../../../shared/common/email';
import { INVITE_TEXT } from './inviteText';
import type { ManagedGuest } from './managedGuest';

export type EditInviteeSave = {
  name: string;
  email: string | null;
  rsvpStatus: 'INVITED' | 'YES' | 'NO';
  additionalGuestCount: number;
};

/**
 * The edit-invitee modal: name, e-mail (or 'Connected through the product', disabled, for a guest with an account),
 * the RSVP shown as Unsent/Sent/Yes/No of which only Yes and No can be picked, and extra guests for a Yes.
 * From a failed invite it saves and sends the invitation again.
 */
export function EditInviteeModal({
  guest,
  invitedEmails,
  resend,
  onClose,
  onSave,
}: {
  guest: ManagedGuest | null;
  invitedEmails: ReadonlySet<string>;
  resend: boolean;
  onClose: () => void;
  onSave: (guest: ManagedGuest, values: EditInviteeSave, resend: boolean) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState<EditRsvpChoice>('Unsent');
  const [count, setCount] = useState(0);
  const [errors, setErrors] = useState<{ name?: string; email?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!guest) return;
    setName(guest.name);
    setEmail(guest.email ?? '');
    setChoice(rsvpChoiceOf(guest));
    setCount(guest.additionalGuestCount ?? 0);
    setErrors({});
  }, [guest]);

  if (!guest) return null;
  const contactField = inviteeContactField(guest);
  const emailShown = contactField === 'email';
  const initialChoice = rsvpChoiceOf(guest);

  const submit = async () => {
    const found = editInviteeErrors(
      { name, email },
      { emailShown, originalEmail: guest.email ?? null, invitedEmails },
      isValidEmail,
    );
    setErrors(found);
    if (found.name || found.email) return;
    setBusy(true);
    try {
      await onSave(
        guest,
        {
          name: name.trim(),
          email: emailShown ? email.trim().toLowerCase() : (guest.email ?? null),
          rsvpStatus: rsvpStatusOfChoice(choice),
          additionalGuestCount: guestCountForChoice(choice, count),
        },
        resend,
      );
      onClose();
    } catch (error) {
      setErrors({ form: error instanceof Error ? error.message : INVITE_TEXT.csvFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={INVITE_TEXT.editTitle} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            value={name}
            maxLength={128}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          {contactField === 'connected' ? (
            <TextInput label="Email" value={INVITE_TEXT.connected} disabled />
          ) : emailShown ? (
            <TextInput
              label="Email"
              type="email"
              value={email}
              maxLength={128}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
            />
          ) : (
            <TextInput label="Phone" value={guest.phone ?? ''} disabled />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              RSVP
            </Text>
            <SegmentedControl
              value={choice}
              onChange={(value) => setChoice(value as EditRsvpChoice)}
              data={rsvpChoicesFor(initialChoice).map((c) => ({
                value: c,
                label: c,
                disabled: !SELECTABLE_RSVP_CHOICES.includes(c),
              }))}
              aria-label="RSVP"
            />
          </Stack>
          {choice === 'Yes' && (
            <NumberInput
              label="Extra guests"
              min={0}
              max={GUEST_EXTRAS_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              value={count}
              onChange={(value) => setCount(typeof value === 'number' ? value : 0)}
            />
          )}
          {errors.form && (
            <Text c="red" size="sm" role="alert">
              {errors.form}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {resend ? 'Save and resend' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
