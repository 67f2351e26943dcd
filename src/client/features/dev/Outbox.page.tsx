import {
  Alert,
  Badge,
  Card,
  Code,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInbox, IconMail, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyTextButton } from '../../app/ui/CopyTextButton';
import { errorCode, errorMessage } from '../../app/lib/errors';
import classes from './Outbox.module.css';
import { useOutboxQuery } from './queries';

const CODE_PATTERN = /\b(\d{6})\b/;

/** The first 6-digit number in a message: the sign-in code, shown big so it is easy to spot. */
function findCode(...texts: (string | null | undefined)[]): string | null {
  for (const text of texts) {
    const match = text ? CODE_PATTERN.exec(text) : null;
    if (match?.[1]) return match[1];
  }
  return null;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
      });
}

/** The frame's height before its document has loaded, and its most (the frame scrolls beyond that). */
const FRAME_START_PX = 240;
const FRAME_MAX_PX = 1400;

/**
 * An e-mail as the guest's mail program shows it: its HTML in a sandboxed frame and the text part one click
 * away. The sandbox allows no scripts at all, so the frame may share this page's origin (for the page's image
 * policy, and so its height can follow its content); links open in a new tab.
 */
function MailBody(props: { html: string; text: string; subject: string | null }) {
  const [view, setView] = useState<'html' | 'text'>('html');
  const [height, setHeight] = useState(FRAME_START_PX);
  return (
    <Stack gap="xs" mt="md">
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={view}
        onChange={(value) => setView(value as 'html' | 'text')}
        data={[
          { label: 'HTML', value: 'html' },
          { label: 'Text', value: 'text' },
        ]}
        aria-label="Show the e-mail as"
      />
      {view === 'html' ? (
        <iframe
          className={classes.frame}
          style={{ height }}
          title={`E-mail: ${props.subject ?? 'no subject'}`}
          srcDoc={props.html}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          onLoad={(event) => {
            const body = event.currentTarget.contentDocument?.documentElement;
            if (body) setHeight(Math.min(FRAME_MAX_PX, body.scrollHeight + 2));
          }}
          data-testid="outbox-html"
        />
      ) : (
        <Code block className={classes.text}>
          {props.text}
        </Code>
      )}
    </Stack>
  );
}

/** /dev/outbox: messages the local mail and text providers "sent", newest first, refreshed every 3 s. */
export function OutboxPage() {
  const outbox = useOutboxQuery();
  const messages = [...(outbox.data?.messages ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Dev outbox
          </Title>
          <Text c="dimmed" size="sm">
            {outbox.data
              ? `Mail: ${outbox.data.mailProvider} · Texts: ${outbox.data.smsProvider} · refreshes every 3 s`
              : 'Messages the app sent while running locally.'}
          </Text>
        </Stack>
        {outbox.isFetching && <Loader size="sm" aria-label="Refreshing" />}
      </Group>

      {outbox.isError && (
        <Alert color="red" variant="light" title="The outbox is not available" mb="lg">
          {errorMessage(outbox.error, 'The outbox could not be loaded.')}
          {/* Refused to another machine, the server says why; a missing outbox means a production server. */}
          {errorCode(outbox.error) === 'NOT_FOUND' && ' (It only exists outside production.)'}
        </Alert>
      )}

      {outbox.isSuccess && messages.length === 0 && (
        <Card withBorder>
          <Stack align="center" gap="xs" py="lg" ta="center">
            <IconInbox size={40} stroke={1.4} color="var(--mantine-color-elk-6)" />
            <Text fw={600}>No messages yet</Text>
            <Text c="dimmed" size="sm">
              Sign in with an e-mail address and the code will appear here.
            </Text>
          </Stack>
        </Card>
      )}

      <Stack gap="md">
        {messages.map((message) => {
          const code = findCode(message.subject, message.text);
          return (
            <Card key={message.id} withBorder padding="lg" data-testid="outbox-message">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} miw={0}>
                  <Group gap="xs">
                    <Badge
                      variant="light"
                      color={message.channel === 'sms' ? 'teal' : 'elk'}
                      leftSection={
                        message.channel === 'sms' ? <IconMessage size={12} /> : <IconMail size={12} />
                      }
                    >
                      {message.channel}
                    </Badge>
                    <Text size="sm" fw={600} className={classes.to}>
                      {message.to}
                    </Text>
                  </Group>
                  {message.subject && (
                    <Text fw={650} className={classes.subject}>
                      {message.subject}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatTime(message.createdAt)}
                  </Text>
                </Stack>
                {code && (
                  <Group gap={6} wrap="nowrap" className={classes.codeBox}>
                    <span className={classes.code} data-testid="outbox-code">
                      {code}
                    </span>
                    <CopyTextButton value={code} label="Copy code" copiedLabel="Copied code!" />
                  </Group>
                )}
              </Group>
              {message.html ? (
                <MailBody html={message.html} text={message.text} subject={message.subject} />
              ) : (
                message.text && (
                  <Code block mt="md" className={classes.text}>
                    {message.text}
                  </Code>
                )
              )}
            </Card>
          );
        })}
      </Stack>
    </Container>
  );
}
