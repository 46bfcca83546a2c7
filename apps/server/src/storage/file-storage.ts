import type { Readable } from 'node:stream';

/** What is known of a stored file without reading it. */
export interface FileInfo {
  size: number;
  /** The store's entity tag (S3); undefined on disk. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** A stored file, opened: `body` is null when it matched the `ifNoneMatch` asked for. */
export interface OpenedFile extends FileInfo {
  body: Readable | null;
}

/**
 * Where uploads are kept, addressed by name (a content hash and a width). Public files are served at
 * `/uploads/<name>`; private ones (KYC documents) only through the API's access check. Two
 * implementations: `DiskStorage` (the default) and `S3Storage` (decision 022).
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Makes what the storage needs before the first write (the folders on disk). */
  init(): Promise<void>;
  /** Writes a whole file at once: a reader sees the old one or the new one, never half of either. */
  put(isPrivate: boolean, name: string, data: Buffer): Promise<void>;
  /** The file's size and dates, or undefined when there is none. */
  stat(isPrivate: boolean, name: string): Promise<FileInfo | undefined>;
  /** The file to stream, or undefined when there is none. */
  open(
    isPrivate: boolean,
    name: string,
    conditions?: { ifNoneMatch?: string },
  ): Promise<OpenedFile | undefined>;
  /** Throws when the storage cannot be reached (`/readyz`). */
  check(signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}
