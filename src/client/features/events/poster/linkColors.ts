import { useEffect, useState } from 'react';
import { COLOR_PARAMS } from '../../../../shared/themes/colorParams';
import type { EventColors } from '../../../../shared/events/schema';
import { onDemand } from '../../../app/lib/chunkLoad';
import { log } from '../../../app/lib/log';

// The colour rules (and their colour library) are fetched only for a link that carries default colours: most
// links do not, and every guest's first visit would carry them (issue 14).
const loadCoverColors = onDemand('coverColors', () => import('../../../../shared/themes/coverColors'));

/** A link's default colours (spec section 9), used while the party has none of its own; null without them. */
export function useLinkColors(): EventColors | null {
  const [colors, setColors] = useState<EventColors | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has(COLOR_PARAMS.primary)) return;
    let live = true;
    loadCoverColors().then(
      (rules) => live && setColors(rules.colorsFromParams(params, log.warn)),
      () => undefined, // onDemand reports it; the party's own or the default colours stay
    );
    return () => {
      live = false;
    };
  }, []);
  return colors;
}
