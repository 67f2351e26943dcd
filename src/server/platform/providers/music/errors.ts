/**
 * Why a music-service call failed: `revoked` when the user's grant is gone (the refresh token was refused or
 * the access token rejected), so the host must connect again; `unavailable` for anything else (network,
 * timeouts, the service's own errors).
 */
export class MusicError extends Error {
  constructor(
    readonly kind: 'revoked' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MusicError';
  }
}
