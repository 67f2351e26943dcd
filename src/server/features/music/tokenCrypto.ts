import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Stored music-service tokens are sealed with AES-256-GCM under a key derived from MUSIC_TOKEN_KEY, so the
// database alone (a backup, a replica, a leaked dump) does not open anyone's Spotify account. Format:
// v1.<iv>.<tag>.<ciphertext>, each part base64url.

const VERSION = 'v1';

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`elk-music-tokens:${secret}`).digest();
}

export function sealToken(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The token, or null when the value was not sealed with this key (a changed key: the host connects again). */
export function openToken(secret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
