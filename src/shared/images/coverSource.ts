// Where a party's cover may come from (issue 37). A cover is loaded by every guest's mail program and by every
// chat app that previews the party's link, so an address on someone else's server would tell that server who
// opened the invitation and when: a tracking pixel. Covers are therefore only ever Elk's own stored files
// (uploads, the gallery, generated covers, copies the server made). A picture from one of the outside
// providers the app allows is accepted on save only to be copied into storage; anything else is refused.

export type CoverOrigins = {
  /**
   * Where Elk's stored files are served from: '/uploads/' (local disk, same site), and absolute bases such as
   * `${PUBLIC_URL}/uploads/` or the S3 public URL. Each ends with '/'.
   */
  ownBases: readonly string[];
  /** Hosts (host[:port], lower case) of the outside providers whose pictures are copied on save. */
  providerHosts: readonly string[];
  /** Test stand-ins only: a provider on plain http (the guard still decides which addresses it may reach). */
  allowHttpProviders?: boolean;
};

export type CoverSource =
  | { kind: 'none' }
  /** One of Elk's own files; `url` is the address to keep (normalised: no query, no fragment). */
  | { kind: 'own'; url: string }
  /** An allowed provider's picture: to be copied, never shown as it is. */
  | { kind: 'provider'; url: string }
  | { kind: 'outside' };

/** A stand-in origin to resolve same-site paths against; '.invalid' can never be a real host. */
const SAME_SITE = 'https://elk.invalid';

function parse(raw: string, base?: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

/** The URL without query or fragment, as compared with the bases. */
const plain = (url: URL) => `${url.origin}${url.pathname}`;

function ownUrl(raw: string, ownBases: readonly string[]): string | null {
  // The URL parser resolves '..', '%2e%2e' and '\' before we compare, so none can climb out of a base.
  if (raw.startsWith('/')) {
    const url = parse(raw, SAME_SITE);
    if (!url || url.origin !== SAME_SITE) return null; // '//host/x' or '/\host/x' names another site
    const under = (base: string) =>
      base.startsWith('/') && url.pathname.startsWith(base) && url.pathname.length > base.length;
    return ownBases.some(under) ? url.pathname : null;
  }
  const url = parse(raw);
  if (!url || url.username || url.password) return null;
  const matches = ownBases.some((base) => {
    const parsedBase = base.startsWith('/') ? null : parse(base);
    // A base without its closing '/' would let 'https://cdn/bucket-other/…' pass for 'https://cdn/bucket'.
    if (!parsedBase || !plain(parsedBase).endsWith('/')) return false;
    return plain(url).startsWith(plain(parsedBase)) && plain(url).length > plain(parsedBase).length;
  });
  return matches ? plain(url) : null;
}

/**
 * What a cover address is under the rule above. Relative addresses are own only under a same-site base;
 * absolute ones only under an absolute base; a provider's only over https (unless the test switch is on),
 * without credentials, on a listed host.
 */
export function coverSource(raw: string | null | undefined, origins: CoverOrigins): CoverSource {
  const trimmed = raw?.trim();
  if (!trimmed) return { kind: 'none' };
  const own = ownUrl(trimmed, origins.ownBases);
  if (own) return { kind: 'own', url: own };
  const url = trimmed.startsWith('/') ? null : parse(trimmed);
  if (!url || url.username || url.password) return { kind: 'outside' };
  const scheme = url.protocol === 'https:' || (origins.allowHttpProviders && url.protocol === 'http:');
  if (scheme && origins.providerHosts.includes(url.host.toLowerCase())) {
    return { kind: 'provider', url: url.toString() };
  }
  return { kind: 'outside' };
}

/** The cover to show others: an own address as kept, else none (a provider's is never loaded as it is). */
export function coverToShow(raw: string | null | undefined, origins: CoverOrigins): string | null {
  const source = coverSource(raw, origins);
  return source.kind === 'own' ? source.url : null;
}
