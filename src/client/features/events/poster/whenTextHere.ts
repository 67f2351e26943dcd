import { partyPageWhenText } from '../../../../shared/events/eventDateText';
import type { WhenTextRequest } from './whenTextMessages';

/** The date line made on the page, where the worker (whenText.worker.ts) cannot run. */
export function whenTextHere({ startTime, endTime, timeZone, now }: WhenTextRequest): string {
  const viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return partyPageWhenText({ startTime, endTime, timeZone }, { now, viewerTimeZone });
}
