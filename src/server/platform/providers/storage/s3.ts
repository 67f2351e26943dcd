// S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Backblaze B2...), signed with SigV4 by aws4fetch.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { storedFileCacheControl } from './cacheControl';
import type { StorageProvider } from './types';

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

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (XML_ENTITIES[name.toLowerCase()] ?? ''),
  );
const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => xmlText(m[1]!));

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
        // Stored files are immutable (named by a timestamp or a version): cached a day, album photos privately.
        'Cache-Control': storedFileCacheControl(key),
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

  async readByUrl(url: string): Promise<Buffer | null> {
    const base = this.settings.endpoint.replace(/\/$/, '');
    const publicBase = (this.settings.publicUrl ?? `${base}/${this.settings.bucket}`).replace(/\/$/, '');
    const path = url.split(/[?#]/)[0]!;
    if (!path.startsWith(`${publicBase}/`)) return null;
    const key = path.slice(publicBase.length + 1);
    if (key.split('/').some((segment) => segment === '..' || segment === '.')) return null;
    const response = await this.client.fetch(`${this.bucketUrl}/${key}`, { method: 'GET' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed with HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  private get bucketUrl(): string {
    return `${this.settings.endpoint.replace(/\/$/, '')}/${this.settings.bucket}`;
  }

  async read(key: string): Promise<Readable | null> {
    const response = await this.client.fetch(`${this.bucketUrl}/${encodeKey(key)}`, { method: 'GET' });
    if (response.status === 404) return null;
    if (!response.ok || !response.body) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`S3 GET ${key} failed with HTTP ${response.status} ${detail}`);
    }
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  /** Every key under `prefix`, page by page (ListObjectsV2 answers at most 1,000 at a time). */
  private async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let continuation: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix });
      if (continuation) query.set('continuation-token', continuation);
      const response = await this.client.fetch(`${this.bucketUrl}?${query}`, { method: 'GET' });
      const xml = await response.text();
      if (!response.ok)
        throw new Error(`S3 LIST ${prefix} failed with HTTP ${response.status} ${xml.slice(0, 300)}`);
      keys.push(...xmlValues(xml, 'Key'));
      continuation =
        xmlValues(xml, 'IsTruncated')[0] === 'true' ? xmlValues(xml, 'NextContinuationToken')[0] : undefined;
    } while (continuation);
    return keys;
  }

  async deleteByPrefix(prefix: string, keep: (key: string) => boolean = () => false): Promise<string[]> {
    const doomed = (await this.list(prefix)).filter((key) => key.startsWith(prefix) && !keep(key));
    // One DELETE per object: every S3-compatible service has it (batch delete needs Content-MD5 on some), and
    // one person's uploads are few. A missing object answers 204 as well.
    for (const key of doomed) {
      const response = await this.client.fetch(`${this.bucketUrl}/${encodeKey(key)}`, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`S3 DELETE ${key} failed with HTTP ${response.status} ${detail}`);
      }
    }
    return doomed;
  }
}
