/**
 * The merchant application journeys' pieces: a new buyer registered through the API, the
 * application's status as the server has it, the admin's decision, photos to upload and a
 * signature drawn on the page's canvas.
 */
import type { MerchantIndex } from '@market/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Journey } from './journey.ts';
import { eventually, plainPng } from './page-helpers.ts';
import { ADMIN, sceneOf } from './scene.ts';

export interface NewUser {
  username: string;
  password: string;
  token: string;
}

/** A buyer who registered a moment ago with an e-mailed code (through the API, not the page). */
export async function registerUser(journey: Journey, prefix: string): Promise<NewUser> {
  const username = `${prefix}_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'merchant-pass-1';
  const sent = await fetch(
    `${journey.baseURL}/api/ems/send?email=${encodeURIComponent(email)}&event=register`,
  );
  expect(((await sent.json()) as { code: number }).code).toBe(1);
  await eventually(() => journey.mailbox.messagesTo(email).length, 1, 'the registration code by mail');
  const code = journey.mailbox.latestCode(email);
  const { data } = sceneOf(journey);
  const session = await data<{ userinfo: { token: string } }>('/api/user/register', {
    username,
    email,
    password,
    code,
  });
  return { username, password, token: session.userinfo.token };
}

/** The merchant index as the applicant reads it (code 0 with status none is a success here). */
export async function merchantIndexOf(journey: Journey, token: string): Promise<MerchantIndex> {
  const response = await fetch(`${journey.baseURL}/api/merchant/index`, { headers: { token } });
  const envelope = (await response.json()) as { code: number; data: MerchantIndex };
  expect([0, 1]).toContain(envelope.code);
  return envelope.data;
}

/** The admin decides the application: approve, or reject with a reason. */
export async function reviewApplication(journey: Journey, id: number, decision: { reason?: string }) {
  const { data, tokenOf } = sceneOf(journey);
  return data<{ status: string }>(
    '/api/admin/merchant/review',
    { id, approve: !decision.reason, ...(decision.reason ? { reason: decision.reason } : {}) },
    await tokenOf(ADMIN, '/api/admin'),
  );
}

/** What the owner (with the token), a stranger and a visitor get for a private file's URL. */
export async function privateFileAnswers(journey: Journey, url: string, ownerToken: string) {
  const asOwner = await fetch(journey.baseURL + url, { headers: { token: ownerToken } });
  const asVisitor = await fetch(journey.baseURL + url);
  return { owner: asOwner.status, type: asOwner.headers.get('content-type'), visitor: asVisitor.status };
}

/** Small PNGs standing in for the logo and the three identity photos, each its own colour. */
export const photos = {
  logo: () => plainPng(120, 120, { r: 230, g: 120, b: 20 }),
  id_front: () => plainPng(160, 100, { r: 40, g: 110, b: 200 }),
  id_back: () => plainPng(160, 100, { r: 90, g: 160, b: 90 }),
  id_hold: () => plainPng(100, 140, { r: 170, g: 60, b: 140 }),
};

/** Chooses `buffer` in the photo tile `testId` and waits for its preview. */
export async function choosePhoto(page: Page, testId: string, buffer: Buffer): Promise<void> {
  await page
    .getByTestId(`${testId}-input`)
    .setInputFiles({ name: `${testId}.png`, mimeType: 'image/png', buffer });
  await page.getByTestId(`${testId}-preview`).waitFor();
}

/**
 * Signs on the canvas with the mouse: a few strokes across its middle, pressed, moved in small
 * steps and released, as a hand does.
 */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  const strokes = [
    [at(0.15, 0.6), at(0.25, 0.3), at(0.35, 0.65), at(0.45, 0.35)],
    [at(0.5, 0.55), at(0.65, 0.4), at(0.8, 0.6)],
  ];
  for (const points of strokes) {
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.down();
    for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 6 });
    await page.mouse.up();
  }
}

/** The number of canvas pixels that are not white: a drawn signature has ink, a cleared one none. */
export function inkOf(pad: Locator): Promise<number> {
  return pad.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) ink++;
    return ink;
  });
}
