import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();

const adminLogin = (account: string, password: string, ip: string) =>
  post(ctx.app, '/api/admin/login', { account, password }, { ip });
const buyerLogin = (account: string, password: string, ip: string) =>
  post(ctx.app, '/api/user/login', { account, password }, { ip });
const wrong = { code: 0, msg: 'Wrong account or password', data: null };

// the back office's login is the buyer's login (the same throttles) restricted to admins
describe('POST /api/admin/login is throttled like the buyer’s', () => {
  it('locks an admin account after five wrong passwords, even with the right one (429)', async () => {
    const admin = await buildUser(ctx.database, { role: 'admin' });
    for (let i = 0; i < 5; i += 1)
      expect((await adminLogin(admin.user.username, 'not-the-password', `10.60.0.${i}`)).body).toEqual(wrong);
    const locked = await adminLogin(admin.user.username, admin.password, '10.60.1.1');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds$/);
    expect(Number(locked.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares one counter per account with the buyer login', async () => {
    const admin = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    for (let i = 0; i < 5; i += 1) await buyerLogin(admin.user.username, 'not-the-password', `10.61.0.${i}`);
    expect((await adminLogin(admin.user.username, admin.password, '10.61.1.1')).status).toBe(429);
  });

  it('locks one address that tries many accounts, and no other address', async () => {
    const ip = '10.62.0.1';
    for (let i = 0; i < 20; i += 1)
      expect((await adminLogin(`guess-admin-${i}`, 'not-the-password', ip)).body).toEqual(wrong);
    const admin = await buildUser(ctx.database, { role: 'admin' });
    expect((await adminLogin(admin.user.username, admin.password, ip)).status).toBe(429);
    const elsewhere = await adminLogin(admin.user.username, admin.password, '10.62.0.2');
    expect(elsewhere.body.code).toBe(1);
  });

  it('counts a buyer’s right password at the back office as a wrong one', async () => {
    const buyer = await buildUser(ctx.database);
    for (let i = 0; i < 5; i += 1)
      expect((await adminLogin(buyer.user.username, buyer.password, `10.63.0.${i}`)).body).toEqual(wrong);
    expect((await buyerLogin(buyer.user.username, buyer.password, '10.63.1.1')).status).toBe(429);
  });
});
