import { z } from 'zod';

// "Download my data" (accounts.exportMyData): the shape of the JSON file a signed-in person downloads, the
// procedure's output schema. Times are ISO strings (null when unset); the place and a song answer are kept as
// stored (a structured place, a track), so they pass through as they are.

const isoOrNull = z.string().nullable();
const storedAsIs = z.unknown();

const addressFields = { verified: z.boolean(), addedAt: isoOrNull };

export const accountDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    name: z.string().nullable(),
    photoUrl: z.string().nullable(),
    emails: z.array(z.object({ email: z.string(), ...addressFields })),
    phones: z.array(z.object({ phone: z.string(), ...addressFields })),
    textPermission: z.string().nullable(),
    createdAt: isoOrNull,
    profileCreatedAt: isoOrNull,
    optedOutAt: isoOrNull,
  }),
  hostedParties: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      startTime: isoOrNull,
      endTime: isoOrNull,
      timeZone: z.string().nullable(),
      location: storedAsIs,
      coverUrl: z.string().nullable(),
      cancelledAt: isoOrNull,
      questions: z.array(z.object({ question: z.string(), type: z.string(), required: z.boolean() })),
      guestCount: z.number().int(),
      createdAt: isoOrNull,
    }),
  ),
  invitations: z.array(
    z.object({
      partyId: z.string(),
      partyTitle: z.string().nullable(),
      partyStartTime: isoOrNull,
      role: z.string().nullable(),
      nameOnTheList: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      rsvpStatus: z.string().nullable(),
      additionalGuests: z.number().int(),
      rsvpMessage: z.string().nullable(),
      respondedAt: isoOrNull,
      answers: z.array(
        z.object({
          question: z.string(),
          text: z.string().nullable(),
          yes: z.boolean().nullable(),
          song: storedAsIs,
        }),
      ),
    }),
  ),
  messagesWritten: z.array(
    z.object({
      partyId: z.string(),
      message: z.string(),
      toEveryone: z.boolean(),
      textBlast: z.boolean(),
      sentAt: isoOrNull,
    }),
  ),
  /** Notes they posted on parties' guest walls. */
  wallPosts: z.array(
    z.object({ partyId: z.string(), text: z.string(), hiddenByHosts: z.boolean(), postedAt: z.string() }),
  ),
  photos: z.object({
    albumPhotos: z.array(
      z.object({
        partyId: z.string(),
        url: z.string().nullable(),
        thumbnailUrl: z.string().nullable(),
        addedAt: isoOrNull,
      }),
    ),
    coverImages: z.array(
      z.object({
        kind: z.string().nullable(),
        url: z.string().nullable(),
        prompt: z.string().nullable(),
        createdAt: isoOrNull,
      }),
    ),
  }),
  coins: z.array(
    z.object({
      coins: z.number().int(),
      reason: z.string(),
      paymentId: z.string().nullable(),
      at: isoOrNull,
    }),
  ),
});

export type AccountDataExport = z.infer<typeof accountDataExportSchema>;
