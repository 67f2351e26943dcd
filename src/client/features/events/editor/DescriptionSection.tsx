import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { findTheme } from '../../../../shared/themes/themes';
import { errorMessage } from '../../../app/lib/errors';
import { notify } from '../../../app/lib/notify';
import { useTRPC } from '../../../app/lib/trpc';
import type { EditorEvent } from './model';

type Props = {
  event: Pick<EditorEvent, 'title' | 'description' | 'prompt' | 'inspirationId'>;
  onChange: (description: string) => void;
};

/** 'Description': the text and 'Generate AI description' (disabled while the title is empty). */
export function DescriptionSection({ event, onChange }: Props) {
  const trpc = useTRPC();
  const generate = useMutation(trpc.images.getEventDescription.mutationOptions());
  const title = event.title.trim();

  const run = () =>
    generate.mutate(
      { eventName: title, prompt: event.prompt ?? undefined, theme: findTheme(event.inspirationId)?.slug },
      {
        onSuccess: ({ eventDescription }) => onChange(eventDescription),
        onError: (error) =>
          notify.error(errorMessage(error, 'The description could not be written. Please try again.')),
      },
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg">
          Description
        </Title>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconSparkles size={14} />}
          disabled={!title}
          loading={generate.isPending}
          onClick={run}
        >
          Generate AI description
        </Button>
      </Group>
      <Textarea
        aria-label="Description"
        placeholder="Tell your guests what to expect"
        autosize
        minRows={4}
        maxRows={14}
        maxLength={5000}
        value={event.description}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Stack>
  );
}
