import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRate } from '../../bench/offeredLoad';

// The bench's open-loop load against a local server whose reply takes a known time: every call due is sent once,
// and a queue the server builds shows in the latencies instead of slowing the load down.

const REPLY_MS = 20;
let server: http.Server;
let url: string;
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    req.resume();
    setTimeout(() => {
      inFlight--;
      res.setHeader('content-type', 'application/json');
      if (req.url === '/limited') res.statusCode = 429;
      res.end(
        req.url === '/refuse'
          ? '{"error":{}}'
          : req.url === '/limited'
            ? '{"error":{"message":"Too many requests"}}'
            : '{"result":{}}',
      );
    }, REPLY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('offerRate', () => {
  it('sends every call due at the rate, each once, and times each from when it was due', async () => {
    const seen: number[] = [];
    mostInFlight = 0;
    const figures = await offerRate(
      {
        url,
        path: () => '/ok',
        succeeded: (body) => body.includes('"result"'),
        onSuccess: (i) => seen.push(i),
      },
      100,
      { durationS: 1 },
    );
    expect(figures.sent).toBe(100);
    expect(figures.ok).toBe(100);
    expect(figures.failed).toBe(0);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(figures.p50).toBeGreaterThanOrEqual(REPLY_MS - 1);
    // Spread over the second, not sent all at once: a 20 ms reply at 100/s keeps about two calls open (a burst would open dozens).
    expect(mostInFlight).toBeLessThan(20);
  });

  it('counts the queue a slow server builds: the load does not wait for it', async () => {
    // One connection and 20 ms a reply serve 50 calls a second; 100 are due in the second, so the last is
    // answered about two seconds after the start, a second after it was due.
    const figures = await offerRate({ url, path: () => '/ok' }, 100, { durationS: 1, connections: 1 });
    expect(figures.ok).toBe(100);
    expect(figures.durationS).toBeGreaterThanOrEqual(1.9);
    expect(figures.p99).toBeGreaterThanOrEqual(900);
    expect(figures.achievedRate).toBeLessThanOrEqual(55);
  });

  it('counts a reply the spec refuses as a failure', async () => {
    const figures = await offerRate(
      { url, path: () => '/refuse', succeeded: (body) => body.includes('"result"') },
      50,
      { durationS: 0.2 },
    );
    expect(figures.sent).toBe(10);
    expect(figures.ok).toBe(0);
    expect(figures.failed).toBe(10);
    expect(figures.failures).toEqual({ '200': 10 });
  });

  it('says why calls failed: the status and the error message, or the connection error', async () => {
    const limited = await offerRate({ url, path: () => '/limited' }, 50, { durationS: 0.2 });
    expect(limited.failures).toEqual({ '429 Too many requests': 10 });
    const closed = await offerRate({ url: 'http://127.0.0.1:1', path: () => '/' }, 50, { durationS: 0.1 });
    expect(closed.failures).toEqual({ ECONNREFUSED: 5 });
  });
});
