import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../app/lib/idle';
import { isVideoUrl } from '../../../../shared/themes/backgrounds';
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
 * motion. The video or animation (a large file) is asked for at the page's first quiet moment, so it does not
 * hold up the invitation's own first paint on a slow phone (issue 14).
 */
export function EventBackdrop({ videoUrl, videoDisabled, animation }: Props) {
  const reduceMotion = useReducedMotion();
  const [quiet, setQuiet] = useState(false);
  useEffect(() => whenIdle(() => setQuiet(true)), []);
  const background = quiet && !videoDisabled && !reduceMotion && isHttpUrl(videoUrl) ? videoUrl : null;
  // The background is a video file, or an animated image (a GIF, or a built-in animated SVG).
  const showVideo = background !== null && isVideoUrl(background);
  const moving =
    background !== null && !showVideo
      ? background
      : quiet && !reduceMotion && isHttpUrl(animation)
        ? animation
        : null;
  const showAnimation = !showVideo && moving !== null;
  return (
    <div className={classes.backdrop} aria-hidden="true" data-testid="event-backdrop">
      {(showVideo || showAnimation) && (
        // Stays in view while the page scrolls past it.
        <div className={classes.backdropStage}>
          {showVideo && (
            <video className={classes.backdropMedia} src={background!} autoPlay muted loop playsInline />
          )}
          {showAnimation && (
            <div
              className={classes.backdropImage}
              style={{ backgroundImage: `url("${moving!}")` }}
              data-testid="event-backdrop-animation"
            />
          )}
          <div className={classes.backdropVeil} />
        </div>
      )}
    </div>
  );
}
