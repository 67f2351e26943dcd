import { type CSSProperties, useId } from 'react';
import { Link } from 'react-router';
import { LANDING_COPY } from '../../../shared/landing/copy';
import type { Inspiration, InspirationRow } from '../../../shared/landing/schema';
import { TileFace } from './ThemeMenu';
import classes from './Welcome.module.css';

// The inspiration rows (spec /welcome): titled rows of inspirations, each opening the editor with the route
// parameter baseInspirationId, which starts the party from that theme.

export function InspirationRows({
  rows,
  inspirations,
}: {
  rows: InspirationRow[];
  inspirations: Inspiration[];
}) {
  const id = useId();
  const byId = new Map(inspirations.map((inspiration) => [inspiration.id, inspiration]));
  return (
    <section
      className={`${classes.section} ${classes.nearScreen} ${classes.rowsSection}`}
      style={{ '--rows': rows.length } as CSSProperties}
      aria-labelledby={`${id}-title`}
    >
      <div className="lp-container">
        <h2 id={`${id}-title`} className={classes.sectionTitle}>
          {LANDING_COPY.inspirationsTitle}
        </h2>
        {rows.map((row) => (
          <div key={row.title} className={classes.group}>
            <h3 className={classes.groupTitle}>{row.title}</h3>
            <ul className={classes.row}>
              {row.inspirationIds.map((inspirationId) => {
                const inspiration = byId.get(inspirationId);
                if (!inspiration) return null;
                return (
                  <li key={inspirationId}>
                    <Link
                      to={`/event/create?baseInspirationId=${inspirationId}`}
                      className={classes.rowCard}
                      aria-label={LANDING_COPY.inspirationLinkLabel(inspiration.title)}
                    >
                      <TileFace inspiration={inspiration} sizes="(max-width: 767px) 42vw, 200px" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
