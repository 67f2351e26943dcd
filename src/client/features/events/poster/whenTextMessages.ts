/** What the page asks the date-line worker (whenText.worker.ts), and its answer. */
export type WhenTextRequest = {
  key: string;
  startTime: number;
  endTime: number;
  timeZone: string;
  now: number;
};
export type WhenTextReply = { key: string; text: string };
