import { Alert, Button, Menu, ActionIcon, Switch } from '@mantine/core';
import { IconDots, IconEyeOff } from '@tabler/icons-react';
import { WALL_ANCHOR, WALL_TEXT } from '../../../shared/wall/copy';
import type { WallReaction } from '../../../shared/wall/reactions';
import type { Wall, WallPost } from '../../../shared/wall/schema';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useLandingScroll } from '../../app/lib/useLandingScroll';
import { WallComposer } from './WallComposer';
import { type PostHandlers, WallPostCard } from './WallPostCard';
import {
  useWallActions,
  useWallQuery,
  type WallActions,
  type WallCredentials,
  wallCredentialsOf,
} from './queries';
import classes from './Wall.module.css';

const failed = (fallback: string) => (error: unknown) => notify.error(errorMessage(error, fallback));

/**
 * The party's guest wall (issue 44): its hosts and guests post notes and react; hosts hide or delete any post
 * and turn the wall off. Shown to the party's own people only (the server refuses anyone else, and then
 * nothing shows); to guests not at all while the wall is off. Live: the page's updates read it again.
 */
export function WallSection({
  credentials,
  liveVersion,
}: {
  credentials: WallCredentials;
  liveVersion: number;
}) {
  const wall = useWallQuery(credentials, liveVersion);
  const landing = useLandingScroll<HTMLElement>(WALL_ANCHOR);
  const actions = useWallActions();
  const first = wall.data?.pages[0];
  if (!first || (!first.open && !first.canModerate)) return null;
  const seen = new Set<string>();
  const posts = wall
    .data!.pages.flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.postId) && seen.add(post.postId));
  const ids = wallCredentialsOf(credentials);
  const handlers: PostHandlers = {
    onReact: (post: WallPost, reaction: WallReaction, on: boolean) =>
      actions.react.mutate(
        { ...ids, postId: post.postId, reaction, on },
        { onError: failed('Your reaction was not saved.') },
      ),
    onDelete: (post) =>
      actions.remove.mutate(
        { ...ids, postId: post.postId },
        { onError: failed('The post was not deleted.') },
      ),
    ...(first.canModerate
      ? {
          onHide: (post: WallPost, hidden: boolean) =>
            actions.hide.mutate(
              { eventId: credentials.eventId, postId: post.postId, hidden },
              { onError: failed('The post was not changed.') },
            ),
        }
      : {}),
  };
  const now = Date.now();
  return (
    <section
      ref={landing}
      className={classes.sheet}
      id={WALL_ANCHOR}
      aria-labelledby="wall-heading"
      data-testid="wall"
    >
      <div className={classes.headingRow}>
        <h2 id="wall-heading" className={classes.heading}>
          {posts.length
            ? `${WALL_TEXT.heading} (${posts.length}${first.nextCursor ? '+' : ''})`
            : WALL_TEXT.heading}
        </h2>
        {first.canModerate && (
          <HostWallMenu wall={first} eventId={credentials.eventId} setOpen={actions.setOpen} />
        )}
      </div>
      {first.open ? (
        <p className={classes.intro}>{WALL_TEXT.intro}</p>
      ) : (
        <Alert color="gray" icon={<IconEyeOff size={18} />} mb="md" data-testid="wall-closed">
          {WALL_TEXT.closedForHosts}
        </Alert>
      )}
      {first.canPost && <WallComposer credentials={credentials} post={actions.post} />}
      {posts.length === 0 ? (
        <p className={classes.empty}>{WALL_TEXT.empty}</p>
      ) : (
        <ul className={classes.list} aria-label="Posts" data-testid="wall-posts">
          {posts.map((post) => (
            <WallPostCard key={post.postId} post={post} now={now} canReact={first.open} handlers={handlers} />
          ))}
        </ul>
      )}
      <WallFooter
        wall={first}
        hasEarlier={wall.hasNextPage}
        loadingEarlier={wall.isFetchingNextPage}
        onEarlier={() => void wall.fetchNextPage()}
        onFollow={(following) =>
          actions.follow.mutate({ ...ids, following }, { onError: failed('Your choice was not saved.') })
        }
        following={actions.follow.isPending ? actions.follow.variables.following : first.following}
      />
    </section>
  );
}

function WallFooter({
  wall,
  hasEarlier,
  loadingEarlier,
  onEarlier,
  onFollow,
  following,
}: {
  wall: Wall;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onEarlier: () => void;
  onFollow: (following: boolean) => void;
  following: boolean | null;
}) {
  const follows = following !== null && wall.open;
  if (!hasEarlier && !follows) return null;
  return (
    <div className={classes.footer}>
      {follows ? (
        <Switch
          label={WALL_TEXT.follow}
          checked={Boolean(following)}
          onChange={(event) => onFollow(event.currentTarget.checked)}
          data-testid="wall-follow"
        />
      ) : (
        <span />
      )}
      {hasEarlier && (
        <Button variant="subtle" size="compact-sm" onClick={onEarlier} loading={loadingEarlier}>
          {WALL_TEXT.earlier}
        </Button>
      )}
    </div>
  );
}

function HostWallMenu({
  wall,
  eventId,
  setOpen,
}: {
  wall: Wall;
  eventId: string;
  setOpen: WallActions['setOpen'];
}) {
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Wall settings">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() =>
            setOpen.mutate({ eventId, open: !wall.open }, { onError: failed('The wall was not changed.') })
          }
        >
          {wall.open ? WALL_TEXT.turnOff : WALL_TEXT.turnOn}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
