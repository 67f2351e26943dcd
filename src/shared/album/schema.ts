import { z } from 'zod';
import { idSchema, textSchema } from '../common/schema';
import { ALBUM_UPLOAD_MODES } from '../events/schema';
import { inviteTokenSchema } from '../rsvp/schema';
import { ALBUM_MESSAGES } from './copy';
import { albumCodePattern } from './rules';

// The album's wire (spec section 3: albumDetails with albumUrl, albumCode, photoUploadMode and photoMetas;
// section 7: getAlbumDetails and getPreviewAlbumDetails).

export const albumUploadModeSchema = z.enum(ALBUM_UPLOAD_MODES, {
  error: 'The photo upload mode is manual or automatic.',
});

export const albumCodeSchema = textSchema()
  .trim()
  .toLowerCase()
  .regex(albumCodePattern, { error: ALBUM_MESSAGES.linkInvalid });

/**
 * Who is asking about a party's album: the session, and whatever the caller holds besides: the invitation link
 * (token, with or without the invitee id) or the album link's code.
 */
export const albumCredentialsSchema = z.object({
  eventId: idSchema,
  inviteeUuid: idSchema.optional(),
  token: inviteTokenSchema.optional(),
  albumCode: albumCodeSchema.optional(),
});
export type AlbumCredentials = z.infer<typeof albumCredentialsSchema>;

/** getAlbumDetails (spec: eventId, inviteeUuid) and getPreviewAlbumDetails (eventId, token) take the same. */
export const getAlbumDetailsInput = albumCredentialsSchema;

export const photoMetaSchema = z.object({
  photoId: z.string(),
  thumbnailUrl: z.string(),
  fullsizeUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** When it was added (epoch ms). */
  uploadedAt: z.number(),
  /** The caller added it, or hosts the party: they may remove it (while the party is on). */
  canRemove: z.boolean(),
});
export type PhotoMeta = z.infer<typeof photoMetaSchema>;

export const albumDetailsSchema = z.object({
  /** The album's id (spec: existingAlbumId). */
  albumId: z.string(),
  /** The album link and its code: for the hosts, who share them; null for everyone else. */
  albumUrl: z.string().nullable(),
  albumCode: z.string().nullable(),
  /** The caller's upload mode: their own default, else the album's, else manual. */
  photoUploadMode: albumUploadModeSchema,
  /** Oldest first, as the party happened. */
  photoMetas: z.array(photoMetaSchema),
  /** Photos can be added and removed (false once the party is cancelled: the album is read-only). */
  canAdd: z.boolean(),
  maxPhotos: z.number().int(),
});
export type AlbumDetails = z.infer<typeof albumDetailsSchema>;

export const removePhotoInput = albumCredentialsSchema.extend({ photoId: idSchema });

/**
 * Keeps the caller's upload mode as their default: on the account when signed in, else on the invitation their
 * link names (eventId and token).
 */
export const setPhotoUploadModeInput = z.object({
  photoUploadMode: albumUploadModeSchema,
  eventId: idSchema.optional(),
  inviteeUuid: idSchema.optional(),
  token: inviteTokenSchema.optional(),
});
export const setPhotoUploadModeResultSchema = z.object({ photoUploadMode: albumUploadModeSchema });

/** Opening the album link: the party it belongs to, as much as its guests see on the album page. */
export const openAlbumLinkInput = z.object({ albumCode: albumCodeSchema });
export const albumLinkPartySchema = z.object({
  eventId: z.string(),
  title: z.string(),
  photoUrl: z.string().nullable(),
  startTime: z.number(),
  timeZone: z.string(),
  cancelled: z.boolean(),
});
export type AlbumLinkParty = z.infer<typeof albumLinkPartySchema>;

/** POST /api/album/photos answers the added photo. */
export const uploadedPhotoSchema = z.object({ photo: photoMetaSchema });
