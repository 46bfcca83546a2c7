import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built app in miniature: its shell, a hashed script and its service worker. */
async function builtApp(title: string, ...scripts: string[]): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), `market-${title}-`));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), `<!doctype html><title>${title}</title>`);
  for (const script of scripts)
    await writeFile(path.join(root, `assets/${script}`), `console.log('${title}')`);
  await writeFile(path.join(root, 'service-worker.js'), `// ${title} worker`);
  return root;
}

describe('the buyer app at /, the seller app at /seller/ and the back office at /admin/', () => {
  let ctx: TestContext;
  let roots: string[];
  const page = (url: string, accept = 'text/html') =>
    ctx.app.inject({ method: 'GET', url, headers: { accept } });

  beforeAll(async () => {
    roots = [
      await builtApp('buyer', 'index-AbCd1234.js', 'Bl-rQ3yq.js', 'notes.js'),
      await builtApp('seller', 'index-EfGh5678.js'),
      await builtApp('admin', 'index-IjKl9012.js'),
    ];
    ctx = await buildTestApp({}, { webRoot: roots[0]!, sellerRoot: roots[1]!, adminRoot: roots[2]! });
  });
  afterAll(async () => {
    await ctx.close();
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
  });

  it('answers every page path under /seller/ with the seller shell, never cached', async () => {
    for (const url of ['/seller/', '/seller/orders', '/seller/login?n=1', '/seller/orders/12']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>seller</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("serves the seller's hashed assets immutable and its service worker never cached", async () => {
    const script = await page('/seller/assets/index-EfGh5678.js', '*/*');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe("console.log('seller')");
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    const worker = await page('/seller/service-worker.js', '*/*');
    expect(worker.body).toBe('// seller worker');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('still answers / and its page paths with the buyer shell and serves its assets', async () => {
    for (const url of ['/', '/mine', '/goods?id=3', '/sellers']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>buyer</title>');
    }
    const script = await page('/assets/index-AbCd1234.js', '*/*');
    expect(script.body).toBe("console.log('buyer')");
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    // a shared piece is named by its hash alone: as immutable; a file without a hash is not
    expect((await page('/assets/Bl-rQ3yq.js', '*/*')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await page('/assets/notes.js', '*/*')).headers['cache-control']).toBe('no-cache');
    // each app's files only under its own prefix
    expect((await page('/assets/index-EfGh5678.js', '*/*')).statusCode).toBe(404);
    expect((await page('/service-worker.js', '*/*')).body).toBe('// buyer worker');
  });

  it('answers page paths under /admin/ with the back office shell and serves its assets there only', async () => {
    for (const url of [
      '/admin/',
      '/admin/login',
      '/admin/applications?status=reviewing',
      '/admin/applications/7',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>admin</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const script = await page('/admin/assets/index-IjKl9012.js', '*/*');
    expect(script.body).toBe("console.log('admin')");
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect((await page('/assets/index-IjKl9012.js', '*/*')).statusCode).toBe(404);
    expect((await page('/seller/assets/index-IjKl9012.js', '*/*')).statusCode).toBe(404);
    const admin = await page('/admin');
    expect(admin.statusCode).toBe(301);
    expect(admin.headers.location).toBe('/admin/');
    // the API under /api/admin/ is never a shell
    const api = await page('/api/admin/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('sends /seller to /seller/, the scope of its service worker', async () => {
    const response = await page('/seller');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/seller/');
  });

  it('answers a missing file or API path under /seller/ with the 404 envelope, not a shell', async () => {
    const file = await page('/seller/assets/gone-AbCd1234.js', '*/*');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: 404, data: null });
    const json = await page('/seller/orders', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 404 });
  });
});

describe('a server without the seller app built', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = await builtApp('buyer', 'index-AbCd1234.js');
    ctx = await buildTestApp({}, { webRoot: root, sellerRoot: path.join(root, 'no-such-build') });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers /seller/ pages with the buyer shell, whose router shows its own not-found page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/seller/',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>buyer</title>');
  });
});
