import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LANDING_COPY } from '../../../shared/landing/copy';
import { COVER_WIDTH, coverSrcSet, THUMBNAIL_WIDTH } from '../../../shared/landing/images';
import type { Inspiration } from '../../../shared/landing/schema';
import { CATEGORY_MENU, THEME_CATEGORIES, type ThemeCategory } from '../../../shared/themes/themeCategories';
import classes from './Welcome.module.css';

// The category menu (spec /welcome): the seasonal featured theme first, then the main categories as tabs, each
// listing its sub-categories' themes as tiles. A theme opens /instant with navigation state theme.

const TILE_SIZES = '(max-width: 767px) 30vw, 170px';

/** The theme's colours behind its picture, so a tile is never blank while the picture loads. */
export const tileColors = (inspiration: Inspiration) =>
  ({
    '--tile-from': inspiration.colors.primary,
    '--tile-to': inspiration.colors.secondary,
  }) as CSSProperties;

export function ThemeTile({ inspiration }: { inspiration: Inspiration }) {
  return (
    <Link
      to="/instant"
      state={{ theme: inspiration.slug }}
      className={classes.tile}
      aria-label={LANDING_COPY.themeLinkLabel(inspiration.title)}
      data-testid="theme-tile"
    >
      <TileFace inspiration={inspiration} sizes={TILE_SIZES} />
    </Link>
  );
}

/** A tile's face: the theme's picture (a lazy thumbnail, on its own colours until it loads) and its name. */
export function TileFace({ inspiration, sizes }: { inspiration: Inspiration; sizes: string }) {
  return (
    <>
      <span className={classes.tileArt} style={tileColors(inspiration)}>
        <img
          src={inspiration.thumbnailUrl}
          srcSet={coverSrcSet(inspiration)}
          sizes={sizes}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_WIDTH}
          loading="lazy"
          decoding="async"
          alt=""
        />
      </span>
      <span className={classes.tileName}>{inspiration.title}</span>
    </>
  );
}

function FeaturedTheme({ inspiration, when }: { inspiration: Inspiration; when: string }) {
  return (
    <div className={classes.featured} style={tileColors(inspiration)}>
      <img
        className={classes.featuredArt}
        src={inspiration.photoUrl}
        srcSet={coverSrcSet(inspiration)}
        sizes="(max-width: 767px) 40vw, 220px"
        width={COVER_WIDTH}
        height={COVER_WIDTH}
        loading="lazy"
        decoding="async"
        alt=""
      />
      <div className={classes.featuredText} style={{ color: inspiration.colors.text }}>
        <span className={classes.featuredEyebrow}>
          {LANDING_COPY.inSeason} · {when}
        </span>
        <h3 className={classes.featuredTitle}>{inspiration.title}</h3>
        <Link
          to="/instant"
          state={{ theme: inspiration.slug }}
          className={classes.featuredCta}
          style={{ background: inspiration.colors.text, color: inspiration.colors.primary }}
        >
          {LANDING_COPY.featuredCta}
        </Link>
      </div>
    </div>
  );
}

export function ThemeMenu({
  inspirations,
  featured,
  featuredWhen,
}: {
  inspirations: Inspiration[];
  featured: Inspiration | undefined;
  featuredWhen: string;
}) {
  const [category, setCategory] = useState<ThemeCategory>(featured?.category ?? 'Parties');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + THEME_CATEGORIES.length) % THEME_CATEGORIES.length;
    setCategory(THEME_CATEGORIES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <section className={classes.section} aria-labelledby={`${id}-title`}>
      <div className="lp-container">
        <h2 id={`${id}-title`} className={classes.sectionTitle}>
          {LANDING_COPY.themesTitle}
        </h2>
        <p className={classes.sectionLead}>{LANDING_COPY.themesLead}</p>
        {featured && <FeaturedTheme inspiration={featured} when={featuredWhen} />}
        <div role="tablist" aria-label="Theme categories" className={classes.tabs}>
          {THEME_CATEGORIES.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={name === category}
              aria-controls={`${id}-panel`}
              tabIndex={name === category ? 0 : -1}
              className={classes.tab}
              onClick={() => setCategory(name)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {name}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${THEME_CATEGORIES.indexOf(category)}`}
        >
          {CATEGORY_MENU[category].map((subCategory) => {
            const themes = inspirations.filter(
              (i) => i.category === category && i.subCategory === subCategory,
            );
            return (
              <div
                key={subCategory}
                className={`${classes.group} ${classes.nearScreen} ${classes.menuGroup}`}
                style={{ '--tiles': themes.length } as CSSProperties}
              >
                <h3 className={classes.groupTitle}>{subCategory}</h3>
                <ul className={classes.tileGrid}>
                  {themes.map((inspiration) => (
                    <li key={inspiration.id}>
                      <ThemeTile inspiration={inspiration} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
