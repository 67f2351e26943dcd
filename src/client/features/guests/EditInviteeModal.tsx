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

type EditInviteeErrors = { name?: string; email?: string; form?: string };

/** The form's values, filled from the guest each time the modal opens for one. */
function useEditInviteeDraft(guest: ManagedGuest | null) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState<EditRsvpChoice>('Unsent');
  const [count, setCount] = useState(0);
  const [errors, setErrors] = useState<EditInviteeErrors>({});

  useEffect(() => {
    if (!guest) return;
    setName(guest.name);
    setEmail(guest.email ?? '');
    setChoice(rsvpChoiceOf(guest));
    setCount(guest.additionalGuestCount ?? 0);
    setErrors({});
  }, [guest]);

  return { name, setName, email, setEmail, choice, setChoice, count, setCount, errors, setErrors };
}

/** The form's errors, and the values to save when there are none. */
function checkedSave(
  guest: ManagedGuest,
  draft: ReturnType<typeof useEditInviteeDraft>,
  invitedEmails: ReadonlySet<string>,
): { found: EditInviteeErrors; values: EditInviteeSave | null } {
  const emailShown = inviteeContactField(guest) === 'email';
  const found = editInviteeErrors(
    { name: draft.name, email: draft.email },
    { emailShown, originalEmail: guest.email ?? null, invitedEmails },
    isValidEmail,
  );
  if (found.name || found.email) return { found, values: null };
  return {
    found,
    values: {
      name: draft.name.trim(),
      email: emailShown ? draft.email.trim().toLowerCase() : (guest.email ?? null),
      rsvpStatus: rsvpStatusOfChoice(draft.choice),
      additionalGuestCount: guestCountForChoice(draft.choice, draft.count),
    },
  };
}

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
  const draft = useEditInviteeDraft(guest);
  const { name, setName, email, setEmail, choice, setChoice, count, setCount, errors, setErrors } = draft;
  const [busy, setBusy] = useState(false);

  if (!guest) return null;
  const contactField = inviteeContactField(guest);

  const submit = async () => {
    const { found, values } = checkedSave(guest, draft, invitedEmails);
    setErrors(found);
    if (!values) return;
    setBusy(true);
    try {
      await onSave(guest, values, resend);
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
          <ContactField
            guest={guest}
            contactField={contactField}
            email={email}
            onEmailChange={setEmail}
            error={errors.email}
          />
          <RsvpFields
            initialChoice={rsvpChoiceOf(guest)}
            choice={choice}
            onChoiceChange={setChoice}
            count={count}
            onCountChange={setCount}
          />
          <FormFooter formError={errors.form} busy={busy} resend={resend} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The e-mail (editable), 'Connected through the product' for a guest with an account, or the phone (disabled). */
function ContactField({
  guest,
  contactField,
  email,
  onEmailChange,
  error,
}: {
  guest: ManagedGuest;
  contactField: ReturnType<typeof inviteeContactField>;
  email: string;
  onEmailChange: (email: string) => void;
  error: string | undefined;
}) {
  if (contactField === 'connected') return <TextInput label="Email" value={INVITE_TEXT.connected} disabled />;
  if (contactField === 'email') {
    return (
      <TextInput
        label="Email"
        type="email"
        value={email}
        maxLength={128}
        onChange={(e) => onEmailChange(e.currentTarget.value)}
        error={error}
      />
    );
  }
  return <TextInput label="Phone" value={guest.phone ?? ''} disabled />;
}

/** The RSVP (only Yes and No can be picked) and, for a Yes, the extra guests. */
function RsvpFields({
  initialChoice,
  choice,
  onChoiceChange,
  count,
  onCountChange,
}: {
  initialChoice: EditRsvpChoice;
  choice: EditRsvpChoice;
  onChoiceChange: (choice: EditRsvpChoice) => void;
  count: number;
  onCountChange: (count: number) => void;
}) {
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          RSVP
        </Text>
        <SegmentedControl
          value={choice}
          onChange={(value) => onChoiceChange(value as EditRsvpChoice)}
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
          onChange={(value) => onCountChange(typeof value === 'number' ? value : 0)}
        />
      )}
    </>
  );
}

/** The save's error, Cancel, and Save (or "Save and resend" from a failed invite). */
function FormFooter({
  formError,
  busy,
  resend,
  onCancel,
}: {
  formError: string | undefined;
  busy: boolean;
  resend: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {formError && (
        <Text c="red" size="sm" role="alert">
          {formError}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {resend ? 'Save and resend' : 'Save'}
        </Button>
      </Group>
    </>
  );
}
