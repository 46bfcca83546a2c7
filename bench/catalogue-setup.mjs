// What bench/catalogue.mjs prepares besides its rows: the embedded default's server (PGlite with
// the demo catalogue `npm start` seeds) and a signed-in buyer with favourites and follows.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchServerEnv, cleanups, postJson, startServer } from './harness.mjs';

/** The demo buyer every non-production start creates (user/seed-accounts.ts). */
const DEMO_BUYER = { account: 'buyer', password: 'buyer12345' };

/**
 * The real server as `npm start` runs it out of the box: PGlite in a fresh data folder, the demo
 * catalogue of `products` products seeded at start, no mail, no rate limits, no order clock.
 * Answers its base URL, the environment and the seconds the start (migrations and seed) took.
 */
export async function startPgliteServer(products = '5000') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'market-bench-pglite-'));
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'market-bench-uploads-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rm(uploadDir, { recursive: true, force: true }));
  const env = await benchServerEnv({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    SEED_PRODUCTS: products,
  });
  const started = performance.now();
  const base = await startServer(env);
  const ready = await (await fetch(`${base}/readyz`)).json();
  if (ready.data?.database !== 'pglite') throw new Error(`server runs on ${JSON.stringify(ready.data)}`);
  return { base, env, startSeconds: (performance.now() - started) / 1000 };
}

async function callAs(base, token, url, body) {
  const { status, body: answer } = await postJson(`${base}${url}`, body, { token });
  if (status !== 200 || answer.code !== 1)
    throw new Error(`${url}: HTTP ${status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * Logs the demo buyer in and makes sure they favour `favorites` of `productIds` and follow
 * `follows` of `storeIds` (the calls toggle, so only the missing ones are sent: a second run
 * leaves the marks as they are). Answers the session token and the marks held.
 */
export async function signInViewer(base, { productIds, storeIds, favorites = 40, follows = 15 }) {
  const { status, body } = await postJson(`${base}/api/user/login`, DEMO_BUYER);
  if (status !== 200 || body.code !== 1)
    throw new Error(`demo buyer login: HTTP ${status} ${JSON.stringify(body)}`);
  const token = body.data.userinfo.token;
  const favoured = await callAs(base, token, '/api/user/collect_list', { page: 1, limit: 50 });
  const have = new Set(favoured.list.map((card) => card.id));
  for (const id of productIds.filter((one) => !have.has(one)).slice(0, favorites - have.size))
    await callAs(base, token, '/api/user/collect', { product_id: id });
  const followed = await callAs(base, token, '/api/user/followers_list', { page: 1, limit: 50 });
  const following = new Set(followed.list.map((card) => card.id));
  for (const id of storeIds.filter((one) => !following.has(one)).slice(0, follows - following.size))
    await callAs(base, token, '/api/user/followers', { shop_id: id });
  const [favoriteCount, followCount] = await Promise.all([
    callAs(base, token, '/api/user/collect_list', { page: 1, limit: 1 }),
    callAs(base, token, '/api/user/followers_list', { page: 1, limit: 1 }),
  ]);
  return { token, favorites: favoriteCount.total, follows: followCount.total };
}
