import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { BLAST_MAX } from '../../../shared/constants';
import { WALL_TEXT } from '../../../shared/wall/copy';
import { postTextProblem } from '../../../shared/wall/rules';
import { errorMessage } from '../../app/lib/errors';
import { newMessageId } from '../../app/lib/newMessageId';
import { notify } from '../../app/lib/notify';
import { type WallActions, type WallCredentials, wallCredentialsOf } from './queries';
import classes from './Wall.module.css';

/**
 * Write a post: the messages' text rules, the count near the limit, Post (Ctrl/⌘ + Enter too). A plain
 * textarea, not the form libraries: the wall comes with a guest's first visit, and pays for its bytes.
 */
export function WallComposer({
  credentials,
  post,
}: {
  credentials: WallCredentials;
  post: WallActions['post'];
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const submit = () => {
    const found = postTextProblem(text);
    setProblem(found);
    if (found) return;
    post.mutate(
      { ...wallCredentialsOf(credentials), postId: newMessageId(), text },
      {
        onSuccess: () => {
          setText('');
          notify.info(WALL_TEXT.posted);
        },
        onError: (error) => setProblem(errorMessage(error, 'Your post was not sent.')),
      },
    );
  };
  return (
    <form
      className={classes.composer}
      noValidate
      aria-label="New post"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        className={classes.textarea}
        aria-label="Your post"
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? errorId : undefined}
        placeholder={WALL_TEXT.placeholder}
        rows={2}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
        data-testid="wall-text"
      />
      {problem && (
        <p id={errorId} className={classes.error} role="alert">
          {problem}
        </p>
      )}
      <div className={classes.composerFoot}>
        <span className={classes.count} aria-live="polite">
          {text.length > BLAST_MAX * 0.8 ? `${text.length} / ${BLAST_MAX}` : ''}
        </span>
        <Button type="submit" size="sm" leftSection={<IconSend size={16} />} loading={post.isPending}>
          {WALL_TEXT.post}
        </Button>
      </div>
    </form>
  );
}
