import { Alert, Card, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorCode, errorMessage } from '../../app/lib/errors';
import { OutboxMessageCard } from './OutboxMessageCard';
import { useOutboxQuery } from './queries';

/** How long typing in the address filter rests before the outbox is asked again. */
const FILTER_DEBOUNCE_MS = 300;

/** /dev/outbox: messages the local mail and text providers "sent", newest first, refreshed every 3 s. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('to') ?? '');
  const [to] = useDebouncedValue(typed.trim(), FILTER_DEBOUNCE_MS);
  // The filter lives in the address (?to=), so a link can open the outbox at one person's messages.
  useEffect(() => {
    if ((params.get('to') ?? '') !== to) setParams(to ? { to } : {}, { replace: true });
  }, [to, params, setParams]);
  const outbox = useOutboxQuery(to);
  const messages = [...(outbox.data?.messages ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Dev outbox
          </Title>
          <Text c="dimmed" size="sm">
            {outbox.data
              ? `Mail: ${outbox.data.mailProvider} · Texts: ${outbox.data.smsProvider} · refreshes every 3 s`
              : 'Messages the app sent while running locally.'}
          </Text>
        </Stack>
        {outbox.isFetching && <Loader size="sm" aria-label="Refreshing" />}
      </Group>
      <TextInput
        mb="lg"
        label="Only messages to"
        description="An e-mail address or phone number, exactly as the message was sent"
        placeholder="ana@example.com"
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        inputMode="email"
        autoComplete="off"
      />

      {outbox.isError && (
        <Alert color="red" variant="light" title="The outbox is not available" mb="lg">
          {errorMessage(outbox.error, 'The outbox could not be loaded.')}
          {/* Refused to another machine, the server says why; a missing outbox means a production server. */}
          {errorCode(outbox.error) === 'NOT_FOUND' && ' (It only exists outside production.)'}
        </Alert>
      )}

      {outbox.isSuccess && messages.length === 0 && (
        <Card withBorder>
          <Stack align="center" gap="xs" py="lg" ta="center">
            <IconInbox size={40} stroke={1.4} color="var(--mantine-color-elk-6)" />
            <Text fw={600}>{to ? `No messages to ${to}` : 'No messages yet'}</Text>
            <Text c="dimmed" size="sm">
              {to
                ? 'Check the address, or clear the filter to see every message.'
                : 'Sign in with an e-mail address and the code will appear here.'}
            </Text>
          </Stack>
        </Card>
      )}

      <Stack gap="md">
        {messages.map((message) => (
          <OutboxMessageCard key={message.id} message={message} />
        ))}
      </Stack>
    </Container>
  );
}
