import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileInfo, FileStorage, OpenedFile } from './file-storage.ts';
import type { StorageTarget } from './storage-url.ts';

export interface S3Keys {
  accessKeyId: string;
  secretAccessKey: string;
}

/** The HTTP status an S3 call failed with (404 NoSuchKey, 304 not modified), if it got one. */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * Files in an S3-compatible bucket under `<prefix>public/` and `<prefix>private/`. The bucket stays
 * private: the server streams public files at `/uploads/` and private ones only after the API's
 * access check, so no object ever has a public URL (decision 022).
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly target: StorageTarget;

  /** `keys` undefined: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  constructor(target: StorageTarget, keys: S3Keys | undefined) {
    this.target = target;
    this.client = new S3Client({
      region: target.region,
      ...(target.endpoint !== undefined && { endpoint: target.endpoint }),
      forcePathStyle: target.forcePathStyle,
      ...(keys && { credentials: keys }),
      // the CRC32 headers the SDK adds by default are refused by some S3-compatible servers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // a store that stops answering fails the request in seconds instead of holding it
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  private key(isPrivate: boolean, name: string): string {
    return `${this.target.prefix}${isPrivate ? 'private' : 'public'}/${name}`;
  }

  async init(): Promise<void> {}

  /** One PutObject: S3 stores an object whole or not at all, so a reader never sees half of it. */
  async put(isPrivate: boolean, name: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.target.bucket,
        Key: this.key(isPrivate, name),
        Body: data,
        ContentLength: data.length,
        ContentType: name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
      }),
    );
  }

  async stat(isPrivate: boolean, name: string): Promise<FileInfo | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.target.bucket, Key: this.key(isPrivate, name) }),
      );
      return { size: head.ContentLength ?? 0, etag: head.ETag, lastModified: head.LastModified };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async open(
    isPrivate: boolean,
    name: string,
    conditions: { ifNoneMatch?: string } = {},
  ): Promise<OpenedFile | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.target.bucket,
          Key: this.key(isPrivate, name),
          ...(conditions.ifNoneMatch !== undefined && { IfNoneMatch: conditions.ifNoneMatch }),
        }),
      );
      return {
        size: object.ContentLength ?? 0,
        etag: object.ETag,
        lastModified: object.LastModified,
        body: object.Body as Readable,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) {
        return { size: 0, etag: conditions.ifNoneMatch, lastModified: undefined, body: null };
      }
      // a missing key is 404 only when the keys may list the bucket (s3:ListBucket); else 403 → 500
      if (status === 404) return undefined;
      throw error;
    }
  }

  async check(signal: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.target.bucket }), { abortSignal: signal });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
