import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../src/server/platform/env';
import { createTestApp } from '../../helpers/testApp';

// The app-download prompt's store badges link to the pages the site is configured with (APP_STORE_URL,
// PLAY_STORE_URL); with none, the client shows no prompt (shared/accounts/appPrompt.ts).

describe('accounts.appStoreLinks', () => {
  it('answers the configured store pages, and nulls where none is set', async () => {
    const appStore = 'https://apps.apple.com/us/app/elk/id123456789';
    const configured = await createTestApp({ env: { APP_STORE_URL: appStore } });
    const plain = await createTestApp();
    try {
      const one = await request(configured.app).get('/api/trpc/accounts.appStoreLinks');
      expect(one.status).toBe(200);
      expect(one.body.result.data).toEqual({ appStore, playStore: null });
      const none = await request(plain.app).get('/api/trpc/accounts.appStoreLinks');
      expect(none.body.result.data).toEqual({ appStore: null, playStore: null });
    } finally {
      await Promise.all([configured.close(), plain.close()]);
    }
  });

  it('refuses a store setting that is not a URL at start-up', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', PLAY_STORE_URL: 'not a url' })).toThrow(/PLAY_STORE_URL/);
  });
});
