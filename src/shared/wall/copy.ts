// The guest wall's words (issue 44): one string per meaning, changed only here.

export const WALL_TEXT = {
  heading: 'Wall',
  intro: 'Notes for everyone at the party. Only its hosts and guests see them.',
  empty: 'Nothing on the wall yet. Say hello!',
  placeholder: 'Write something for the party…',
  post: 'Post',
  posted: 'Posted on the wall.',
  onlyGuests: "Only the party's hosts and guests can see its wall.",
  closed: 'The hosts turned the wall off.',
  closedForHosts: 'The wall is off: guests do not see it.',
  cancelled: 'This party was canceled: its wall is read-only.',
  gone: 'That post is no longer on the wall.',
  notYours: 'Only its author or a host can delete a post.',
  idTaken: 'That post id is already taken. Please try again.',
  hiddenBadge: 'Hidden from guests',
  hide: 'Hide from guests',
  show: 'Show to guests',
  remove: 'Delete post',
  removeConfirm: 'Delete this post for everyone? This cannot be undone.',
  turnOff: 'Turn the wall off',
  turnOn: 'Turn the wall on',
  follow: 'Tell me about new posts',
  hostsFollow: 'Hosts hear of new posts by their update setting.',
  earlier: 'Show earlier posts',
  host: 'Host',
} as const;

/** The wall's element id on the party page: a wall notice's link ends in #wall, and the page scrolls there. */
export const WALL_ANCHOR = 'wall';
