import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files on local disk, addressed by content hash. Public ones sit under `public/` and are served at
 * `/uploads/`; private ones (KYC documents) under `private/`, which no static route serves.
 */
export class FileStorage {
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

  privatePath(hash: string): string {
    return path.join(this.privateDir, `${hash}.webp`);
  }

  /** Writes atomically (temp file, then rename) so a reader never sees half a file. */
  async put(isPrivate: boolean, name: string, data: Buffer): Promise<void> {
    const target = path.join(isPrivate ? this.privateDir : this.publicDir, name);
    // unique per write: the same image uploaded twice at once is written twice to one target
    const temp = `${target}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }
}
