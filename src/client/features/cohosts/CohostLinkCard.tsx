import {
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLinkOff } from '@tabler/icons-react';
import { COPY_TOOLTIP_MS } from '../../../shared/constants';
import { openConfirmModal } from '../../app/lib/confirmModals';

/**
 * The host's cohost link: anyone signed in who opens it can accept. Invalidating it stops the old one at once
 * (for e-mails already sent too) and shows a new one.
 */
export function CohostLinkCard({
  url,
  loading,
  invalidating,
  onInvalidate,
}: {
  url: string | null;
  loading: boolean;
  invalidating: boolean;
  onInvalidate: () => void;
}) {
  const confirmInvalidate = () =>
    openConfirmModal({
      title: 'Invalidate cohost link?',
      children: (
        <Text size="sm">
          Nobody will be able to become a cohost through the current link, including people you have e-mailed
          who have not answered yet. You'll get a new link to share.
        </Text>
      ),
      labels: { confirm: 'Invalidate link', cancel: 'Not now' },
      confirmProps: { color: 'red' },
      onConfirm: onInvalidate,
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Cohost link
        </Title>
        <Text size="sm" c="dimmed">
          Share this link with someone you trust. They sign in and accept to become a cohost.
        </Text>
        {loading || !url ? (
          <Skeleton h={36} />
        ) : (
          <TextInput
            value={url}
            readOnly
            aria-label="Cohost link"
            data-testid="cohost-link"
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
        <Group gap="sm" wrap="wrap">
          <CopyButton value={url ?? ''} timeout={COPY_TOOLTIP_MS}>
            {({ copied, copy }) => (
              <Tooltip label="Copied link!" opened={copied} withArrow>
                <Button
                  onClick={copy}
                  disabled={!url}
                  variant={copied ? 'filled' : 'light'}
                  leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                >
                  Copy link
                </Button>
              </Tooltip>
            )}
          </CopyButton>
          <Button
            variant="subtle"
            color="red"
            onClick={confirmInvalidate}
            loading={invalidating}
            disabled={!url}
            leftSection={<IconLinkOff size={18} />}
          >
            Invalidate link
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
