import { describe, expect, it } from 'vitest';
import { createLogGate } from './logGate';

const LOOP = 'ERROR [/event/1] Uncaught error: ResizeObserver loop completed with undelivered notifications.';

describe('the client log gate', () => {
  it('sends a line once a minute however often it repeats, then says how often it did', () => {
    const gate = createLogGate({ repeatWindowMs: 60_000, maxLinesPerWindow: 30 });
    const sent: string[] = [];
    // A thousand a minute, as the phone's RSVP sheet posted.
    for (let i = 0; i < 1_000; i++) sent.push(...gate.admit(LOOP, i * 60));
    expect(sent).toEqual([LOOP]);
    expect(gate.admit(LOOP, 60_000)).toEqual([`${LOOP} (repeated 999 more time(s) before this)`]);
  });

  it('lets different lines through, up to the limit a minute, and then counts what it dropped', () => {
    const gate = createLogGate({ repeatWindowMs: 60_000, maxLinesPerWindow: 3 });
    const sent = ['a', 'b', 'c', 'd', 'e'].flatMap((line, i) => gate.admit(`ERROR ${line}`, i));
    expect(sent).toEqual(['ERROR a', 'ERROR b', 'ERROR c']);
    expect(gate.admit('ERROR f', 60_000)).toEqual([
      'WARN 2 more log line(s) were not sent (client log limit)',
      'ERROR f',
    ]);
  });

  it('forgets old lines instead of growing without end', () => {
    const gate = createLogGate({ repeatWindowMs: 60_000, maxLinesPerWindow: 1_000 });
    for (let i = 0; i < 500; i++) gate.admit(`INFO line ${i}`, 0);
    // The first lines were forgotten, so they pass again; the latest are still held back.
    expect(gate.admit('INFO line 0', 1)).toEqual(['INFO line 0']);
    expect(gate.admit('INFO line 499', 1)).toEqual([]);
  });
});
