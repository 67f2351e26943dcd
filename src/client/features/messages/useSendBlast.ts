import { useMutation } from '@tanstack/react-query';
import type { BlastForm as BlastValues } from '../../../shared/messages/schema';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useTRPC } from '../../app/lib/trpc';
import { newMessageId } from '../../app/lib/newMessageId';
import { useMessageInvalidation } from './queries';

/** Sends the host's blast; a failure throws with a line for the form, a success says so and calls `onSent`. */
export function useSendBlast(eventId: string, onSent: () => void) {
  const trpc = useTRPC();
  const invalidate = useMessageInvalidation();
  const send = useMutation(trpc.messages.sendEventComment.mutationOptions());

  return async (values: BlastValues) => {
    try {
      await send.mutateAsync({
        eventId,
        messageId: newMessageId(),
        message: values.message,
        isTextBlast: true,
        sendToStatuses: values.sendToStatuses,
        ...(values.email ? { email: values.email } : {}),
      });
    } catch (error) {
      throw new Error(errorMessage(error, 'Your message was not sent.'), { cause: error });
    }
    notify.info(MESSAGE_TEXT.sent);
    await invalidate.afterBlast(eventId);
    onSent();
  };
}
