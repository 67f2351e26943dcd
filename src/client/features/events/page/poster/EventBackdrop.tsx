import { useReducedMotion } from '@mantine/hooks';
import classes from './Poster.module.css';

type Props = {
  /** The background video (spec: backgroundAnimationUrl), unless the host turned it off. */
  videoUrl: string | null | undefined;
  videoDisabled: boolean;
  /** A background animation given as an image (GIF, WebP, APNG) address. */
  animation: string | null | undefined;
};

const isHttpUrl = (value: string | null | undefined): value is string =>
  Boolean(value && /^(https?:\/\/|\/)/i.test(value.trim()));

/**
 * Behind the whole page: the tint as a soft gradient; a background video or animation when the party has one,
 * under a veil of the tint so the sheets on top stay readable. Nothing moves for people who ask for reduced
 * motion.
 */
export function EventBackdrop({ videoUrl, videoDisabled, animation }: Props) {
  const reduceMotion = useReducedMotion();
  const showVideo = !videoDisabled && !reduceMotion && isHttpUrl(videoUrl);
  const showAnimation = !showVideo && !reduceMotion && isHttpUrl(animation);
  return (
    <div className={classes.backdrop} aria-hidden="true" data-testid="event-backdrop">
      {(showVideo || showAnimation) && (
        // Stays in view while the page scrolls past it.
        <div className={classes.backdropStage}>
          {showVideo && (
            <video className={classes.backdropMedia} src={videoUrl!} autoPlay muted loop playsInline />
          )}
          {showAnimation && (
            <div className={classes.backdropImage} style={{ backgroundImage: `url("${animation!}")` }} />
          )}
          <div className={classes.backdropVeil} />
        </div>
      )}
    </div>
  );
}
