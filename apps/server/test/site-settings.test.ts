import { DEFAULT_EXCHANGE_LOGOS, DEFAULT_PARTNER_LOGOS, siteSettingsSchema } from '@market/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, siteSettings } from '../src/db/schema.ts';
import { buildUser, post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({ admin: await buildUser(database, { role: 'admin' }) }));

const read = (token = ctx.admin.token) => post(ctx.app, '/api/admin/site/settings', {}, { token });
const save = (body: object, lang?: string, token = ctx.admin.token) =>
  post(ctx.app, '/api/admin/site/settings/save', body, { token, ...(lang && { lang }) });
const valid = {
  web_name: 'Bulk Bazaar',
  service_url: 'https://help.example.com/chat',
  commission_rate: '0.08',
};
const withDefaults = {
  ...valid,
  exchange_logos: DEFAULT_EXCHANGE_LOGOS,
  partner_logos: DEFAULT_PARTNER_LOGOS,
  order_pay_minutes: 30,
  order_auto_receive_days: 10,
};
const picture = `/uploads/${'ab'.repeat(32)}.webp`;
const exchanges = [
  { name: 'Binance', link: 'https://www.binance.com', image: picture },
  { name: 'Local Wallet', link: 'https://wallet.example.com/x', image: '' },
];
const partners = [{ name: 'DHL', link: 'https://www.dhl.com', image: picture }];
const stored = async () =>
  Object.fromEntries(
    (await ctx.database.db.select().from(siteSettings)).map((row) => [row.key, row.value] as const),
  );

