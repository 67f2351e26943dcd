import { eq } from 'drizzle-orm';
import { MUSIC_COPY } from '../../../shared/music/copy';
import { playlistNameFor } from '../../../shared/music/rules';
import type { CreatePlaylistResult } from '../../../shared/music/schema';
import type { Db } from '../../platform/db/client';
import { musicPlaylists } from '../../platform/db/schema';
import type { Env } from '../../platform/env';
import type { MusicService } from '../../platform/providers/music';
import { withMusicAccess } from './connections';

/**
 * The party's collaborative playlist, named after the party or 'Untitled Party' (spec section 4), in the
 * caller's account; `connect` when they must authorize first (never connected, or the grant is gone).
 */
export async function createPartyPlaylist(
  db: Db,
  env: Env,
  service: MusicService,
  userId: string,
  title: string | undefined,
): Promise<CreatePlaylistResult> {
  const name = playlistNameFor(title);
  const created = await withMusicAccess(db, env, service, userId, (access) =>
    service.createPlaylist(access.accessToken, access.providerUserId, name, MUSIC_COPY.playlistDescription),
  );
  if (!created) return { status: 'connect' };
  await db
    .insert(musicPlaylists)
    .values({ playlistId: created.id, ownerUserId: userId, name, url: created.url })
    .onConflictDoNothing();
  return { status: 'created', playlistId: created.id, playlistUrl: created.url };
}

export async function playlistUrlOf(db: Db, playlistId: string | null): Promise<string | null> {
  if (!playlistId) return null;
  const [row] = await db
    .select({ url: musicPlaylists.url })
    .from(musicPlaylists)
    .where(eq(musicPlaylists.playlistId, playlistId));
  return row?.url ?? `https://open.spotify.com/playlist/${encodeURIComponent(playlistId)}`;
}
