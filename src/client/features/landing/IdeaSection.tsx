import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LANDING_COPY } from '../../../shared/landing/copy';
import { coverSrcSet, THUMBNAIL_WIDTH } from '../../../shared/landing/images';
import type { CalendarDay } from '../../../shared/themes/calendarDay';
import { COVER_STYLES, type CoverStyle } from '../../../shared/images/coverStyles';
import { useSuggestionQuery } from './queries';
import { tileColors } from './ThemeMenu';
import classes from './Welcome.module.css';

// 'Need an idea?': pick a cover style, get a party idea for it (EventService.fetchEventSuggestion) and start the
// party from it: /instant with the idea's theme and its words for a cover in that style.

const STYLES = COVER_STYLES.filter((style) => style !== 'None');

export function IdeaSection({ today }: { today: CalendarDay }) {
  const id = useId();
  const [style, setStyle] = useState<CoverStyle | null>(null);
  const [seed, setSeed] = useState(0);
  const idea = useSuggestionQuery(style, seed, today);
  const suggestion = idea.data?.suggestion;

  return (
    <section
      className={`${classes.section} ${classes.nearScreen} ${classes.ideaSection}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="lp-container">
        <h2 id={`${id}-title`} className={classes.sectionTitle}>
          {LANDING_COPY.ideaTitle}
        </h2>
        <p className={classes.sectionLead}>{LANDING_COPY.ideaLead}</p>
        <div role="group" aria-label="Cover styles" className={classes.chips}>
          {STYLES.map((name) => (
            <button
              key={name}
              type="button"
              className={classes.chip}
              aria-pressed={name === style}
              onClick={() => {
                setStyle(name);
                setSeed(0);
              }}
            >
              {name}
            </button>
          ))}
        </div>
        <div aria-live="polite" aria-busy={style !== null && idea.isFetching}>
          {style !== null && idea.isError && (
            <p role="alert" className={classes.sectionLead}>
              {LANDING_COPY.ideaFailed}
            </p>
          )}
          {style !== null && !suggestion && idea.isFetching && <div className={classes.ideaSkeleton} />}
          {suggestion && (
            <div className={classes.idea} style={tileColors(suggestion.inspiration)}>
              <img
                className={classes.ideaArt}
                src={suggestion.inspiration.thumbnailUrl}
                srcSet={coverSrcSet(suggestion.inspiration)}
                sizes="(max-width: 767px) 100vw, 240px"
                width={THUMBNAIL_WIDTH}
                height={THUMBNAIL_WIDTH}
                alt=""
              />
              <div className={classes.featuredText} style={{ color: suggestion.inspiration.colors.text }}>
                <span className={classes.featuredEyebrow}>{suggestion.style}</span>
                <h3 className={classes.featuredTitle}>{suggestion.title}</h3>
                <p className={classes.ideaDescription}>{suggestion.description}</p>
                <div className={classes.ideaActions}>
                  <Link
                    to="/instant"
                    state={{ theme: suggestion.inspiration.slug, prompt: suggestion.prompt }}
                    className={classes.featuredCta}
                    style={{
                      background: suggestion.inspiration.colors.text,
                      color: suggestion.inspiration.colors.primary,
                    }}
                  >
                    {LANDING_COPY.ideaStart}
                  </Link>
                  <button
                    type="button"
                    className={classes.ghostButton}
                    onClick={() => setSeed((value) => value + 1)}
                  >
                    {LANDING_COPY.ideaAnother}
                  </button>
                </div>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
