// S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Backblaze B2...), signed with SigV4 by aws4fetch.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageProvider } from './index';

export type S3Settings = {
  bucket: string;
  /** The service's base URL; objects are addressed path-style as {endpoint}/{bucket}/{key}. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from; {endpoint}/{bucket} when absent. */
  publicUrl?: string;
};

/** Stored files are immutable (their names carry a timestamp or a version), cached for a day as the spec says. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=86400';

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export class S3Storage implements StorageProvider {
  readonly name = 's3';
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      retries: 2,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<{ url: string }> {
    const base = this.settings.endpoint.replace(/\/$/, '');
    const response = await this.client.fetch(`${base}/${this.settings.bucket}/${encodeKey(key)}`, {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: {
        'Content-Type': contentType,
        'Cache-Control': STORED_FILE_CACHE_CONTROL,
        // A signed payload hash (rather than UNSIGNED-PAYLOAD) lets the service reject a corrupted upload.
        'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
      },
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`S3 PUT ${key} failed with HTTP ${response.status} ${detail}`);
    }
    const publicBase = (this.settings.publicUrl ?? `${base}/${this.settings.bucket}`).replace(/\/$/, '');
    return { url: `${publicBase}/${encodeKey(key)}` };
  }
}
