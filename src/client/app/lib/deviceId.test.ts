import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_HEADER } from '../../../shared/constants';

/** The browser's localStorage, enough of it for the device id (tests run without a DOM). */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
/** A fresh copy of the module, as on a new page load (its in-memory copy of the id starts empty). */
const loadModule = async () => {
  vi.resetModules();
  return import('./deviceId');
};

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('device id', () => {
  it("is 'WEB-' plus a random id, kept in local storage and the same on every call", async () => {
    const { getDeviceId, deviceHeaders } = await loadModule();
    const id = getDeviceId();
    expect(id).toMatch(/^WEB-[0-9a-f-]{32,36}$/);
    expect(storage.getItem('deviceId')).toBe(id);
    expect(getDeviceId()).toBe(id);
    expect(deviceHeaders()).toEqual({ [DEVICE_ID_HEADER]: id });
  });

  it('survives a page load, and a stranger value in storage is replaced', async () => {
    const first = (await loadModule()).getDeviceId();
    expect((await loadModule()).getDeviceId()).toBe(first);

    storage.setItem('deviceId', 'not-a-web-id');
    const replaced = (await loadModule()).getDeviceId();
    expect(replaced).toMatch(/^WEB-/);
    expect(replaced).not.toBe(first);
    expect(storage.getItem('deviceId')).toBe(replaced);
  });

  it('still answers an id when local storage refuses (private mode)', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    const { getDeviceId } = await loadModule();
    const id = getDeviceId();
    expect(id).toMatch(/^WEB-/);
    expect(getDeviceId()).toBe(id);
  });
});
