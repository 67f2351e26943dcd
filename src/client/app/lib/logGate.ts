// Which client log lines go to the collector. A page in a loop (a ResizeObserver loop, a failing poll) used to
// post the same error some 1,000 times a minute (issue 38, item 2): the server's rate limit answered 429, but
// the page still spent its bandwidth and battery. Pure: the caller passes the clock.

export type LogGateOptions = {
  /** How long an identical line is held back after it was sent. */
  repeatWindowMs: number;
  /** Distinct lines sent per window; past it lines are dropped and counted. */
  maxLinesPerWindow: number;
};

export const LOG_GATE_DEFAULTS: LogGateOptions = { repeatWindowMs: 60_000, maxLinesPerWindow: 30 };

/** Entries remembered at most; the oldest are forgotten first (a Map keeps insertion order). */
const MAX_REMEMBERED = 200;

export type LogGate = {
  /** The lines to send for `line` now: none (a repeat or over the limit), or it, maybe after a note of drops. */
  admit: (line: string, now: number) => string[];
};

export function createLogGate(options: LogGateOptions = LOG_GATE_DEFAULTS): LogGate {
  const lastSent = new Map<string, { at: number; repeats: number }>();
  let windowStart = -Infinity;
  let sentInWindow = 0;
  let dropped = 0;

  const remember = (line: string, at: number) => {
    lastSent.delete(line);
    lastSent.set(line, { at, repeats: 0 });
    if (lastSent.size > MAX_REMEMBERED) lastSent.delete(lastSent.keys().next().value!);
  };

  return {
    admit(line, now) {
      const previous = lastSent.get(line);
      if (previous && now - previous.at < options.repeatWindowMs) {
        previous.repeats++;
        return [];
      }
      const out: string[] = [];
      if (now - windowStart >= options.repeatWindowMs) {
        if (dropped > 0) out.push(`WARN ${dropped} more log line(s) were not sent (client log limit)`);
        windowStart = now;
        sentInWindow = 0;
        dropped = 0;
      }
      if (sentInWindow >= options.maxLinesPerWindow) {
        dropped++;
        return out;
      }
      sentInWindow++;
      const repeats = previous?.repeats ?? 0;
      out.push(repeats > 0 ? `${line} (repeated ${repeats} more time(s) before this)` : line);
      remember(line, now);
      return out;
    },
  };
}
