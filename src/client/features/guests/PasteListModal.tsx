import { Alert, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { INVITE_TEXT } from './inviteText';
import classes from './ManageInvites.module.css';
import { ModalForm } from './ModalForm';

/**
 * What one add did: the message naming the bad entries (or why nothing was added), the text left to fix, and
 * the summary of this add (how many added to the list, skipped as duplicates, not readable).
 */
export type PasteResult = { error: string | null; keep: string; summary?: string };

type PasteProps = { onClose: () => void; onSubmit: (text: string) => Promise<PasteResult | null> };

/**
 * 'Add e-mail addresses': a 5-row textarea of addresses separated by commas, semicolons or new lines
 * ('Name <address>' too). The good ones are added to the list (not sent); the bad ones stay in the box,
 * named, to be fixed. `onSubmit` resolves with nothing when everything was added.
 */
export function PasteListModal({ opened, ...props }: PasteProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={INVITE_TEXT.pasteTitle} centered size="lg">
      {/* The modal's body unmounts when it closes, so every opening starts empty: no count from last time. */}
      <PasteListForm {...props} />
    </Modal>
  );
}

function PasteListForm({ onClose, onSubmit }: PasteProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const result = await onSubmit(text);
      if (!result) {
        onClose();
        return;
      }
      setError(result.error);
      setText(result.keep);
      // Only what this add did: an earlier add's numbers are already on the list behind the dialog.
      setSummary(result.summary ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalForm
      hint={INVITE_TEXT.pasteHint}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={summary ? 'Done' : 'Cancel'}
      submitLabel={INVITE_TEXT.add}
      busy={busy}
      submitDisabled={!text.trim()}
    >
      {summary && (
        <Alert color="green" variant="light" data-testid="paste-added" aria-live="polite">
          {summary} {INVITE_TEXT.pasteFixBelow}
        </Alert>
      )}
      <Textarea
        rows={5}
        aria-label="E-mail addresses"
        placeholder={'ann@example.com; bo@example.com\nCarla Diaz <carla@example.com>'}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        className={classes.readableErrors}
        data-autofocus
      />
    </ModalForm>
  );
}
