import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopbackAddress, isPublicAddress } from './publicAddress';

// Fetching a URL a user named (SSRF protection). A URL's host can resolve to anything, including the server's
// own network (a database, a cloud metadata service), so every hop (the first request and each redirect) is
// checked after DNS resolution, and the connection is pinned to the very address that was checked: a second
// lookup by the HTTP client could answer differently (DNS rebinding). Only https, only public addresses, a
// size cap and one deadline over all hops.

export type GuardOptions = {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Whether a hop's URL may be asked at all (e.g. an allow-list of hosts); checked on every redirect too. */
  allowUrl: (url: URL) => boolean;
  /**
   * Test stand-ins only (they can listen on loopback alone): loopback addresses pass, and plain http to them.
   * Every other private address is still refused.
   */
  allowLoopback?: boolean;
  accept?: string;
};

export type GuardedResponse = { body: Buffer; contentType: string; url: string };

/** A refusal or failure of the guarded fetch; `message` is for logs, never for users. */
export class GuardedFetchError extends Error {
  override readonly name = 'GuardedFetchError';
}

type Pinned = { address: string; family: 4 | 6 };

/** `promise`, or a GuardedFetchError once the deadline passes (a DNS lookup takes no signal of its own). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const late = () => reject(new GuardedFetchError('timed out'));
    if (signal.aborted) return late();
    signal.addEventListener('abort', late, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', late));
  });
}

/** The one address this hop connects to, after checking every address the host resolves to. */
async function resolvePinned(url: URL, allowLoopback: boolean, signal: AbortSignal): Promise<Pinned> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const found = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await beforeDeadline(lookup(host, { all: true, verbatim: true }), signal).catch((error: unknown) => {
        throw error instanceof GuardedFetchError ? error : new GuardedFetchError(`${host} does not resolve`);
      });
  // All of them, not just the first: a host answering one public and one private address is refused.
  for (const { address } of found) {
    const loopback = allowLoopback && isLoopbackAddress(address);
    if (!isPublicAddress(address) && !loopback)
      throw new GuardedFetchError(`${host} is not public (${address})`);
    if (url.protocol === 'http:' && !loopback) throw new GuardedFetchError(`plain http to ${host}`);
  }
  const first = found[0];
  if (!first) throw new GuardedFetchError(`${host} does not resolve`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A lookup that answers only the checked address, whatever the HTTP client asks. */
const pinnedLookup =
  (pinned: Pinned): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

function requestOnce(url: URL, pinned: Pinned, options: GuardOptions, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup: pinnedLookup(pinned),
      // The certificate is checked against the name, while the socket goes to the pinned address.
      servername: isIP(url.hostname.replace(/^\[|\]$/g, '')) ? undefined : url.hostname,
      agent: false,
      signal,
      headers: { accept: options.accept ?? '*/*', 'user-agent': 'Elk cover copier' },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new GuardedFetchError(`body of ${declared} bytes is over ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new GuardedFetchError(`body is over ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function nextUrl(location: string, base?: URL): URL {
  try {
    return new URL(location, base);
  } catch {
    throw new GuardedFetchError('not a URL');
  }
}

/** GET `start` under the guard; follows at most `maxRedirects` redirects, each checked like the first. */
export async function guardedFetch(start: string, options: GuardOptions): Promise<GuardedResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = nextUrl(start);
  for (let hop = 0; ; hop += 1) {
    const plainHttp = url.protocol === 'http:' && options.allowLoopback;
    if (url.protocol !== 'https:' && !plainHttp) throw new GuardedFetchError(`scheme ${url.protocol}`);
    if (url.username || url.password) throw new GuardedFetchError('credentials in the URL');
    if (!options.allowUrl(url)) throw new GuardedFetchError(`${url.host} is not allowed`);
    const pinned = await resolvePinned(url, Boolean(options.allowLoopback), signal);
    const response = await requestOnce(url, pinned, options, signal).catch((error: unknown) => {
      throw new GuardedFetchError(`request failed: ${(error as Error).message}`);
    });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop >= options.maxRedirects) throw new GuardedFetchError('too many redirects');
      url = nextUrl(location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new GuardedFetchError(`HTTP ${status}`);
    }
    const body = await readCapped(response, options.maxBytes).catch((error: unknown) => {
      throw error instanceof GuardedFetchError ? error : new GuardedFetchError((error as Error).message);
    });
    return { body, contentType: String(response.headers['content-type'] ?? ''), url: url.toString() };
  }
}
