/// <reference lib="webworker" />
import { partyPageWhenText } from '../../../../shared/events/eventDateText';
import type { WhenTextReply, WhenTextRequest } from './whenTextMessages';

// The party's date line, made off the page's thread (see whenText.ts): the first Intl date formatter a page
// makes sets up the browser's time-zone data, a long task of its own on a slow phone.

const viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

self.onmessage = (message: MessageEvent<WhenTextRequest>) => {
  const { key, startTime, endTime, timeZone, now } = message.data;
  const reply: WhenTextReply = {
    key,
    text: partyPageWhenText({ startTime, endTime, timeZone }, { now, viewerTimeZone }),
  };
  self.postMessage(reply);
};
