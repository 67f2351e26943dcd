import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { replyFormSchema } from '../../../shared/messages/schema';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import { errorMessage } from '../../app/lib/errors';
import type { GuestAccess } from '../rsvp';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { MessageTextarea } from './MessageTextarea';
import { newMessageId } from '../../app/lib/newMessageId';
import { useMessageInvalidation } from './queries';

type Values = z.output<typeof replyFormSchema>;

/**
 * A private message (spec: "private reply to an attendee"): a host to one guest (`receiverInviteeUuid`), or a
 * guest to the hosts (signed in, or by the invitation link in `access`). Only the two sides see it.
 */
export function PrivateReplyModal({
  opened,
  onClose,
  eventId,
  title,
  hint,
  receiverInviteeUuid,
  access,
}: {
  opened: boolean;
  onClose: () => void;
  eventId: string;
  title: string;
  hint: string;
  receiverInviteeUuid?: string;
  access?: GuestAccess;
}) {
  const trpc = useTRPC();
  const invalidate = useMessageInvalidation();
  const form = useForm<z.input<typeof replyFormSchema>, unknown, Values>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { message: '' },
  });
  const { errors } = form.formState;
  const length = form.watch('message').length;

  useEffect(() => {
    if (opened) form.reset({ message: '' });
  }, [opened, form]);

  const send = useMutation(
    trpc.messages.sendEventComment.mutationOptions({
      onSuccess: async () => {
        notify.info(MESSAGE_TEXT.sent);
        onClose();
        await invalidate.afterPrivateMessage();
      },
      onError: (error) =>
        form.setError('message', { message: errorMessage(error, 'Your message was not sent.') }),
    }),
  );

  const submit = form.handleSubmit((values) =>
    send.mutate({
      eventId,
      messageId: newMessageId(),
      message: values.message,
      isTextBlast: false,
      ...(receiverInviteeUuid ? { receiverInviteeUuid } : {}),
      ...(access?.inviteeUuid ? { inviteeUuid: access.inviteeUuid } : {}),
      ...(access?.token ? { token: access.token } : {}),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <MessageTextarea length={length} error={errors.message?.message} {...form.register('message')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
