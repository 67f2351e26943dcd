// The music feature's words: the spec's where it has them (sections 2 and 8), ours otherwise.
export const MUSIC_COPY = {
  /** Spec section 2, the /oauth/{authType} page. */
  connecting: (authType: string) => `Connecting your ${authType}...`,
  /** Spec section 8: any failure connecting or talking to the music service (error toast, 20 s). */
  connectionFailed: 'Sorry, something went wrong connecting with the music service. Please try again.',
  notConfigured: 'Song requests are not set up on this server.',
  songRequestsClosed: 'Song requests are not open for this party.',
  notConnected: 'Connect your music first.',
  untitledPlaylist: 'Untitled Party',
  playlistDescription: 'Song requests from the guests, collected by Elk.',
} as const;
