import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { TEXT_CONSENT_COPY } from '../../../shared/guests/textInvites';

/**
 * 'Text Message Consent' (spec section 2, manage invites): put before the first invitation sent by text. Agree
 * sends everything and is remembered on this device; 'Send e-mails only' sends the rest; closing sends nothing.
 */
export function TextConsentModal({
  textCount,
  onAnswer,
}: {
  textCount: number | null;
  onAnswer: (answer: 'agree' | 'decline' | 'cancel') => void;
}) {
  return (
    <Modal
      opened={textCount !== null}
      onClose={() => onAnswer('cancel')}
      title={TEXT_CONSENT_COPY.title}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text size="sm">{TEXT_CONSENT_COPY.body(textCount ?? 0)}</Text>
        <Text size="sm" c="dimmed">
          {TEXT_CONSENT_COPY.agreement}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer('decline')}>
            {TEXT_CONSENT_COPY.decline}
          </Button>
          <Button onClick={() => onAnswer('agree')}>{TEXT_CONSENT_COPY.agree}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
