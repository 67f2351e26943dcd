import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { INVITE_TEXT } from './inviteText';

/** What is left after an add: the message naming the bad entries, the text to fix, how many went in. */
export type PasteResult = { error: string; keep: string; added?: number };

/**
 * 'Add e-mail addresses': a 5-row textarea of addresses separated by commas, semicolons or new lines
 * ('Name <address>' too). The good ones are added; the bad ones stay in the box, named, to be fixed.
 * `onSubmit` resolves with nothing when everything was added.
 */
export function PasteListModal({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (text: string) => Promise<PasteResult | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setText('');
      setError(null);
      setAdded(0);
    }
  }, [opened]);

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
      setAdded((n) => n + (result.added ?? 0));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={INVITE_TEXT.pasteTitle} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {INVITE_TEXT.pasteHint}
          </Text>
          {added > 0 && (
            <Alert color="green" variant="light" data-testid="paste-added">
              {INVITE_TEXT.pasteAdded(added)}
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
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {added > 0 ? 'Done' : 'Cancel'}
            </Button>
            <Button type="submit" loading={busy} disabled={!text.trim()}>
              {INVITE_TEXT.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
