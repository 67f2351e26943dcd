import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { IconEyeOff } from '@tabler/icons-react';
import { WALL_ANCHOR } from '../../../shared/wall/anchor';
import { WALL_TEXT } from '../../../shared/wall/copy';
import type { Wall, WallPost } from '../../../shared/wall/schema';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useLandingScroll } from '../../app/lib/useLandingScroll';
import { WallComposer } from './WallComposer';
import { type PostHandlers, WallPostCard } from './WallPostCard';
import {
  useWallActions,
  useWallLive,
  useWallPage,
  type WallActions,
  type WallCredentials,
  wallCredentialsOf,
} from './queries';
import classes from './Wall.module.css';

const failed = (fallback: string) => (error: unknown) => notify.error(errorMessage(error, fallback));

/** What a post's buttons do: react, delete and (hosts) hide, each telling the viewer when it did not work. */
function postHandlers(
  actions: WallActions,
  credentials: WallCredentials,
  canModerate: boolean,
): PostHandlers {
  const ids = wallCredentialsOf(credentials);
  return {
    onReact: (post, reaction, on) =>
      actions.react.mutate(
        { ...ids, postId: post.postId, reaction, on },
        { onError: failed('Your reaction was not saved.') },
      ),
    onDelete: (post) =>
      actions.remove.mutate(
        { ...ids, postId: post.postId },
        { onError: failed('The post was not deleted.') },
      ),
    ...(canModerate
      ? {
          onHide: (post: WallPost, hidden: boolean) =>
            actions.hide.mutate(
              { eventId: credentials.eventId, postId: post.postId, hidden },
              { onError: failed('The post was not changed.') },
            ),
        }
      : {}),
  };
}

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
  useWallLive(liveVersion);
  const wall = useWallPage(credentials, null);
  const landing = useLandingScroll<HTMLElement>(WALL_ANCHOR);
  const actions = useWallActions();
  const [earlierShown, setEarlierShown] = useState(0);
  const first = wall.data;
  if (!first || (!first.open && !first.canModerate)) return null;
  const posts = first.posts;
  const ids = wallCredentialsOf(credentials);
  const handlers = postHandlers(actions, credentials, first.canModerate);
  const now = Date.now();
  const card = (post: WallPost) => (
    <WallPostCard key={post.postId} post={post} now={now} canReact={first.open} handlers={handlers} />
  );
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
          <WallSwitch wall={first} eventId={credentials.eventId} setOpen={actions.setOpen} />
        )}
      </div>
      {first.open ? (
        <p className={classes.intro}>{WALL_TEXT.intro}</p>
      ) : (
        <p className={classes.notice} role="status" data-testid="wall-closed">
          <IconEyeOff size={18} aria-hidden="true" />
          {WALL_TEXT.closedForHosts}
        </p>
      )}
      {first.canPost && <WallComposer credentials={credentials} post={actions.post} />}
      {posts.length === 0 ? (
        <p className={classes.empty}>{WALL_TEXT.empty}</p>
      ) : (
        <ul className={classes.list} aria-label="Posts" data-testid="wall-posts">
          {posts.map(card)}
        </ul>
      )}
      {first.nextCursor && (
        <EarlierPages
          credentials={credentials}
          cursor={first.nextCursor}
          shown={earlierShown}
          onMore={() => setEarlierShown((shown) => shown + 1)}
          card={card}
        />
      )}
      <WallFooter
        wall={first}
        onFollow={(following) =>
          actions.follow.mutate({ ...ids, following }, { onError: failed('Your choice was not saved.') })
        }
        following={actions.follow.isPending ? actions.follow.variables.following : first.following}
      />
    </section>
  );
}

/**
 * The pages before the first, each the one before the last post of the page above it (so a post arriving on
 * top never leaves a gap): `shown` of them, then "Show earlier posts" while there are more.
 */
function EarlierPages({
  credentials,
  cursor,
  shown,
  onMore,
  card,
}: {
  credentials: WallCredentials;
  cursor: string;
  shown: number;
  onMore: () => void;
  card: (post: WallPost) => ReactNode;
}) {
  const page = useWallPage(credentials, cursor, shown > 0);
  if (shown === 0 || !page.data) {
    return (
      <div className={classes.more}>
        <Button variant="subtle" size="compact-sm" onClick={onMore} loading={shown > 0 && page.isPending}>
          {WALL_TEXT.earlier}
        </Button>
      </div>
    );
  }
  const next = page.data.nextCursor;
  return (
    <>
      <ul className={`${classes.list} ${classes.earlier}`} aria-label="Earlier posts">
        {page.data.posts.map(card)}
      </ul>
      {next && (
        <EarlierPages credentials={credentials} cursor={next} shown={shown - 1} onMore={onMore} card={card} />
      )}
    </>
  );
}

function WallFooter({
  wall,
  onFollow,
  following,
}: {
  wall: Wall;
  onFollow: (following: boolean) => void;
  following: boolean | null;
}) {
  if (following === null || !wall.open) return null;
  return (
    <div className={classes.footer}>
      <label className={classes.follow}>
        <input
          type="checkbox"
          role="switch"
          checked={Boolean(following)}
          onChange={(event) => onFollow(event.currentTarget.checked)}
          data-testid="wall-follow"
        />
        {WALL_TEXT.follow}
      </label>
    </div>
  );
}

/** Hosts: the wall off for guests (posts kept), or on again. */
function WallSwitch({
  wall,
  eventId,
  setOpen,
}: {
  wall: Wall;
  eventId: string;
  setOpen: WallActions['setOpen'];
}) {
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      loading={setOpen.isPending}
      onClick={() =>
        setOpen.mutate({ eventId, open: !wall.open }, { onError: failed('The wall was not changed.') })
      }
    >
      {wall.open ? WALL_TEXT.turnOff : WALL_TEXT.turnOn}
    </Button>
  );
}
