import { type ReactNode } from 'react';
import { PartySectionsProvider, type PartySections } from '../events';
import { AlbumShareCard } from '../album';
import { MessagesFeed } from '../messages';
import { MusicBlock, useMusicConnection } from '../music';

// The sections of a party that other features own, as the editor shows them (events/editor/partySections.tsx
// says why the editor takes them in rather than importing them). The same every render: a stable context value.
const PARTY_SECTIONS: PartySections = {
  HostMessages: ({ eventId, hostName }) => (
    <MessagesFeed eventId={eventId} access={{}} isHost hostName={hostName} />
  ),
  AlbumShareCard,
  MusicBlock,
  useMusicConfigured: () => useMusicConnection().data?.configured,
};

/** Gives the editor (and the party options modal, the editor's Options tab) the party's sections. */
export function WithPartySections({ children }: { children: ReactNode }) {
  return <PartySectionsProvider value={PARTY_SECTIONS}>{children}</PartySectionsProvider>;
}
