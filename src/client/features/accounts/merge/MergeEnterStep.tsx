import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MSG } from '../../../../shared/common/copy';
import { formatPhoneForDisplay, parsePii } from '../../../../shared/common/phone';
import { log } from '../../../app/lib/log';
import { useTRPC } from '../../../app/lib/trpc';
import { ErrorAlert } from '../../../app/ui/ErrorAlert';
import { sendCodeErrorMessage } from '../../auth';
import type { SentPii } from './sentPii';

/** Step 1: a phone number or e-mail address to verify. */
export function MergeEnterStep({ onSent }: { onSent: (pii: SentPii) => void }) {
  const trpc = useTRPC();
  const send = useMutation(trpc.auth.sendPiiVerificationCode.mutationOptions());
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pii = parsePii(value);
    setSendError(null);
    if (!pii) {
      setFieldError(value.includes('@') ? MSG.invalidEmailTryAgain : MSG.invalidNumberTryAgain);
      return;
    }
    setFieldError(null);
    try {
      const result = await send.mutateAsync({ pii: pii.address });
      if (!result.success) {
        setSendError(result.errorMessage ?? MSG.codeSendFailed);
        return;
      }
      const display = pii.channel === 'phone' ? formatPhoneForDisplay(pii.address) : pii.address;
      onSent({ ...pii, display, sentAt: Date.now() });
    } catch (cause) {
      log.warn('Sending the verification code failed', cause);
      setSendError(sendCodeErrorMessage(cause));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Add your email so you can sign in either way and get every invitation. If you already have an
          account with it, we will bring your parties together.
        </Text>
        <TextInput
          name="pii"
          label="Email or phone number"
          placeholder="you@example.com"
          autoComplete="email"
          data-autofocus
          leftSection={<IconAt size={18} />}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={fieldError}
        />
        <ErrorAlert message={sendError} />
        <Button type="submit" fullWidth loading={send.isPending}>
          Send Code
        </Button>
      </Stack>
    </form>
  );
}
