import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, type GuardOptions } from '../../../src/server/platform/net/guardedFetch';

// The SSRF guard of the cover copy (issue 37), against a real local server. Tests can only reach loopback, so
// the guard as production runs it is shown refusing before it connects (the stand-in hears nothing), and the
// test switch (loopback allowed) shows redirects to private addresses refused hop by hop.

const heard: string[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    heard.push(req.url ?? '');
    const redirect = (to: string) => res.writeHead(302, { Location: to }).end();
    switch (req.url) {
      case '/ok':
        return res.writeHead(200, { 'Content-Type': 'image/png' }).end('picture');
      case '/big':
        return res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(5_000));
      case '/slow':
        return void setTimeout(() => res.writeHead(200).end('late'), 2_000);
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/to-private':
        return redirect('http://10.0.0.1/admin');
      case '/to-mapped':
        return redirect('http://[::ffff:192.168.1.1]/');
      case '/to-other-host':
        return redirect('https://tracker.example/p.gif');
      case '/to-ok':
        return redirect('/ok');
      case '/loop':
        return redirect('/loop');
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const production: GuardOptions = { maxBytes: 1_000, timeoutMs: 1_000, maxRedirects: 2, allowUrl: () => true };
const testSwitch: GuardOptions = {
  ...production,
  allowLoopback: true,
  allowUrl: (url) => url.hostname !== 'tracker.example',
};

async function refusal(url: string, options: GuardOptions): Promise<string> {
  const error = await guardedFetch(url, options).then(
    () => null,
    (e: Error) => e,
  );
  expect(error?.name, url).toBe('GuardedFetchError');
  return error!.message;
}

describe('the guard as production runs it', () => {
  it('refuses loopback, private, link-local and mapped addresses before connecting', async () => {
    heard.length = 0;
    const port = new URL(origin).port;
    for (const url of [
      `https://127.0.0.1:${port}/ok`,
      `https://localhost:${port}/ok`, // resolved by DNS, then refused
      `https://[::1]:${port}/ok`,
      `https://[::ffff:127.0.0.1]:${port}/ok`,
      'https://10.0.0.1/x',
      'https://172.20.1.1/x',
      'https://192.168.0.10/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:a9fe:a9fe]/x',
      'https://0.0.0.0/x',
    ]) {
      expect(await refusal(url, production), url).toMatch(/is not public/);
    }
    expect(heard).toEqual([]);
  });

  it('refuses plain http, other schemes and credentials, even to a public address', async () => {
    expect(await refusal(`${origin}/ok`, production)).toMatch(/scheme http:/);
    expect(await refusal('http://93.184.215.14/x', production)).toMatch(/scheme http:/);
    expect(await refusal('file:///etc/passwd', production)).toMatch(/scheme file:/);
    expect(await refusal('https://u:p@93.184.215.14/x', production)).toMatch(/credentials/);
    expect(heard).toEqual([]);
  });
});

describe('the guard with the test switch (loopback allowed)', () => {
  it('fetches from the loopback stand-in, following a same-site redirect', async () => {
    const answer = await guardedFetch(`${origin}/to-ok`, testSwitch);
    expect(answer.body.toString()).toBe('picture');
    expect(answer.contentType).toBe('image/png');
    expect(answer.url).toBe(`${origin}/ok`);
  });

  it('reaches a host by name through the address it checked (the pinned lookup)', async () => {
    // Listening on 'localhost' binds the first address the name resolves to, the one the guard pins.
    const named = http.createServer((_req, res) => res.writeHead(200).end('by name'));
    await new Promise<void>((resolve) => named.listen(0, 'localhost', resolve));
    try {
      const port = (named.address() as AddressInfo).port;
      const answer = await guardedFetch(`http://localhost:${port}/`, testSwitch);
      expect(answer.body.toString()).toBe('by name');
    } finally {
      await new Promise((resolve) => named.close(resolve));
    }
  });

  it('refuses redirects to private, link-local and mapped addresses, checked on every hop', async () => {
    for (const path of ['/to-metadata', '/to-private', '/to-mapped']) {
      heard.length = 0;
      expect(await refusal(`${origin}${path}`, testSwitch), path).toMatch(/is not public/);
      expect(heard).toEqual([path]);
    }
  });

  it('refuses a redirect to a host the caller does not allow, and endless redirects', async () => {
    expect(await refusal(`${origin}/to-other-host`, testSwitch)).toMatch(/tracker\.example is not allowed/);
    expect(await refusal(`${origin}/loop`, testSwitch)).toMatch(/too many redirects/);
  });

  it('stops at the size cap and at the deadline', async () => {
    expect(await refusal(`${origin}/big`, testSwitch)).toMatch(/over 1000/);
    const started = Date.now();
    expect(await refusal(`${origin}/slow`, testSwitch)).toMatch(/request failed|timed out/);
    expect(Date.now() - started).toBeLessThan(1_900);
  });

  it('still refuses any private address other than loopback, and http to a public one', async () => {
    expect(await refusal('http://10.1.2.3/x', testSwitch)).toMatch(/is not public/);
    expect(await refusal('http://93.184.215.14/x', testSwitch)).toMatch(/plain http/);
  });
});
