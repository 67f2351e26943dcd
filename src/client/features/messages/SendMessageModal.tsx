import { Button, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import type { Message, PersonalThread } from '../../../shared/messages/schema';
import { errorMessage } from '../../app/lib/errors';
import { BlastForm } from './BlastForm';
import { PrivateThread } from './HostThreads';
import { MessageList } from './MessageList';
import classes from './Messages.module.css';
import { PrivateReplyModal } from './PrivateReplyModal';
import { useHostMessageHistoryQuery } from './queries';
import { useSendBlast } from './useSendBlast';

type Tab = 'new' | 'history';

/**
 * The host's "send message blast with message history" (spec section 2): a new blast to recipient groups, and
 * the history of blasts and of private messages per guest, each with a private reply.
 */
export function SendMessageModal({
  eventId,
  opened,
  onClose,
  liveVersion = 0,
}: {
  eventId: string;
  opened: boolean;
  onClose: () => void;
  /** Goes up each time the party page's live updates hear of a message: a guest's reply shows at once. */
  liveVersion?: number;
}) {
  const [tab, setTab] = useState<Tab>('new');
  const [replyTo, setReplyTo] = useState<PersonalThread | null>(null);
  const history = useHostMessageHistoryQuery(eventId, { enabled: opened, liveVersion });
  const sendBlast = useSendBlast(eventId, () => setTab('history'));
  const blasts = history.data?.messages ?? [];
  const threads = history.data?.personalMessages ?? [];
  const messageCount = blasts.length + threads.reduce((sum, thread) => sum + thread.messages.length, 0);

  return (
    <>
      <Modal
        opened={opened && !replyTo}
        onClose={onClose}
        title="Send Message"
        size="lg"
        centered
        data-testid="send-message-modal"
      >
        <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'new')} keepMounted={false}>
          <Tabs.List mb="md" grow>
            <Tabs.Tab value="new">New message</Tabs.Tab>
            <Tabs.Tab value="history">Message history{history.data ? ` (${messageCount})` : ''}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="new">
            <BlastForm onSend={sendBlast} onCancel={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="history" data-testid="message-history">
            <MessageHistory
              history={history}
              blasts={blasts}
              threads={threads}
              onReply={setReplyTo}
              onWrite={() => setTab('new')}
            />
          </Tabs.Panel>
        </Tabs>
      </Modal>
      <PrivateReplyModal
        opened={Boolean(replyTo)}
        onClose={() => setReplyTo(null)}
        eventId={eventId}
        title={`Reply to ${replyTo?.inviteeName ?? 'guest'}`}
        hint="Only this guest sees your reply. They get it by e-mail (or text) with their link to the party."
        receiverInviteeUuid={replyTo?.inviteeUuid}
      />
    </>
  );
}

type MessageHistoryProps = {
  history: ReturnType<typeof useHostMessageHistoryQuery>;
  blasts: Message[];
  threads: PersonalThread[];
  onReply: (thread: PersonalThread) => void;
  /** Back to the "New message" tab, from the empty history. */
  onWrite: () => void;
};

/** The "Message history" tab: the blasts sent to the guests, then each guest's private messages. */
function MessageHistory({ history, blasts, threads, onReply, onWrite }: MessageHistoryProps) {
  const now = Date.now();
  return (
    <>
      {history.isPending ? (
        <Stack gap="sm">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : history.error ? (
        <Text c="red">{errorMessage(history.error, 'Could not load your messages.')}</Text>
      ) : blasts.length === 0 && threads.length === 0 ? (
        <div className={classes.empty}>
          <IconMessages size={18} aria-hidden="true" />
          <Text>You have not sent any messages yet.</Text>
          <Button variant="subtle" size="compact-sm" onClick={onWrite}>
            Write one
          </Button>
        </div>
      ) : (
        <>
          {blasts.length > 0 && (
            <>
              <h3 className={classes.subheading}>Sent to your guests</h3>
              <MessageList messages={blasts} now={now} testId="blast-history" />
            </>
          )}
          {threads.length > 0 && (
            <>
              <h3 className={classes.subheading}>Private messages</h3>
              {threads.map((thread) => (
                <PrivateThread key={thread.inviteeUuid} thread={thread} now={now} onReply={onReply} />
              ))}
            </>
          )}
        </>
      )}
    </>
  );
}
