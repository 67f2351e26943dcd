import { Button } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { messagesHeading, oldestFirst, PRIVATE_MESSAGES_ANCHOR } from '../../../shared/messages/rules';
import type { MessageHistory, PersonalThread } from '../../../shared/messages/schema';
import { openedOnDemand } from '../../app/ui/openedOnDemand';
import type { GuestAccess } from '../rsvp';
import { HostThreads } from './HostThreads';
import { MessageList } from './MessageList';
import classes from './Messages.module.css';
import { useLandingScroll } from '../../app/lib/useLandingScroll';

const PrivateReplyModal = openedOnDemand('privateReply', () =>
  import('./PrivateReplyModal').then((m) => m.PrivateReplyModal),
);

const HOST_REPLY_HINT =
  'Only this guest sees your reply. They get it by e-mail (or text) with their link to the party.';

/**
 * The feed itself, once there is a blast or a private thread to show (MessagesFeed.tsx decides, and fetches
 * this then): 'MESSAGES (n)' with the blasts; under it a guest's own thread with the hosts, and for the hosts
 * every guest's thread (HostThreads), where they answer.
 */
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
  const [replyingToHosts, setReplyingToHosts] = useState(false);
  const [replyTo, setReplyTo] = useState<PersonalThread | null>(null);
  const now = Date.now();
  const host = hostName.trim() || 'the host';
  const threads = history.personalMessages;

  return (
    <>
      {(history.messages.length > 0 || (!isHost && threads[0])) && (
        <FeedSection
          history={history}
          thread={isHost ? undefined : threads[0]}
          host={host}
          now={now}
          onReply={isHost ? undefined : () => setReplyingToHosts(true)}
        />
      )}
      {isHost && threads.length > 0 && <HostThreads threads={threads} now={now} onReply={setReplyTo} />}
      {isHost ? (
        <PrivateReplyModal
          opened={Boolean(replyTo)}
          onClose={() => setReplyTo(null)}
          eventId={eventId}
          title={`Reply to ${replyTo?.inviteeName ?? 'guest'}`}
          hint={HOST_REPLY_HINT}
          receiverInviteeUuid={replyTo?.inviteeUuid}
        />
      ) : (
        <PrivateReplyModal
          opened={replyingToHosts}
          onClose={() => setReplyingToHosts(false)}
          eventId={eventId}
          title={`Message ${host}`}
          hint={`Only ${host} sees this message.`}
          access={access}
        />
      )}
    </>
  );
}

/**
 * 'MESSAGES (n)' with the blasts, newest first (spec section 2), and a guest's thread with the hosts, oldest
 * first; with no blast to show, the section is the guest's thread alone.
 */
function FeedSection({
  history,
  thread,
  host,
  now,
  onReply,
}: {
  history: MessageHistory;
  thread: PersonalThread | undefined;
  host: string;
  now: number;
  onReply: (() => void) | undefined;
}) {
  const threadRef = useLandingScroll<HTMLDivElement>(PRIVATE_MESSAGES_ANCHOR);
  const blasts = history.messages;
  const threadTitle = `Private messages with ${host}`;
  return (
    <section className={classes.sheet} aria-labelledby="messages-heading" data-testid="messages-feed">
      <div className={classes.headingRow}>
        <h2 id="messages-heading" className={classes.heading}>
          {blasts.length > 0 ? messagesHeading(blasts.length) : threadTitle}
        </h2>
        {onReply && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconMessageReply size={16} />}
            onClick={onReply}
          >
            Reply privately
          </Button>
        )}
      </div>
      {blasts.length > 0 && <MessageList messages={blasts} now={now} testId="messages-feed-list" />}
      {thread && (
        <div ref={threadRef} id={PRIVATE_MESSAGES_ANCHOR} className={classes.landing}>
          {blasts.length > 0 && <h3 className={classes.subheading}>{threadTitle}</h3>}
          <MessageList
            messages={oldestFirst(thread.messages)}
            now={now}
            guestName="You"
            testId="private-thread"
          />
        </div>
      )}
    </section>
  );
}
