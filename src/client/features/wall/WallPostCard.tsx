import { ActionIcon, Badge, Menu, Text } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff, IconMoodPlus, IconTrash } from '@tabler/icons-react';
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

/** One post: who, when, the words, its reactions (tap to give or take back one), and its menu. */
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
            {post.author.isHost && (
              <Badge size="xs" variant="light">
                {WALL_TEXT.host}
              </Badge>
            )}
            <time className={classes.time} dateTime={new Date(post.postedAt).toISOString()}>
              {messageTimeLabel(post.postedAt, now)}
            </time>
            {post.hidden && (
              <Badge size="xs" color="gray" variant="outline" data-testid="wall-post-hidden">
                {WALL_TEXT.hiddenBadge}
              </Badge>
            )}
          </div>
          <PostMenu post={post} handlers={handlers} />
        </div>
        <div className={classes.bubble} data-testid="wall-post-text">
          {post.text}
        </div>
        <Reactions post={post} canReact={canReact} onReact={handlers.onReact} />
      </div>
    </li>
  );
}

function Reactions({
  post,
  canReact,
  onReact,
}: {
  post: WallPost;
  canReact: boolean;
  onReact: PostHandlers['onReact'];
}) {
  if (!canReact && post.reactions.length === 0) return null;
  return (
    <div className={classes.reactions}>
      {post.reactions.map(({ reaction, count, mine }) => {
        return (
          <button
            key={reaction}
            type="button"
            className={classes.reaction}
            aria-pressed={mine}
            aria-label={`${REACTION_LABELS[reaction]}: ${count}`}
            disabled={!canReact}
            onClick={() => onReact(post, reaction, !mine)}
          >
            <ReactionEmoji reaction={reaction} />
            {count}
          </button>
        );
      })}
      {canReact && (
        <Menu position="bottom-start" shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size={32} radius="xl" aria-label="Add a reaction">
              <IconMoodPlus size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <div className={classes.reactions} role="group" aria-label="Reactions">
              {WALL_REACTIONS.map((reaction) => {
                const mine = post.reactions.some((given) => given.reaction === reaction && given.mine);
                return (
                  <Menu.Item
                    key={reaction}
                    onClick={() => onReact(post, reaction, !mine)}
                    aria-label={REACTION_LABELS[reaction]}
                    px={8}
                  >
                    <ReactionEmoji reaction={reaction} size={24} />
                  </Menu.Item>
                );
              })}
            </div>
          </Menu.Dropdown>
        </Menu>
      )}
    </div>
  );
}

/** Hide or show (hosts) and delete (hosts and the author); nothing for anyone else. */
function PostMenu({ post, handlers }: { post: WallPost; handlers: PostHandlers }) {
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
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Post actions">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onHide && (
          <Menu.Item
            leftSection={post.hidden ? <IconEye size={16} /> : <IconEyeOff size={16} />}
            onClick={() => onHide(post, !post.hidden)}
          >
            {post.hidden ? WALL_TEXT.show : WALL_TEXT.hide}
          </Menu.Item>
        )}
        {post.canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
            {WALL_TEXT.remove}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
