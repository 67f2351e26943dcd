/**
 * FNV-1a, 32 bits: a stable number from a string, so the same request always picks the same template or the
 * same cover art. Not for anything secret.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
