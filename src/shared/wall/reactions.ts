// The reactions a wall post can get (issue 44): a short fixed set, named on the wire, drawn as emoji. Without
// zod, so the party page's client code can read it without the schemas.

export const WALL_REACTIONS = ['love', 'party', 'laugh', 'clap', 'fire'] as const;
export type WallReaction = (typeof WALL_REACTIONS)[number];

/** Each reaction's name, as buttons and screen readers say it (❤️ 🎉 😂 👏 🔥, drawn by the client). */
export const REACTION_LABELS: Record<WallReaction, string> = {
  love: 'Love',
  party: 'Celebrate',
  laugh: 'Haha',
  clap: 'Applause',
  fire: 'Fire',
};

/** One reaction's count on a post, and whether the viewer gave it. */
export type ReactionCount = { reaction: WallReaction; count: number; mine: boolean };

/**
 * A post's reactions as the viewer sees them, in WALL_REACTIONS order, only those someone gave: from the stored
 * rows (who gave which) and the viewer's own key.
 */
export function reactionCounts(
  rows: readonly { reactor: string; reaction: string }[],
  viewerKey: string,
): ReactionCount[] {
  return WALL_REACTIONS.flatMap((reaction) => {
    const givers = rows.filter((row) => row.reaction === reaction);
    return givers.length
      ? [{ reaction, count: givers.length, mine: givers.some((row) => row.reactor === viewerKey) }]
      : [];
  });
}

/** Who reacts, as the reactions table keys them: a guest by invitation, a host by account. */
export function reactorKey(reader: { kind: 'host'; userId: string } | { kind: 'guest'; inviteeId: string }) {
  return reader.kind === 'host' ? `u:${reader.userId}` : `i:${reader.inviteeId}`;
}

/** A post shortened for a notice's subject or a digest line, on a word boundary where one is near. */
export function postSnippet(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
