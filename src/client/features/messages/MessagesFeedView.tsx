import { Button } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { messagesHeading } from '../../../shared/messages/rules';
import type { MessageHistory } from '../../../shared/messages/schema';
import { openedOnDemand } from '../../app/ui/openedOnDemand';
import type { GuestAccess } from '../rsvp';
import { MessageList } from './MessageList';
import classes from './Messages.module.css';

const PrivateReplyModal = openedOnDemand('privateReply', () =>
  import('./PrivateReplyModal').then((m) => m.PrivateReplyModal),
);

/** The feed itself, once there is a blast to show (MessagesFeed.tsx decides, and fetches this then). */
export function MessagesFeedView({
  eventId,
  access,
  isHost,
  hostName,
  history,
}: {
  eventId: string;
  access: GuestAccess;
  isHost: boolean;
  hostName: string;
  history: MessageHistory;
}) {
  const [replying, setReplying] = useState(false);
  const blasts = history.messages;
  const thread = isHost ? undefined : history.personalMessages[0];
  const now = Date.now();
  const host = hostName.trim() || 'the host';

  return (
    <section className={classes.sheet} aria-labelledby="messages-heading" data-testid="messages-feed">
      <div className={classes.headingRow}>
        <h2 id="messages-heading" className={classes.heading}>
          {messagesHeading(blasts.length)}
        </h2>
        {!isHost && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconMessageReply size={16} />}
            onClick={() => setReplying(true)}
          >
            Reply privately
          </Button>
        )}
      </div>
      <MessageList messages={blasts} now={now} testId="messages-feed-list" />
      {thread && (
        <>
          <h3 className={classes.subheading}>Private messages with {host}</h3>
          <MessageList messages={thread.messages} now={now} guestName="You" testId="private-thread" />
        </>
      )}
      {!isHost && (
        <PrivateReplyModal
          opened={replying}
          onClose={() => setReplying(false)}
          eventId={eventId}
          title={`Message ${host}`}
          hint={`Only ${host} sees this message.`}
          access={access}
        />
      )}
    </section>
  );
}
