import { MUSIC_COPY } from '../../../shared/music/copy';
import {
  completeConnectInput,
  createPlaylistInput,
  createPlaylistOutput,
  eventSongsOutput,
  musicConnectionSchema,
  searchTracksInput,
  searchTracksOutput,
  startConnectOutput,
} from '../../../shared/music/schema';
import { SONG_SEARCH_RESULTS } from '../../../shared/constants';
import { songRequestList } from '../../../shared/music/songRequestList';
import { isHostRole, ownInvitationOf } from '../../core/access/eventsAccess';
import { successSchema } from '../../../shared/common/schema';
import { DomainError } from '../../platform/errors';
import type { Env } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import { MusicError, type MusicService, musicServiceFor } from '../../platform/providers/music';
import { authedProcedure, publicProcedure } from '../../platform/trpc/procedures';
import { eventGuestProcedure } from '../../core/procedures';
import { eventMemberProcedure } from './access';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { completeAuthorization, connectionOf, disconnect, startAuthorization } from './connections';
import { createPartyPlaylist, playlistUrlOf } from './playlists';
import { songRequestRows } from './songRequests';

const MINUTE = 60_000;
const HOUR = 3600_000;
/** At most this many distinct songs are listed on the event page. */
const SONGS_SHOWN = 100;

function requireService(env: Env): MusicService {
  const service = musicServiceFor(env);
  if (!service) throw new DomainError('BAD_REQUEST', MUSIC_COPY.notConfigured);
  return service;
}

/**
 * A failed call to the service, logged, in the spec's words (section 8): a refused code or an unknown flow is
 * the caller's to retry (400); the service failing or unreachable is a 502.
 */
function serviceFailure(logger: Logger, error: unknown, what: string): never {
  if (error instanceof DomainError) throw error;
  logger.warn({ err: error }, `music: ${what} failed`);
  const code = error instanceof MusicError && error.kind === 'revoked' ? 'BAD_REQUEST' : 'BAD_GATEWAY';
  throw new DomainError(code, MUSIC_COPY.connectionFailed, { cause: error });
}

/**
 * Song requests (spec sections 1 and 4, "Music flow"): the host connects their Spotify account and creates
 * the party's collaborative playlist; guests search tracks with the server's own token and their picks are
 * added to the playlist by the song-sync job.
 */
export const musicRouter = router({
  /** Whether song requests are set up here, and whether the caller has connected their account. */
  connection: publicProcedure.output(musicConnectionSchema).query(async ({ ctx }) => {
    const configured = musicServiceFor(ctx.env) !== null;
    const row = configured && ctx.user ? await connectionOf(ctx.db, ctx.user.id) : null;
    return { configured, connected: row !== null, displayName: row?.displayName ?? null };
  }),

  /** Begins the authorization-code flow with PKCE: the URL the browser goes to. */
  startConnect: authedProcedure
    .use(rateLimit('musicConnect', 30, HOUR))
    .output(startConnectOutput)
    .mutation(async ({ ctx }) => {
      const url = await startAuthorization(ctx.db, requireService(ctx.env), ctx.user.id);
      return { authorizationUrl: url.toString() };
    }),

  /** The /oauth/spotify page hands back the code: the tokens are stored (sealed) for the caller. */
  completeConnect: authedProcedure
    .use(rateLimit('musicConnect', 30, HOUR))
    .input(completeConnectInput)
    .output(musicConnectionSchema)
    .mutation(async ({ ctx, input }) => {
      const service = requireService(ctx.env);
      try {
        const { displayName } = await completeAuthorization(
          ctx.db,
          ctx.env,
          service,
          ctx.user.id,
          input.code,
          input.state,
        );
        return { configured: true, connected: true, displayName };
      } catch (error) {
        return serviceFailure(ctx.logger, error, 'connecting');
      }
    }),

  /** Forgets the caller's tokens (playlists already made stay in their account). */
  disconnect: authedProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await disconnect(ctx.db, ctx.user.id);
    return { success: true as const };
  }),

  /** The party's playlist, in the caller's account; `connect` when they must authorize first. */
  createPlaylist: authedProcedure
    .use(rateLimit('musicPlaylist', 30, HOUR))
    .input(createPlaylistInput)
    .output(createPlaylistOutput)
    .mutation(async ({ ctx, input }) => {
      const service = requireService(ctx.env);
      try {
        return await createPartyPlaylist(ctx.db, ctx.env, service, ctx.user.id, input.name);
      } catch (error) {
        if (error instanceof MusicError && error.kind === 'revoked') return { status: 'connect' as const };
        return serviceFailure(ctx.logger, error, 'creating a playlist');
      }
    }),

  /**
   * A guest looking for a song to request (5 tracks): anyone who may answer the party, on a party that takes
   * song requests. Searched with the server's client-credentials token, never a host's.
   */
  searchTracks: eventGuestProcedure
    .use(rateLimit('songSearch', 60, MINUTE))
    .input(searchTracksInput)
    .output(searchTracksOutput)
    .query(async ({ ctx, input }) => {
      const service = requireService(ctx.env);
      if (!ctx.event.playlistId || ctx.event.cancelledAt) {
        throw new DomainError('BAD_REQUEST', MUSIC_COPY.songRequestsClosed);
      }
      try {
        return { tracks: await service.searchTracks(input.query, SONG_SEARCH_RESULTS) };
      } catch (error) {
        return serviceFailure(ctx.logger, error, 'searching tracks');
      }
    }),

  /**
   * The songs requested so far, with who asked as the guest list shows them, and the playlist's link when there
   * is one: for the party's hosts and guests (not visitors). Typed requests (no music service) are listed too.
   */
  eventSongs: eventMemberProcedure.output(eventSongsOutput).query(async ({ ctx }) => {
    const { event } = ctx;
    const [playlistUrl, rows] = await Promise.all([
      playlistUrlOf(ctx.db, event.playlistId),
      songRequestRows(ctx.db, event.id),
    ]);
    const songs = songRequestList(rows, {
      forHosts: isHostRole(ctx.viewer.role),
      publicGuestList: event.publicGuestList,
      hasWaitlist: event.hasWaitlist,
      ownInviteeId: ownInvitationOf(ctx.viewer)?.id,
    });
    return { playlistUrl, songs: songs.slice(0, SONGS_SHOWN) };
  }),
});
