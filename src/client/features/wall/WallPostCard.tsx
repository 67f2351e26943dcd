import { Text } from '@mantine/core';
import { IconEye, IconEyeOff, IconMoodPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messageTimeLabel } from '../../../shared/messages/rules';
import { WALL_TEXT } from '../../../shared/wall/copy';
import { REACTION_LABELS, WALL_REACTIONS, type WallReaction } from '../../../shared/wall/reactions';
import type { WallPost } from '../../../shared/wall/schema';
import { openConfirmModal } from '../../app/lib/confirmModals';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { ReactionEmoji } from './ReactionEmoji';
import classes from './Wall.module.css';

export type PostHandlers = {
  onReact: (post: WallPost, reaction: WallReaction, on: boolean) => void;
  onDelete: (post: WallPost) => void;
  /** Hosts only. */
  onHide?: (post: WallPost, hidden: boolean) => void;
};

/** One post: who, when, the words, its reactions (tap to give or take back one), and what may be done to it. */
export function WallPostCard({
  post,
  now,
  canReact,
  handlers,
}: {
  post: WallPost;
  now: number;
  canReact: boolean;
  handlers: PostHandlers;
}) {
  const name = post.author.name.trim() || (post.author.isHost ? 'Host' : 'Guest');
  return (
    <li className={`${classes.post} ${post.hidden ? classes.postHidden : ''}`} data-testid="wall-post">
      <UserAvatar person={{ userId: null, name, photoUrl: post.author.photoUrl }} size={40} radius="xl" />
      <div>
        <div className={classes.metaRow}>
          <div className={classes.meta}>
            <span className={classes.name}>{post.mine ? `${name} (you)` : name}</span>
            {post.author.isHost && <span className={classes.tag}>{WALL_TEXT.host}</span>}
            <time className={classes.time} dateTime={new Date(post.postedAt).toISOString()}>
              {messageTimeLabel(post.postedAt, now)}
            </time>
            {post.hidden && (
              <span className={`${classes.tag} ${classes.tagMuted}`} data-testid="wall-post-hidden">
                {WALL_TEXT.hiddenBadge}
              </span>
            )}
          </div>
          <PostActions post={post} handlers={handlers} />
        </div>
        <div className={classes.bubble} data-testid="wall-post-text">
          {post.text}
        </div>
        <Reactions post={post} canReact={canReact} onReact={handlers.onReact} />
      </div>
    </li>
  );
}

/** The reactions given, each a toggle; "Add a reaction" opens the five in place (no pop-up to load). */
function Reactions({
  post,
  canReact,
  onReact,
}: {
  post: WallPost;
  canReact: boolean;
  onReact: PostHandlers['onReact'];
}) {
  const [picking, setPicking] = useState(false);
  if (!canReact && post.reactions.length === 0) return null;
  const given = new Map(post.reactions.map((r) => [r.reaction, r]));
  const shown = picking ? WALL_REACTIONS : WALL_REACTIONS.filter((reaction) => given.has(reaction));
  return (
    <div className={classes.reactions} role="group" aria-label="Reactions">
      {shown.map((reaction) => {
        const count = given.get(reaction)?.count ?? 0;
        const mine = given.get(reaction)?.mine ?? false;
        return (
          <button
            key={reaction}
            type="button"
            className={classes.reaction}
            aria-pressed={mine}
            aria-label={`${REACTION_LABELS[reaction]}: ${count}`}
            disabled={!canReact}
            onClick={() => {
              setPicking(false);
              onReact(post, reaction, !mine);
            }}
          >
            <ReactionEmoji reaction={reaction} />
            {count > 0 && count}
          </button>
        );
      })}
      {canReact && (
        <button
          type="button"
          className={`${classes.reaction} ${classes.addReaction}`}
          aria-expanded={picking}
          aria-label={picking ? 'Close the reactions' : 'Add a reaction'}
          onClick={() => setPicking((open) => !open)}
        >
          <IconMoodPlus size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** Hide or show (hosts) and delete (hosts and the author); nothing for anyone else. */
function PostActions({ post, handlers }: { post: WallPost; handlers: PostHandlers }) {
  const { onHide, onDelete } = handlers;
  if (!onHide && !post.canDelete) return null;
  const confirmDelete = () =>
    openConfirmModal({
      title: WALL_TEXT.remove,
      children: <Text size="sm">{WALL_TEXT.removeConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => onDelete(post),
    });
  const hideLabel = post.hidden ? WALL_TEXT.show : WALL_TEXT.hide;
  return (
    <div className={classes.actions}>
      {onHide && (
        <button
          type="button"
          className={classes.iconButton}
          aria-label={hideLabel}
          title={hideLabel}
          onClick={() => onHide(post, !post.hidden)}
        >
          {post.hidden ? (
            <IconEye size={18} aria-hidden="true" />
          ) : (
            <IconEyeOff size={18} aria-hidden="true" />
          )}
        </button>
      )}
      {post.canDelete && (
        <button
          type="button"
          className={classes.iconButton}
          aria-label={WALL_TEXT.remove}
          title={WALL_TEXT.remove}
          onClick={confirmDelete}
        >
          <IconTrash size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
