import { pino } from 'pino';

export type Logger = pino.Logger;

/** One JSON line per event on stdout. */
export function createLogger(level: pino.LevelWithSilent = 'info'): Logger {
  return pino({ level, base: { app: 'elk' }, timestamp: pino.stdTimeFunctions.isoTime });
}
