import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The stored files of one side (public or private), read past the app. */
export interface StoredFiles {
  list(isPrivate: boolean): Promise<string[]>;
  read(isPrivate: boolean, name: string): Promise<Buffer>;
  remove(isPrivate: boolean, name: string): Promise<void>;
}

/** s3rver's own account: it checks signatures against these. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'market-test';
/** Keys under a prefix, as a bucket shared with other sites would have them. */
const PREFIX = 'site-a/';

export interface S3TestServer {
  /** The settings that put an app's uploads on this server. */
  env: Record<string, string>;
  /** The bucket's keys as the test sees them, e.g. `site-a/public/<hash>.webp`. */
  keys(): Promise<string[]>;
  /** The files under the app's public/ and private/ prefixes. */
  files: StoredFiles;
  /** Stops answering (the files stay), as a store that went away. */
  stop(): Promise<void>;
  /** Answers again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on 127.0.0.1, a random port and a temporary folder. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'market-s3-'));
  let server: S3rver | null = null;
  let port = 0;
  const start = async () => {
    const next = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    port = (await next.run()).port;
    server = next;
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });

  const keys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  const keyOf = (isPrivate: boolean, name: string) => `${PREFIX}${isPrivate ? 'private' : 'public'}/${name}`;
  const files: StoredFiles = {
    async list(isPrivate) {
      const folder = keyOf(isPrivate, '');
      return (await keys()).filter((key) => key.startsWith(folder)).map((key) => key.slice(folder.length));
    },
    async read(isPrivate, name) {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: keyOf(isPrivate, name) }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async remove(isPrivate, name) {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: keyOf(isPrivate, name) }));
    },
  };

  return {
    env: {
      STORAGE_URL: `s3://${BUCKET}/${PREFIX}?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    keys,
    files,
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
