import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BLAST_MAX } from '../../../shared/constants';
import { WALL_TEXT } from '../../../shared/wall/copy';
import { wallComposerSchema } from '../../../shared/wall/schema';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { newMessageId } from '../../app/lib/newMessageId';
import { type WallActions, type WallCredentials, wallCredentialsOf } from './queries';
import classes from './Wall.module.css';

type Values = z.output<typeof wallComposerSchema>;

/** Write a post: the messages' text rules, the count as you type, Post (Ctrl/⌘ + Enter too). */
export function WallComposer({
  credentials,
  post,
}: {
  credentials: WallCredentials;
  post: WallActions['post'];
}) {
  const form = useForm<z.input<typeof wallComposerSchema>, unknown, Values>({
    resolver: zodResolver(wallComposerSchema),
    defaultValues: { text: '' },
  });
  const length = form.watch('text').length;
  const submit = form.handleSubmit((values) =>
    post.mutate(
      { ...wallCredentialsOf(credentials), postId: newMessageId(), text: values.text },
      {
        onSuccess: () => {
          form.reset({ text: '' });
          notify.info(WALL_TEXT.posted);
        },
        onError: (error) =>
          form.setError('text', { message: errorMessage(error, 'Your post was not sent.') }),
      },
    ),
  );
  return (
    <form
      className={classes.composer}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="New post"
    >
      <Textarea
        aria-label="Your post"
        placeholder={WALL_TEXT.placeholder}
        autosize
        minRows={2}
        maxRows={8}
        {...form.register('text')}
        error={form.formState.errors.text?.message}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
        }}
        data-testid="wall-text"
      />
      <div className={classes.composerFoot}>
        <span className={classes.count} aria-live="polite">
          {length > BLAST_MAX * 0.8 ? `${length} / ${BLAST_MAX}` : ''}
        </span>
        <Button type="submit" size="sm" leftSection={<IconSend size={16} />} loading={post.isPending}>
          {WALL_TEXT.post}
        </Button>
      </div>
    </form>
  );
}
