import { type AdminRole, adminRoles, allCalls, defineCall, emptyBody, roleMay } from '@market/contract';
import { z } from 'zod';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredRoute, registerRoutes, route, trackRoutes } from '../src/plugins/calls.ts';
import { buildTestApp, buildUser, type TestContext } from './helper.ts';

// Generated from the registered routes: every API route has a definition, and each definition's
// access is enforced. A route added by hand (without a definition) fails the first test.

// a call outside /api keeps the spec's exact path (GET /merchant/pay/index): its definition makes it one
const isApiRoute = (route: RegisteredRoute) =>
  route.call !== undefined || (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));

/** The API routes registered without a call definition. */
function routesWithoutDefinition(app: FastifyInstance): string[] {
  return app.registeredRoutes
    .filter((route) => isApiRoute(route) && !route.call)
    .map((r) => `${r.method} ${r.url}`);
}

let ctx: TestContext;
let routes: RegisteredRoute[];
let buyer: string;
let merchant: string;
let admin: string;
let adminOf: Record<AdminRole, string>;

beforeAll(async () => {
  ctx = await buildTestApp();
  routes = ctx.app.registeredRoutes.filter(isApiRoute);
  const tokenOf = async (role: 'buyer' | 'merchant' | 'admin') =>
    (await buildUser(ctx.database, { role })).token;
  [buyer, merchant, admin] = [await tokenOf('buyer'), await tokenOf('merchant'), await tokenOf('admin')];
  const entries = await Promise.all(
    adminRoles.map(async (adminRole) => [
      adminRole,
      (await buildUser(ctx.database, { role: 'admin', adminRole })).token,
    ]),
  );
  adminOf = Object.fromEntries(entries) as Record<AdminRole, string>;
  process.stdout.write(
    `access tests: ${routes.length} API routes registered, each checked against its definition\n`,
  );
});

afterAll(() => ctx?.close());

/** Calls a route as it is registered: a path parameter gets 1, a POST an empty body. */
async function callAs(route: RegisteredRoute, token?: string, lang = 'en') {
  const response = await ctx.app.inject({
    method: route.method as 'GET' | 'POST',
    url: route.url.replace(/:\w+/g, '1'),
    ...(route.method === 'POST' && { payload: {} }),
    headers: { 'accept-language': lang, ...(token && { token }) },
  });
  // a file's call (a CSV export) answers its bytes, not an envelope
  const isJson = String(response.headers['content-type']).includes('json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body };
}

describe('every API route', () => {
  it('is registered from a definition, and every definition is registered once', () => {
    expect(routesWithoutDefinition(ctx.app)).toEqual([]);
    const registered = routes.map((route) => `${route.method} ${route.url}`).sort();
    const defined = allCalls.map((call) => `${call.method} ${call.path}`).sort();
    expect(registered).toEqual(defined);
    expect(new Set(defined).size).toBe(defined.length);
  });

  it('reports a route added by hand', async () => {
    const app = Fastify();
    trackRoutes(app);
    app.post('/api/handmade', async () => ({}));
    await app.ready();
    expect(routesWithoutDefinition(app)).toEqual(['POST /api/handmade']);
    await app.close();
  });

  it('answers a visitor 401, in the visitor’s language, wherever a login is needed', async () => {
    const guarded = routes.filter((route) => route.call!.access !== 'visitor');
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      const [english, german] = [await callAs(route), await callAs(route, undefined, 'de')];
      expect({ route: route.url, english, german }).toEqual({
        route: route.url,
        english: { status: 401, body: { code: 401, msg: 'Please login first', data: null } },
        german: { status: 401, body: { code: 401, msg: 'Bitte melden Sie sich zuerst an', data: null } },
      });
    }
  });

  it('answers a buyer and a merchant 403 on admin calls, and a buyer and an admin 403 on merchant calls', async () => {
    const cases = routes.flatMap((route) => {
      if (route.call!.access === 'admin') return [buyer, merchant].map((token) => ({ route, token }));
      if (route.call!.access === 'merchant') return [buyer, admin].map((token) => ({ route, token }));
      return [];
    });
    expect(cases.length).toBeGreaterThan(10);
    for (const { route, token } of cases) {
      const { status, body } = await callAs(route, token);
      expect({ route: route.url, status, code: body.code, data: body.data }).toEqual({
        route: route.url,
        status: 403,
        code: 403,
        data: null,
      });
      expect(body.msg).toMatch(/\S/);
    }
  });

  it('lets the right role through the guard (answered by the call, not by the guard)', async () => {
    // logout last: it ends the buyer's session
    const ordered = [...routes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    for (const route of ordered) {
      const token = { visitor: undefined, user: buyer, merchant, admin }[route.call!.access];
      const { status } = await callAs(route, token);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(status);
    }
  });

  it('applies the role matrix to every admin call: each role × each call is let through or answered 403', async () => {
    const adminRoutes = routes.filter((route) => route.call!.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(20);
    const seen = { allowed: 0, refused: 0 };
    for (const route of adminRoutes) {
      for (const role of adminRoles) {
        const allowed = roleMay(role, route.call!.permission!);
        const { status, body } = await callAs(route, adminOf[role]);
        const outcome = status === 403 ? 'refused' : [401].includes(status) ? `status ${status}` : 'allowed';
        expect({ call: route.url, role, permission: route.call!.permission, outcome }).toEqual({
          call: route.url,
          role,
          permission: route.call!.permission,
          outcome: allowed ? 'allowed' : 'refused',
        });
        if (!allowed) expect(body).toMatchObject({ code: 403, data: null });
        seen[allowed ? 'allowed' : 'refused'] += 1;
      }
    }
    // the matrix is not all one way: every role is refused somewhere but the super admin
    expect(seen.allowed).toBeGreaterThan(adminRoutes.length);
    expect(seen.refused).toBeGreaterThan(adminRoutes.length);
  });

  it('refuses to start with an admin call that names no permission, or another call that names one', () => {
    const unguarded = defineCall({
      method: 'POST',
      path: '/api/admin/unguarded',
      access: 'admin',
      tags: [],
      summary: 'no permission',
      request: emptyBody,
      response: z.null(),
    });
    const stray = defineCall({ ...unguarded, path: '/api/stray', access: 'user', permission: 'users.view' });
    for (const call of [unguarded, stray]) {
      const app = Fastify();
      expect(() => registerRoutes(app, [route(call, async () => null)])).toThrow(/permission/);
    }
  });
});
