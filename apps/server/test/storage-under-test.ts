import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp, type TestContext } from './helper.ts';
import { startS3Server, type StoredFiles } from './s3-server.ts';

export type { StoredFiles };

export interface UploadTestContext extends TestContext {
  files: StoredFiles;
}

/** Where the upload suites keep files: the disk, unless a file that imports them chose S3. */
let chosen: 'disk' | 's3' = 'disk';

/** Runs the upload suites imported after this call on the chosen storage (`upload-s3.test.ts`). */
export function useStorage(kind: 'disk' | 's3'): void {
  chosen = kind;
}

/** `buildTestApp` with its files on the chosen storage, and a way to look at them. */
export async function buildUploadTestApp(env: Record<string, string> = {}): Promise<UploadTestContext> {
  if (chosen === 'disk') {
    const ctx = await buildTestApp(env);
    return { ...ctx, files: diskFiles(ctx.uploadDir) };
  }
  const s3 = await startS3Server();
  const ctx = await buildTestApp({ ...s3.env, ...env });
  return {
    ...ctx,
    files: s3.files,
    async close() {
      await ctx.close();
      await s3.close();
    },
  };
}

function diskFiles(root: string): StoredFiles {
  const pathOf = (isPrivate: boolean, name: string) =>
    path.join(root, isPrivate ? 'private' : 'public', name);
  return {
    list: async (isPrivate) => (await readdir(pathOf(isPrivate, ''))).sort(),
    read: (isPrivate, name) => readFile(pathOf(isPrivate, name)),
    remove: (isPrivate, name) => rm(pathOf(isPrivate, name)),
  };
}
