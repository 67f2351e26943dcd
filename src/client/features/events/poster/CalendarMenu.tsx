import { lazy, Suspense, useState } from 'react';
import { MSG } from '../../../../shared/common/copy';
import { onDemand } from '../../../app/lib/chunkLoad';
import { notify } from '../../../app/lib/notify';
import { CalendarButton } from './CalendarButton';
import type { CalendarMenuProps } from './CalendarMenuOpen';

// The menu (and the positioning library under it) is fetched when the guest asks for it, not with the page
// (issue 14): the pointer or focus reaching the button starts the fetch, the click opens the menu.
const loadMenu = onDemand('calendarMenu', () => import('./CalendarMenuOpen'));
const CalendarMenuOpen = lazy(() => loadMenu().then((m) => ({ default: m.CalendarMenuOpen })));
const prefetch = () => void loadMenu().catch(() => undefined);

/** Add to calendar (spec section 2): a Google Calendar link and an .ics download made by the server. */
export function CalendarMenu(props: CalendarMenuProps) {
  const [state, setState] = useState<'button' | 'loading' | 'menu'>('button');
  if (!props.event.startTime) return null;
  const open = () => {
    setState('loading');
    loadMenu().then(
      () => setState('menu'),
      () => {
        setState('button');
        notify.error(MSG.somethingWentWrongTryAgain);
      },
    );
  };
  if (state !== 'menu') {
    return (
      <CalendarButton
        loading={state === 'loading'}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
      />
    );
  }
  return (
    <Suspense fallback={<CalendarButton loading />}>
      <CalendarMenuOpen {...props} />
    </Suspense>
  );
}
