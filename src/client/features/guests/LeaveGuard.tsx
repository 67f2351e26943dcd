import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from '../../app/lib/history';
import { INVITE_TEXT } from './inviteText';

/**
 * Holds the host on the page while invites are still unsent: in-app navigation asks first ('Leave anyway' /
 * 'Back to send'), and closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard({ unsentCount }: { unsentCount: number }) {
  const guarded = unsentCount > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guarded && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!guarded) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarded]);

  // Nothing left to send while the question is open (the last invite went out): let the navigation through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !guarded) blocker.proceed();
  }, [blocker, guarded]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={INVITE_TEXT.unsentInvites(unsentCount)}
      centered
    >
      <Text mb="lg">{INVITE_TEXT.leaveQuestion}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.proceed?.()}>
          {INVITE_TEXT.leaveAnyway}
        </Button>
        <Button onClick={() => blocker.reset?.()} data-autofocus>
          {INVITE_TEXT.backToSend}
        </Button>
      </Group>
    </Modal>
  );
}
