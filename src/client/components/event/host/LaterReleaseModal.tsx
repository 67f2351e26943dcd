import { Button, Group, Modal, Stack } from '@mantine/core';
import { ComingLater } from '../../editor/ComingLater';

export type LaterFeature = 'message' | 'cohosts';

const LATER: Record<LaterFeature, { title: string; body: string }> = {
  message: {
    title: 'Send Message',
    body: 'Messaging your guests arrives in a later release. Nothing has been sent.',
  },
  cohosts: {
    title: 'Cohosts',
    body: 'Adding cohosts to help run your party arrives in a later release.',
  },
};

/** Host tools whose backend comes with a later release: said plainly, nothing pretended. */
export function LaterReleaseModal({
  feature,
  onClose,
}: {
  feature: LaterFeature | null;
  onClose: () => void;
}) {
  const text = feature ? LATER[feature] : null;
  return (
    <Modal opened={Boolean(text)} onClose={onClose} title={text?.title} centered>
      {text && (
        <Stack>
          <ComingLater title={text.title}>{text.body}</ComingLater>
          <Group justify="flex-end">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
