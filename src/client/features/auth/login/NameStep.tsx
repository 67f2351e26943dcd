import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CONSENT_TEXT, NAME_MAX } from '../../../../shared/constants';
import type { CodeChannel, LoginEvent } from '../../../../shared/auth/loginState';
import { nameSchema } from '../../../../shared/common/schema';
import { useProfileQuery } from '../../accounts';
import { LoginCard } from './LoginCard';
import { ErrorAlert } from '../../../app/ui/ErrorAlert';
import { useCreateElkUser } from './useCreateElkUser';

const nameFormSchema = z.object({ name: nameSchema, textConsent: z.boolean() });
type NameForm = z.output<typeof nameFormSchema>;

type Props = {
  /** How this sign-in was verified (null for Google, Apple or a refresh token): phone ticks the consent box. */
  channel: CodeChannel | null;
  busy: boolean;
  error: string | null;
  dispatch: Dispatch<LoginEvent>;
  onCreated: () => Promise<void>;
};

/**
 * Page 4 "Name": the last step for a new account. People with a phone also see the SMS consent box; if they
 * untick it they are asked once more ('Agree' / 'No thanks') before the account is created.
 */
export function NameStep({ channel, busy, error, dispatch, onCreated }: Props) {
  const account = useProfileQuery();
  const hasPhone = channel === 'phone' || (account.data?.elkUser.phones.length ?? 0) > 0;
  const create = useCreateElkUser(hasPhone, dispatch, onCreated);
  const [askingConsent, setAskingConsent] = useState(false);
  const nudged = useRef(false);
  const form = useForm<z.input<typeof nameFormSchema>, unknown, NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: '', textConsent: channel === 'phone' },
  });
  // Controlled: Mantine draws the tick from its `checked` prop, not from the DOM state a form library sets.
  const textConsent = useWatch({ control: form.control, name: 'textConsent' });

  // An account that reached this page without a phone sign-in (e.g. after a reload) gets the box once its
  // phone is known; it starts ticked, as on a phone sign-in.
  useEffect(() => {
    if (hasPhone && !form.formState.dirtyFields.textConsent) form.setValue('textConsent', true);
  }, [hasPhone, form]);

  const submit = form.handleSubmit(async (values) => {
    if (hasPhone && !values.textConsent && !nudged.current) {
      nudged.current = true;
      setAskingConsent(true);
      return;
    }
    await create(values);
  });

  const answerConsent = async (agree: boolean) => {
    setAskingConsent(false);
    form.setValue('textConsent', agree);
    // The dialog interrupted a Continue: either answer carries on with it.
    await create({ name: form.getValues('name').trim(), textConsent: agree });
  };

  return (
    <LoginCard title="Last step!" subtitle="Enter your name.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.register('name')}
            label="Name"
            placeholder="Your name"
            autoComplete="name"
            autoFocus
            maxLength={NAME_MAX}
            leftSection={<IconUser size={18} />}
            error={form.formState.errors.name?.message}
          />
          {hasPhone && (
            <Checkbox
              name="textConsent"
              checked={textConsent}
              onChange={(event) =>
                form.setValue('textConsent', event.currentTarget.checked, { shouldDirty: true })
              }
              label={CONSENT_TEXT}
              size="sm"
              styles={{ label: { lineHeight: 1.45 } }}
            />
          )}
          <ErrorAlert message={error} />
          <Button type="submit" size="md" fullWidth loading={busy}>
            Continue
          </Button>
        </Stack>
      </form>
      <ConsentQuestion
        opened={askingConsent}
        onClose={() => setAskingConsent(false)}
        onAnswer={(agree) => void answerConsent(agree)}
      />
    </LoginCard>
  );
}

type ConsentQuestionProps = { opened: boolean; onClose: () => void; onAnswer: (agree: boolean) => void };

/** Asked once when someone with a phone unticks the consent box and presses Continue. */
function ConsentQuestion({ opened, onClose, onAnswer }: ConsentQuestionProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Can we text you?" centered>
      <Stack gap="lg">
        <Text size="sm">{CONSENT_TEXT}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(false)}>
            No thanks
          </Button>
          <Button onClick={() => onAnswer(true)}>Agree</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
