import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileInfo, FileStorage, OpenedFile } from './file-storage.ts';

const isMissing = (error: NodeJS.ErrnoException) => error.code === 'ENOENT';

/**
 * Files on local disk, addressed by content hash. Public ones sit under `public/` and are served at
 * `/uploads/` by @fastify/static; private ones (KYC documents) under `private/`, which no static
 * route serves.
 */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk';
  readonly publicDir: string;
  readonly privateDir: string;

  constructor(root: string) {
    this.publicDir = path.resolve(root, 'public');
    this.privateDir = path.resolve(root, 'private');
  }

  async init(): Promise<void> {
    await mkdir(this.publicDir, { recursive: true });
    await mkdir(this.privateDir, { recursive: true });
  }

  private pathOf(isPrivate: boolean, name: string): string {
    return path.join(isPrivate ? this.privateDir : this.publicDir, name);
  }

  /** Writes atomically (temp file, then rename) so a reader never sees half a file. */
  async put(isPrivate: boolean, name: string, data: Buffer): Promise<void> {
    const target = this.pathOf(isPrivate, name);
    // unique per write: the same image uploaded twice at once is written twice to one target
    const temp = `${target}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  async stat(isPrivate: boolean, name: string): Promise<FileInfo | undefined> {
    const info = await stat(this.pathOf(isPrivate, name)).catch((error: NodeJS.ErrnoException) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    return info && { size: info.size, etag: undefined, lastModified: info.mtime };
  }

  async open(isPrivate: boolean, name: string): Promise<OpenedFile | undefined> {
    // opened before anything is answered: a file gone from the disk is a 404, not a broken stream
    const file = await open(this.pathOf(isPrivate, name)).catch((error: NodeJS.ErrnoException) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!file) return undefined;
    const info = await file.stat().catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    return { size: info.size, etag: undefined, lastModified: info.mtime, body: file.createReadStream() };
  }

  async check(): Promise<void> {}

  async close(): Promise<void> {}
}
