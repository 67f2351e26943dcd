import love from '@twemoji/svg/2764.svg?url';
import party from '@twemoji/svg/1f389.svg?url';
import laugh from '@twemoji/svg/1f602.svg?url';
import clap from '@twemoji/svg/1f44f.svg?url';
import fire from '@twemoji/svg/1f525.svg?url';
import type { WallReaction } from '../../../shared/wall/reactions';

// The reactions drawn with Twemoji's images (CC-BY 4.0, as the themes' art), not the device's emoji font: the
// same on every phone, and on a machine without colour emoji. Five small files, fetched with the wall.
const IMAGES: Record<WallReaction, string> = { love, party, laugh, clap, fire };

/** One reaction's picture; its name is said by the button around it. */
export function ReactionEmoji({ reaction, size = 18 }: { reaction: WallReaction; size?: number }) {
  return <img src={IMAGES[reaction]} alt="" width={size} height={size} draggable={false} />;
}
