import { uploadResponse, type UploadResponse } from '@market/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { uploads } from '../src/db/schema.ts';
import { buildUser, type TestUser } from './helper.ts';
import { buildUploadTestApp, type UploadTestContext } from './storage-under-test.ts';

// What the upload tests share: the app on the storage under test (disk, or a bucket for
// upload-s3.test.ts), a user who uploads, and multipart helpers.
export const state = {} as { ctx: UploadTestContext; owner: TestUser };

let isInUse = false;

/** The app and its uploading user for one test file (one app when a file imports several). */
export function useUploadApp(): void {
  if (isInUse) return;
  isInUse = true;
  beforeAll(async () => {
    state.ctx = await buildUploadTestApp();
    state.owner = await buildUser(state.ctx.database);
  });
  afterAll(() => state.ctx.close());
}

export interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

/** POSTs a multipart form the way a browser does (FormData), fields after the file. */
export async function upload(
  token: string | undefined,
  file?: FilePart,
  fields: Record<string, string> = {},
  fileField = 'file',
) {
  const form = new FormData();
  if (file) form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const response = await state.ctx.app.inject({
    method: 'POST',
    url: '/api/index/upload',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...(token && { token }) },
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: any },
    response,
  };
}

export async function uploadOk(
  file: FilePart,
  fields: Record<string, string> = {},
  token = state.owner.token,
): Promise<UploadResponse> {
  const { status, body } = await upload(token, file, fields);
  expect(status).toBe(200);
  expect(body).toMatchObject({ code: 1, msg: 'Success' });
  return uploadResponse.parse(body.data);
}

export const solid = (width: number, height: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

export const png = async (width: number, height: number): Promise<FilePart> => ({
  bytes: await solid(width, height, 'png'),
  name: 'photo.png',
  type: 'image/png',
});
export const jpeg = async (width: number, height: number): Promise<FilePart> => ({
  bytes: await solid(width, height, 'jpeg'),
  name: 'photo.jpg',
  type: 'image/jpeg',
});

export const fetchFile = (url: string, token?: string) =>
  state.ctx.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

/** Rows in `uploads` and stored files: a refused upload must change neither. */
export async function stored() {
  const [row] = await state.ctx.database.db.select({ n: count() }).from(uploads);
  const files = [...(await state.ctx.files.list(false)), ...(await state.ctx.files.list(true))];
  return { rows: row!.n, files: files.sort() };
}

export async function hashOf(id: number): Promise<string> {
  const [row] = await state.ctx.database.db.select().from(uploads).where(eq(uploads.id, id));
  return row!.hash;
}

export const publicUrl = /^\/uploads\/([0-9a-f]{64})\.webp$/;
