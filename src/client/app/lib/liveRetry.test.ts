import { describe, expect, it } from 'vitest';
import {
  isLiveRefusal,
  LIVE_RETRY_FIRST_MS,
  LIVE_RETRY_MAX_MS,
  liveKeyForLog,
  liveRetryDelay,
} from './liveRetry';

describe('live updates after an error', () => {
  it('does not retry what the server refused, and retries what dropped', () => {
    expect(isLiveRefusal({ data: { code: 'FORBIDDEN' } })).toBe(true);
    expect(isLiveRefusal({ data: { code: 'NOT_FOUND' } })).toBe(true);
    expect(isLiveRefusal({ data: { code: 'UNAUTHORIZED' } })).toBe(true);
    expect(isLiveRefusal({ data: { code: 'INTERNAL_SERVER_ERROR' } })).toBe(false);
    expect(isLiveRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isLiveRefusal(null)).toBe(false);
  });

  it('waits twice as long after each failure in a row, up to the maximum', () => {
    expect(liveRetryDelay(1)).toBe(LIVE_RETRY_FIRST_MS);
    expect(liveRetryDelay(2)).toBe(LIVE_RETRY_FIRST_MS * 2);
    expect(liveRetryDelay(3)).toBe(LIVE_RETRY_FIRST_MS * 4);
    expect(liveRetryDelay(50)).toBe(LIVE_RETRY_MAX_MS);
  });

  it('logs the page without the invitation credentials its key carries', () => {
    const key = 'eventPage:3d8622a4-8aa5-43b4-afc4-6191e7a9b9e5:fde7e21f-5e76:6e6abbcb29d0f40c';
    expect(liveKeyForLog(key)).toBe('eventPage:3d8622a4-8aa5-43b4-afc4-6191e7a9b9e5');
    expect(liveKeyForLog('events')).toBe('events');
  });
});
