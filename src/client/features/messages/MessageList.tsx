import { Badge, Group } from '@mantine/core';
import { messageTimeLabel } from '../../../shared/messages/rules';
import type { Message } from '../../../shared/messages/schema';
import { RECIPIENT_GROUP_LABELS } from '../../../shared/messages/recipientGroups';
import { UserAvatar } from '../../app/ui/UserAvatar';
import classes from './Messages.module.css';

/** Messages newest first: who wrote, when (the date once older than 24 h), the words, and a blast's groups. */
export function MessageList({
  messages,
  now,
  guestName,
  testId = 'message-list',
}: {
  messages: readonly Message[];
  now: number;
  /** In a personal thread: the guest's name, shown on the messages the guest wrote. */
  guestName?: string;
  testId?: string;
}) {
  return (
    <ul className={classes.list} data-testid={testId}>
      {messages.map((message) => {
        const name = (
          message.fromHost ? message.senderProfile.name : guestName || message.senderProfile.name
        ).trim();
        return (
          <li
            key={message.messageId}
            className={`${classes.item} ${message.fromHost ? '' : classes.fromGuest}`}
            data-testid="message-item"
          >
            <UserAvatar
              person={{
                userId: message.senderProfile.userId,
                name: name || 'Host',
                photoUrl: message.senderProfile.photoUrl,
              }}
              size={40}
              radius="xl"
            />
            <div>
              <div className={classes.meta}>
                <span className={classes.name}>{name || 'Host'}</span>
                <time className={classes.time} dateTime={new Date(message.sentTime).toISOString()}>
                  {messageTimeLabel(message.sentTime, now)}
                </time>
              </div>
              <div className={classes.bubble}>{message.message}</div>
              {message.sendToStatuses && message.sendToStatuses.length > 0 && (
                <Group gap={6} mt={6} aria-label="Sent to">
                  {message.sendToStatuses.map((group) => (
                    <Badge key={group} size="sm" variant="light" color="gray">
                      {RECIPIENT_GROUP_LABELS[group]}
                    </Badge>
                  ))}
                </Group>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
