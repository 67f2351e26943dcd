import type { CSSProperties } from 'react';
import { LANDING_COPY } from '../../../shared/landing/copy';
import type { Inspiration } from '../../../shared/landing/schema';
import { type SampleInvite, sampleWhen } from '../../../shared/landing/samples';
import type { AppStoreLinks } from '../../../shared/accounts/schema';
import { CAROUSEL_IMAGE_SIZES, coverSrcSet, THUMBNAIL_WIDTH } from '../../../shared/landing/images';

// The carousel's cards, in the markup and class names of the server's first paint
// (src/server/features/landing/firstPaint.ts): the two must stay alike, or the swap between them shows.

const cardStyle = (colors: Inspiration['colors']) =>
  ({
    '--lp-from': colors.primary,
    '--lp-to': colors.secondary,
    '--lp-text': colors.text,
  }) as CSSProperties;

/** One example invitation; `image` false draws the cover's colour only (slides far from the current one). */
export function SampleCard({
  sample,
  inspiration,
  image,
  priority,
}: {
  sample: SampleInvite;
  inspiration: Inspiration;
  image: boolean;
  priority: boolean;
}) {
  return (
    <article
      className="lp-card"
      style={cardStyle(inspiration.colors)}
      aria-label={LANDING_COPY.sampleCardLabel(sample.title)}
    >
      {image ? (
        <img
          className="lp-card-cover"
          src={inspiration.thumbnailUrl}
          srcSet={coverSrcSet(inspiration)}
          sizes={CAROUSEL_IMAGE_SIZES}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_WIDTH}
          alt=""
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div className="lp-card-cover" />
      )}
      <div className="lp-card-body">
        <p className="lp-card-title">{sample.title}</p>
        <p className="lp-card-line">{sampleWhen(sample)}</p>
        <p className="lp-card-line">{sample.place}</p>
        <p className="lp-card-host">{LANDING_COPY.hostedBy(sample.host)}</p>
        <div className="lp-card-actions" aria-hidden="true">
          <span>Accept</span>
          <span>Decline</span>
        </div>
      </div>
    </article>
  );
}

/** The app promo slide: the same frame, with the store badges (the carousel has it only when there are some). */
export function AppPromoCard({ links }: { links: AppStoreLinks | undefined }) {
  return (
    <article className="lp-card lp-promo" aria-label={LANDING_COPY.appPromoTitle}>
      <div className="lp-promo-art">
        {/* Twemoji's mobile phone (1f4f1), drawn in the page: as an <img>, an SVG is a document of its own that a
            slow phone takes a long task to set up (issue 14: total blocking time). */}
        <svg viewBox="0 0 36 36" width={160} height={160} aria-hidden="true" focusable="false">
          <path fill="#31373D" d="M11 36s-4 0-4-4V4s0-4 4-4h14s4 0 4 4v28s0 4-4 4H11z" />
          <path fill="#55ACEE" d="M9 5h18v26H9z" />
        </svg>
      </div>
      <div className="lp-card-body">
        <p className="lp-card-title">{LANDING_COPY.appPromoTitle}</p>
        <p className="lp-card-host">{LANDING_COPY.appPromoText}</p>
        {links && <StoreBadges links={links} />}
      </div>
    </article>
  );
}

/** A badge per store page the site has (APP_STORE_URL, PLAY_STORE_URL). */
export function StoreBadges({ links }: { links: AppStoreLinks }) {
  return (
    <div className="lp-badges">
      {links.appStore && (
        <a className="lp-badge" href={links.appStore}>
          <small>{LANDING_COPY.appStoreSmall}</small>
          {LANDING_COPY.appStore}
        </a>
      )}
      {links.playStore && (
        <a className="lp-badge" href={links.playStore}>
          <small>{LANDING_COPY.playStoreSmall}</small>
          {LANDING_COPY.playStore}
        </a>
      )}
    </div>
  );
}
