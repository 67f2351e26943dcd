import { ShareButton } from '../../../app/ui/ShareButton';
import classes from './Poster.module.css';

/** Titles longer than this are set a size smaller so they stay a headline, not a wall. */
const LONG_TITLE = 36;

/** The party's title on its poster, with the share button beside it (the page lays out the row). */
export function PosterTitle({ title, shareUrl }: { title: string; shareUrl: string }) {
  return (
    <>
      <h1
        id="event-title"
        className={`${classes.title} ${title.length > LONG_TITLE ? classes.titleLong : ''}`}
        data-testid="event-title"
      >
        {title}
      </h1>
      <div className={classes.actionsRow}>
        <ShareButton title={title} url={shareUrl} />
      </div>
    </>
  );
}

/** The host's description of the party, as they wrote it (line breaks kept by the stylesheet). */
export function PosterDescription({ text }: { text: string }) {
  return (
    <div className={classes.description} data-testid="event-description">
      {text}
    </div>
  );
}
