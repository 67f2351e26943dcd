import { Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isValidEmail } from '../../../shared/common/email';
import { MSG } from '../../../shared/common/copy';
import { INVITE_TEXT } from './inviteText';
import { ModalForm } from './ModalForm';

/** 'Send preview invite': the invitation e-mail to an address of the host's (default: their stored e-mail). */
export function SendPreviewModal({
  opened,
  defaultEmail,
  onClose,
  onSend,
}: {
  opened: boolean;
  defaultEmail: string;
  onClose: () => void;
  /** Resolves when sent; a rejection's message is shown under the field. */
  onSend: (email: string) => Promise<void>;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setEmail(defaultEmail);
      setError(null);
    }
  }, [opened, defaultEmail]);

  const submit = async () => {
    if (!isValidEmail(email)) {
      setError(MSG.invalidEmail);
      return;
    }
    setBusy(true);
    try {
      await onSend(email.trim());
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : INVITE_TEXT.csvFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={INVITE_TEXT.previewTitle} centered>
      <ModalForm
        hint={INVITE_TEXT.previewHint}
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={INVITE_TEXT.send}
        busy={busy}
      >
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
          maxLength={128}
        />
      </ModalForm>
    </Modal>
  );
}
