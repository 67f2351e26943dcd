import { type ComponentType, createContext, useContext } from 'react';

// The editor shows a few sections other features own: the party's messages (spec §2, when editing), the
// album's share card (Options) and the music block (Questions). The events base imports none of those
// features (they build on it: messages on RSVP's access, which reads the party), so the party page's side
// (partyPage/partySections.tsx) hands them in through this context, the way a layout takes its slots.

export type MusicBlockProps = {
  /** The party's title: the playlist is named after it. */
  title: string;
  playlistId: string | null | undefined;
  onPlaylist: (playlistId: string) => void;
  /** Back from the service with spotifySuccess: create the playlist without another click. */
  autoCreate: boolean;
};

export type PartySections = {
  /** The party's messages as its host reads them. */
  HostMessages: ComponentType<{ eventId: string; hostName: string }>;
  /** The album's link and QR code for guests. */
  AlbumShareCard: ComponentType<{ eventId: string }>;
  /** Connect a music service and make the party's playlist. */
  MusicBlock: ComponentType<MusicBlockProps>;
  /** Whether a music service is configured (undefined until known): a hook, called as one. */
  useMusicConfigured: () => boolean | undefined;
};

const PartySectionsContext = createContext<PartySections | null>(null);

export const PartySectionsProvider = PartySectionsContext.Provider;

export function usePartySections(): PartySections {
  const sections = useContext(PartySectionsContext);
  if (!sections) throw new Error('The editor needs PartySectionsProvider (see partyPage/partySections.tsx)');
  return sections;
}
