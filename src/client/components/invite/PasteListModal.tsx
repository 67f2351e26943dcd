import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { INVITE_TEXT } from './inviteText';

/**
 * 'Add e-mail addresses': a 5-row textarea of comma- or newline-separated addresses ('Name <address>' too).
 * `onSubmit` resolves with nothing when the guests were added, or with the message to show.
 */
export function PasteListModal({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (text: string) => Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setText('');
      setError(null);
    }
  }, [opened]);

  const submit = async () => {
    setBusy(true);
    try {
      const problem = await onSubmit(text);
      if (problem) setError(problem);
      else onClose();
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
          <Textarea
            rows={5}
            aria-label="E-mail addresses"
            placeholder={'ann@example.com, bo@example.com\nCarla Diaz <carla@example.com>'}
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
              Cancel
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
