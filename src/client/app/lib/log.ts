// Client logging: every entry goes to the console and, batched, to the log collector at POST /api/log
// as text lines "SEVERITY message" (at most 20 lines a request and 2000 characters a line).
import {
  CLIENT_LOG_LINE_MAX,
  CLIENT_LOG_LINES_PER_REQUEST,
  type LogSeverity,
} from '../../../shared/constants';
import { createLogGate } from './logGate';

const ENDPOINT = '/api/log';
const FLUSH_INTERVAL_MS = 2_000;
/** Lines kept while the collector is slow or away; older ones are dropped first. */
const MAX_BUFFERED_LINES = 200;

let buffer: string[] = [];
/** Repeats and floods stay on the console only: a page in a loop must not post the same error all day. */
const gate = createLogGate();
let timer: ReturnType<typeof setTimeout> | null = null;

/** A readable one-line description of anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const frames = (error.stack ?? '')
      .split('\n')
      .slice(1, 4)
      .map((frame) => frame.trim())
      .join(' < ');
    return `${error.name}: ${error.message}${frames ? ` @ ${frames}` : ''}`;
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

function toLine(severity: LogSeverity, message: string): string {
  const path = typeof window === 'undefined' ? '' : ` [${window.location.pathname}]`;
  const oneLine = message.replace(/\s*[\r\n]+\s*/g, ' | ');
  return `${severity}${path} ${oneLine}`.slice(0, CLIENT_LOG_LINE_MAX);
}

function takeBatches(): string[] {
  const batches: string[] = [];
  while (buffer.length > 0) batches.push(buffer.splice(0, CLIENT_LOG_LINES_PER_REQUEST).join('\n'));
  return batches;
}

/** Sends what is buffered now. Failures are swallowed: logging must never break the page or log itself. */
async function flushLogs(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  for (const body of takeBatches()) {
    try {
      await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body,
        keepalive: true,
        credentials: 'same-origin',
      });
    } catch {
      // The collector is unreachable; the console still has the entry.
    }
  }
}

/** For pagehide: sendBeacon survives the page going away. */
export function flushLogsWithBeacon(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  for (const body of takeBatches()) {
    const sent =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'text/plain' }));
    if (!sent) {
      void fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body,
        keepalive: true,
      }).catch(() => undefined);
    }
  }
}

function write(severity: LogSeverity, message: string, error?: unknown): void {
  const full = error === undefined ? message : `${message}: ${describeError(error)}`;
  const consoleMethod = {
    INFO: console.info,
    DEBUG: console.debug,
    WARN: console.warn,
    ERROR: console.error,
  }[severity];
  if (error === undefined) consoleMethod(message);
  else consoleMethod(message, error);
  if (typeof window === 'undefined') return;
  const lines = gate.admit(toLine(severity, full), Date.now());
  if (lines.length === 0) return;
  buffer.push(...lines);
  if (buffer.length > MAX_BUFFERED_LINES) buffer = buffer.slice(-MAX_BUFFERED_LINES);
  timer ??= setTimeout(() => void flushLogs(), FLUSH_INTERVAL_MS);
}

export const log = {
  info: (message: string, error?: unknown) => write('INFO', message, error),
  debug: (message: string, error?: unknown) => write('DEBUG', message, error),
  warn: (message: string, error?: unknown) => write('WARN', message, error),
  error: (message: string, error?: unknown) => write('ERROR', message, error),
};
