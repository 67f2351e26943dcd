import { Button } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { messagesHeading } from '../../../shared/messages/rules';
import type { GuestAccess } from '../rsvp';
import { MessageList } from './MessageList';
import classes from './Messages.module.css';
import { PrivateReplyModal } from './PrivateReplyModal';
import { useMessageFeedQuery } from './queries';

/**
 * The event page's 'MESSAGES (n)' (spec section 2): the hosts' blasts to this viewer, newest first, shown only
 * once there is one. A guest also sees their private thread with the hosts and can write to them. The page
 * renders this only for hosts and guests with an invitation, never on /ro or to visitors.
 */
export function MessagesFeed({
  eventId,
  access,
  isHost,
  hostName,
}: {
  eventId: string;
  access: GuestAccess;
  isHost: boolean;
  hostName: string;
}) {
  const [replying, setReplying] = useState(false);
  const history = useMessageFeedQuery(eventId, access);
  const blasts = history.data?.messages ?? [];
  if (blasts.length === 0) return null;
  const thread = isHost ? undefined : history.data?.personalMessages[0];
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
