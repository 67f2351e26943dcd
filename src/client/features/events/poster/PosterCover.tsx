import { IconConfetti } from '@tabler/icons-react';
import classes from './Poster.module.css';

/**
 * The hero: the party's square cover, or, until the host picks one, a poster generated from the tint with the
 * title set large.
 */
export function PosterCover({
  photoUrl,
  title,
  cancelled,
}: {
  photoUrl: string | null | undefined;
  title: string;
  cancelled: boolean;
}) {
  return (
    <div className={`${classes.cover} ${cancelled ? classes.cancelledCover : ''}`} data-testid="event-cover">
      {photoUrl ? (
        <img src={photoUrl} alt={`Cover of ${title}`} className={classes.coverImage} />
      ) : (
        <div className={classes.generated} role="img" aria-label={`Cover of ${title}`}>
          <IconConfetti size={88} stroke={1.3} className={classes.generatedIcon} aria-hidden="true" />
          <div className={classes.generatedTitle} aria-hidden="true">
            {title}
          </div>
        </div>
      )}
    </div>
  );
}
