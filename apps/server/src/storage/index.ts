import type { Config } from '../config.ts';
import { DiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

export type { FileInfo, FileStorage, OpenedFile } from './file-storage.ts';
export { DiskStorage } from './disk-storage.ts';
export { registerPublicFiles } from './public-files.ts';

type StorageConfig = Pick<Config, 'UPLOAD_DIR' | 'STORAGE_URL' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;

/** The bucket of `STORAGE_URL` when it is set, else `UPLOAD_DIR` on local disk (decision 022). */
export function createStorage(config: StorageConfig): FileStorage {
  if (!config.STORAGE_URL) return new DiskStorage(config.UPLOAD_DIR);
  const keys =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return new S3Storage(config.STORAGE_URL, keys);
}
