import { Badge, Card, Code, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import type { outboxMessageSchema } from '../../../shared/dev/schema';
import { CopyTextButton } from '../../app/ui/CopyTextButton';
import classes from './Outbox.module.css';

type OutboxMessage = z.infer<typeof outboxMessageSchema>;

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

/** One message in the dev outbox: who it went to, when, its sign-in code (big) and its body. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const code = findCode(message.subject, message.text);
  return (
    <Card withBorder padding="lg" data-testid="outbox-message">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Badge
              variant="light"
              color={message.channel === 'sms' ? 'teal' : 'elk'}
              leftSection={message.channel === 'sms' ? <IconMessage size={12} /> : <IconMail size={12} />}
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
}
