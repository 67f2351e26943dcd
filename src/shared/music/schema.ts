// The music feature's wire objects (spec sections 3, 4 and 7): the host's connection to the streaming
// service, the party's collaborative playlist and the guests' track search.
import { z } from 'zod';
import { GUEST_SEARCH_MAX, SONG_SEARCH_RESULTS } from '../constants';
import { idSchema, textSchema } from '../common/schema';
import { inviteTokenSchema } from '../rsvp/schema';
import { songSchema } from './songSchema';

export const musicConnectionSchema = z.object({
  /** The server has a music service configured (SPOTIFY_CLIENT_ID and friends): the editor shows the block. */
  configured: z.boolean(),
  /** The caller has connected their account (a token is stored, refreshable). */
  connected: z.boolean(),
  displayName: z.string().nullable(),
});
export type MusicConnection = z.infer<typeof musicConnectionSchema>;

export const startConnectOutput = z.object({ authorizationUrl: z.string().url() });

/** The /oauth/{authType} page hands the code and state the service sent back. */
export const completeConnectInput = z.object({
  code: textSchema().min(1).max(2000),
  state: textSchema().min(1).max(200),
});

export const createPlaylistInput = z.object({
  /** The party's title; empty gives 'Untitled Party' (spec section 4). */
  name: textSchema().max(200).optional(),
});

/** Created, or the host must (re)connect first: the client then starts the authorization flow. */
export const createPlaylistOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('created'), playlistId: z.string(), playlistUrl: z.string().nullable() }),
  z.object({ status: z.literal('connect') }),
]);
export type CreatePlaylistResult = z.infer<typeof createPlaylistOutput>;

/** A guest's credentials on the party, as the event page's other guest calls carry them. */
const partyCredentials = {
  eventId: idSchema,
  inviteeUuid: idSchema.optional(),
  token: inviteTokenSchema.optional(),
};

export const searchTracksInput = z.object({
  ...partyCredentials,
  query: textSchema().trim().min(1, { error: 'Type a song or an artist.' }).max(GUEST_SEARCH_MAX),
});
export const searchTracksOutput = z.object({ tracks: z.array(songSchema).max(SONG_SEARCH_RESULTS) });

export const eventSongsInput = z.object(partyCredentials);
export const eventSongsOutput = z.object({
  playlistUrl: z.string().nullable(),
  /** The songs guests asked for, newest first, each once, with the names this viewer may see (songRequestList). */
  songs: z.array(songSchema.extend({ requests: z.number().int().min(1), requestedBy: z.array(z.string()) })),
});
export type EventSongs = z.infer<typeof eventSongsOutput>;
