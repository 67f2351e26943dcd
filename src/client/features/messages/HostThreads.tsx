import { Button, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { oldestFirst, PRIVATE_MESSAGES_ANCHOR } from '../../../shared/messages/rules';
import type { PersonalThread } from '../../../shared/messages/schema';
import { MessageList } from './MessageList';
import classes from './Messages.module.css';
import { useLandingScroll } from '../../app/lib/useLandingScroll';

/**
 * The host's private messages on the party page (issue 38), where the mail of a guest's message lands: one
 * thread per guest, the one with the newest message first, each read oldest first with a reply beside it.
 */
export function HostThreads({
  threads,
  now,
  onReply,
}: {
  threads: readonly PersonalThread[];
  now: number;
  onReply: (thread: PersonalThread) => void;
}) {
  const ref = useLandingScroll<HTMLElement>(PRIVATE_MESSAGES_ANCHOR);
  return (
    <section
      ref={ref}
      id={PRIVATE_MESSAGES_ANCHOR}
      className={`${classes.sheet} ${classes.landing}`}
      aria-labelledby="private-messages-heading"
      data-testid="host-private-messages"
    >
      <div className={classes.headingRow}>
        <h2 id="private-messages-heading" className={classes.heading}>
          Private messages ({threads.length})
        </h2>
      </div>
      {threads.map((thread) => (
        <PrivateThread
          key={thread.inviteeUuid}
          thread={thread}
          now={now}
          onReply={onReply}
          messagesTestId="private-thread-messages"
        />
      ))}
    </section>
  );
}

/** One guest's private thread, oldest message first, with a reply beside it (the party page and Send Message). */
export function PrivateThread({
  thread,
  now,
  onReply,
  messagesTestId,
}: {
  thread: PersonalThread;
  now: number;
  onReply: (thread: PersonalThread) => void;
  messagesTestId?: string;
}) {
  return (
    <div className={classes.thread} data-testid="private-thread">
      <div className={classes.threadHead}>
        <Text fw={650} className={classes.name}>
          {thread.inviteeName}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowBackUp size={14} />}
          aria-label={`Reply privately to ${thread.inviteeName}`}
          onClick={() => onReply(thread)}
        >
          Reply privately
        </Button>
      </div>
      <MessageList
        messages={oldestFirst(thread.messages)}
        now={now}
        guestName={thread.inviteeName}
        testId={messagesTestId}
      />
    </div>
  );
}
