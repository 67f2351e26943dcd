import { createRequire } from 'node:module';
import { pino } from 'pino';

export type Logger = pino.Logger;
export type LogFormat = 'json' | 'pretty';

type PrettyFactory = (options: Record<string, unknown>) => pino.DestinationStream;

/**
 * pino-pretty, loaded only when asked for: it is a dev dependency, so a production install
 * (npm ci --omit=dev) has none, and the logs then stay JSON with one line saying why.
 */
function prettyStream(): pino.DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as PrettyFactory;
    // Synchronous, on this thread: a developer's terminal, where a line must show before a crash.
    return pretty({
      colorize: true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,app',
    });
  } catch {
    console.error(
      'LOG_FORMAT=pretty needs pino-pretty (a dev dependency), which is not installed: logging JSON.',
    );
    return undefined;
  }
}

/** One JSON line per event on stdout; with format 'pretty', coloured lines for reading in a terminal. */
export function createLogger(
  level: pino.LevelWithSilent = 'info',
  format: LogFormat = 'json',
  destination?: pino.DestinationStream,
): Logger {
  const options = { level, base: { app: 'elk' }, timestamp: pino.stdTimeFunctions.isoTime };
  const stream = destination ?? (format === 'pretty' ? prettyStream() : undefined);
  return stream ? pino(options, stream) : pino(options);
}