describe('the site settings in the back office', () => {
  it('answers the defaults before anything is saved', async () => {
    const { body } = await read();
    expect(siteSettingsSchema.parse(body.data)).toEqual({
      web_name: 'Wholesale Marketplace',
      // the help centre, a page of the buyer app (decision 054)
      service_url: '/faqs',
      commission_rate: '0.05',
      exchange_logos: DEFAULT_EXCHANGE_LOGOS,
      partner_logos: DEFAULT_PARTNER_LOGOS,
      order_pay_minutes: ctx.config.ORDER_PAY_MINUTES,
      order_auto_receive_days: ctx.config.ORDER_AUTO_RECEIVE_DAYS,
    });
    expect(DEFAULT_EXCHANGE_LOGOS).toHaveLength(8);
    expect(DEFAULT_PARTNER_LOGOS).toHaveLength(6);
    const home = (await post(ctx.app, '/api/index/index')).body.data;
    expect(home.exchange_logos).toEqual(DEFAULT_EXCHANGE_LOGOS);
    expect(home.partner_logos).toEqual(DEFAULT_PARTNER_LOGOS);
  });

  it('saves them, audited, and the buyer app’s home answers the new name at once', async () => {
    // the home payload is cached: read it first so the save has something to clear
    expect((await post(ctx.app, '/api/index/index')).body.data.web_name).toBe('Wholesale Marketplace');
    const { body } = await save({ ...valid, web_name: '  Bulk Bazaar  ' });
    expect(body).toMatchObject({ code: 1, msg: 'Saved', data: valid });
    expect((await read()).body.data).toEqual(withDefaults);
    const home = (await post(ctx.app, '/api/index/index', {}, { lang: 'ar' })).body.data;
    expect(home).toMatchObject({ web_name: 'Bulk Bazaar', service_url: valid.service_url });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.settings'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorId: ctx.admin.user.id, subject: 'site:settings', ip: '127.0.0.1' });
    expect(JSON.parse(audit!.before!)).toMatchObject({
      web_name: 'Wholesale Marketplace',
      commission_rate: '0.05',
    });
    expect(JSON.parse(audit!.after!)).toEqual(withDefaults);
  });

  it('saves the footer’s logos, audited, and the buyer app’s home answers them at once', async () => {
    await post(ctx.app, '/api/index/index');
    const { body } = await save({ ...valid, exchange_logos: exchanges, partner_logos: partners });
    expect(body).toMatchObject({ code: 1, data: { exchange_logos: exchanges, partner_logos: partners } });
    const home = (await post(ctx.app, '/api/index/index', {}, { lang: 'ja' })).body.data;
    expect(home.exchange_logos).toEqual(exchanges);
    expect(home.partner_logos).toEqual(partners);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.settings'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(JSON.parse(audit!.after!)).toMatchObject({ exchange_logos: exchanges, partner_logos: partners });
    // a save without the lists keeps them
    await save({ ...valid, web_name: 'Other' });
    expect((await read()).body.data).toMatchObject({ exchange_logos: exchanges, partner_logos: partners });
    // an empty list is a choice too: the footer shows none
    await save({ ...valid, partner_logos: [] });
    expect((await post(ctx.app, '/api/index/index')).body.data.partner_logos).toEqual([]);
  });

  it('refuses bad input naming the field, in the caller’s language, and changes nothing', async () => {
    const before = await stored();
    const cases: [object, string, string][] = [
      [{ ...valid, web_name: ' ' }, 'web_name', 'Please enter the site name'],
      [{ ...valid, web_name: 'x'.repeat(61) }, 'web_name', ''],
      [
        { ...valid, service_url: 'javascript:alert(1)' },
        'service_url',
        'The customer service link must be a page of the app starting with / (such as /faqs), or start with https://, http://, mailto: or tel:',
      ],
      // two slashes (or a slash and a backslash) lead a browser to another site, not a page of the app
      [{ ...valid, service_url: '//evil.example/chat' }, 'service_url', ''],
      [{ ...valid, service_url: '/\\evil.example' }, 'service_url', ''],
      [{ ...valid, service_url: '/help centre' }, 'service_url', ''],
      [
        { ...valid, commission_rate: '0.9' },
        'commission_rate',
        'The commission must be a decimal from 0 to 0.5',
      ],
      [{ ...valid, commission_rate: '-0.1' }, 'commission_rate', ''],
      [{ web_name: 'A', service_url: valid.service_url }, 'commission_rate', ''],
      [{ ...valid, logo: 'x' }, 'logo', ''],
      [
        { ...valid, exchange_logos: [...exchanges, { name: 'Bad', link: 'http://x.example', image: '' }] },
        'exchange_logos.2.link',
        "A logo's link must be a web address starting with https://",
      ],
      [
        { ...valid, partner_logos: [{ ...partners[0], name: ' ' }] },
        'partner_logos.0.name',
        "Please enter the logo's name",
      ],
      [
        { ...valid, exchange_logos: [{ ...exchanges[0], image: 'https://evil.example/x.png' }] },
        'exchange_logos.0.image',
        'The picture must be an image uploaded to this site',
      ],
      [
        { ...valid, exchange_logos: [{ ...exchanges[0], link: 'javascript:alert(1)' }] },
        'exchange_logos.0.link',
        '',
      ],
      [{ ...valid, exchange_logos: Array(9).fill(exchanges[0]) }, 'exchange_logos', ''],
      [{ ...valid, partner_logos: Array(7).fill(partners[0]) }, 'partner_logos', ''],
    ];
    for (const [body, field, msg] of cases) {
      const { body: answer } = await save(body);
      expect(answer, JSON.stringify(body)).toMatchObject({ code: 0, data: { field } });
      if (msg) expect(answer.msg).toBe(msg);
    }
    const arabic = await save({ ...valid, service_url: 'faqs' }, 'ar');
    expect(arabic.body).toEqual({
      code: 0,
      msg: 'يجب أن يكون رابط خدمة العملاء صفحة من التطبيق تبدأ بـ / (مثل /faqs)، أو أن يبدأ بـ https:// أو http:// أو mailto: أو tel:',
      data: { field: 'service_url' },
    });
    const german = await save({ ...valid, web_name: '' }, 'de');
    expect(german.body).toEqual({
      code: 0,
      msg: 'Bitte geben Sie den Namen der Website ein',
      data: { field: 'web_name' },
    });
    expect(await stored()).toEqual(before);
  });

  it('takes a page of the buyer app as the service link, and the buyer app’s home answers it', async () => {
    await post(ctx.app, '/api/index/index');
    for (const serviceUrl of ['/page/3', '/faqs', 'tel:+1 555 0100', 'mailto:help@example.com']) {
      const { body } = await save({ ...valid, service_url: serviceUrl });
      expect(body, serviceUrl).toMatchObject({ code: 1, data: { service_url: serviceUrl } });
      expect((await post(ctx.app, '/api/index/index')).body.data.service_url).toBe(serviceUrl);
    }
  });

  it('is for the settings permission only', async () => {
    const finance = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    expect((await read(finance.token)).status).toBe(403);
    expect((await save(valid, undefined, finance.token)).status).toBe(403);
  });
});
