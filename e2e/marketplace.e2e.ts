import { randomUUID } from 'node:crypto';
import type { Order, ProductDetail, SettlementSummary } from '@market/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import {
  choosePhoto,
  drawSignature,
  merchantIndexOf,
  photos,
  registerUser,
  reviewApplication,
} from './merchant-support.ts';
import { money } from './money.ts';
import { eventually, expectText, input, login, waitForPath } from './page-helpers.ts';
import { BUYER, FUND_PASSWORD, sceneOf } from './scene.ts';
import { addOptions, fillSkus, pickCategory, twoPictures } from './seller-products-support.ts';
import { LAYLA } from './seller-support.ts';

// The whole marketplace in one journey, on PostgreSQL so the ledger can be checked at the end: a new
// user applies, is approved, opens the seller app, lists a product; a buyer finds and buys it; the
// seller ships; the buyer receives and reviews; the seller replies and is paid less commission.
const DATABASE = `journey_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
});
const journey = useJourney({ DATABASE_URL: databaseUrl });
afterAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.end();
});

const scene = sceneOf(journey);
const TITLE = 'Quillon merino scarf';
const REPLY = 'Thank you! Wear it well.';

/** The ledger's invariants, read straight from the database (the checks of the API tests). */
async function ledgerProblems(): Promise<Record<string, unknown>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const accounts = await db.query(`
      select 'user' as kind, u.id from users u where u.money <> coalesce((select sum(amount) from ledger_entries e where e.account_type = 'user' and e.account_id = u.id), 0)
      union all select 'store', s.id from stores s where s.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_type = 'store' and e.account_id = s.id), 0)
      union all select 'order', o.id from orders o where o.held <> coalesce((select sum(amount) from ledger_entries e where e.account_type = 'order' and e.account_id = o.id), 0)
      union all select 'system', a.id from system_accounts a where a.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_type = 'system' and e.account_id = a.id), 0)`);
    const journals = await db.query(
      'select journal from ledger_entries group by journal having sum(amount) <> 0',
    );
    const total = await db.query('select coalesce(sum(amount), 0)::float8 as total from ledger_entries');
    return { accounts: accounts.rows, unbalancedJournals: journals.rows, total: total.rows[0].total };
  } finally {
    await db.end();
  }
}

describe('the marketplace, end to end', () => {
  it('apply → approved → seller app → product → bought → shipped → received and reviewed → reply → paid less commission', async () => {
    const { page } = journey;

    // a new user applies with the documents and a drawn signature
    const user = await registerUser(journey, 'maker');
    const storeName = `Quillon ${Date.now().toString(36)}`;
    await login(page, user.username, user.password);
    await page.goto('/merchant');
    await input(page, 'merchant-store-name').fill(storeName);
    await input(page, 'merchant-id-number').fill('X9876543');
    await input(page, 'merchant-real-name').fill('Grace Hopper');
    for (const name of ['logo', 'id_front', 'id_back', 'id_hold'] as const) {
      await choosePhoto(page, `merchant-${name.replace('_', '-')}`, await photos[name]());
    }
    const pad = page.getByTestId('merchant-signature-pad');
    await drawSignature(page, pad);
    await eventually(() => pad.getAttribute('data-signed'), 'true');
    await page.getByTestId('merchant-agree').tap();
    await page.getByTestId('merchant-submit').tap();
    await eventually(() => page.getByTestId('merchant-steps').getAttribute('data-step'), 'review');

    // an admin approves it (through the API); Refresh shows the way to the seller app
    const application = (await merchantIndexOf(journey, user.token)).application!;
    await reviewApplication(journey, application.id, {});
    await page.getByTestId('merchant-refresh').tap();
    await eventually(() => page.getByTestId('merchant-steps').getAttribute('data-step'), 'approved');
    await page.getByTestId('merchant-start-selling').tap();

    // the seller app asks the new merchant to log in, then opens the store center
    await waitForPath(page, '/seller/login');
    await input(page, 'login-account').fill(user.username);
    await input(page, 'login-password').fill(user.password);
    await page.getByTestId('login-submit').tap();
    await page.getByTestId('tab-nav').waitFor();
    await expectText(page.getByTestId('store-name'), storeName);

    // a product with two variants and two pictures
    await page.getByTestId('tab-products').tap();
    await page.getByTestId('new-product').tap();
    await waitForPath(page, '/seller/products/new');
    await input(page, 'product-title').fill(TITLE);
    await pickCategory(page);
    await page.getByTestId('image-input').setInputFiles(await twoPictures());
    await addOptions(page, 'sizes', ['One size']);
    await addOptions(page, 'colors', ['Ink', 'Moss']);
    await fillSkus(page, [
      { price: '24.80', stock: '30' },
      { price: '26.40', stock: '12' },
    ]);
    await page.getByTestId('product-save').tap();
    await waitForPath(page, '/seller/products');

    // a buyer finds it by search and buys one of the Moss variant
    const buyerPage = await (await journey.newContext()).newPage();
    await login(buyerPage, BUYER.account, BUYER.password);
    await buyerPage.goto('/search');
    await buyerPage.getByTestId('search-input').fill('Quillon');
    await buyerPage.getByTestId('search-submit').tap();
    const found = buyerPage.getByTestId('search-products').getByTestId('product-card-title');
    await expectText(found.first(), TITLE);
    await found.first().tap();
    await buyerPage.waitForURL((url) => url.pathname === '/goods');
    const productId = Number(new URL(buyerPage.url()).searchParams.get('id'));
    const detail = await scene.data<ProductDetail>('/api/index/pro_info', { id: productId });
    expect(detail.title).toBe(TITLE);
    expect(detail.images).toHaveLength(2);
    const moss = detail.skus.find((sku) => sku.color === 'Moss')!;
    const buyerToken = await scene.tokenOf(BUYER);
    const address = await scene.addressOf(buyerToken, LAYLA);
    const created = await scene.data<{ checkout_id: number; orders: { id: number }[] }>(
      '/api/order/create',
      { items: [{ product_id: productId, sku_id: moss.id, num: 1 }], address_id: address.id },
      buyerToken,
    );
    await scene.data(
      '/api/order/pay',
      { checkout_id: created.checkout_id, fund_password: FUND_PASSWORD },
      buyerToken,
      { 'idempotency-key': randomUUID() },
    );
    const orderId = created.orders[0]!.id;

    // the seller ships it with a carrier and a tracking number
    await page.getByTestId('tab-orders').tap();
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.locator('.order-card-link').tap();
    await page.getByTestId('order-ship').tap();
    await input(page, 'ship-carrier').fill('DHL');
    await input(page, 'ship-tracking').fill('JD 0146 0000 7781');
    await page.getByTestId('ship-submit').tap();
    await eventually(
      async () => (await scene.data<Order>('/api/order/detail', { id: orderId }, buyerToken)).status,
      'shipped',
    );
    const shipped = await scene.data<Order>('/api/order/detail', { id: orderId }, buyerToken);
    expect(shipped).toMatchObject({ carrier: 'DHL', tracking_no: 'JD 0146 0000 7781' });

    // the buyer confirms receipt and reviews; the seller replies
    await scene.data('/api/order/receive', { id: orderId }, buyerToken);
    await scene.data('/api/order/assess', { id: orderId, rating: 5, content: 'Soft and warm.' }, buyerToken);
    await page.goto('/seller/reviews');
    const review = page.getByTestId('review-card').filter({ hasText: 'Soft and warm.' });
    await review.getByTestId('review-reply-open').tap();
    await review.getByRole('textbox').fill(REPLY);
    await review.getByTestId('reply-submit').tap();
    await expectText(review.getByTestId('review-reply-text'), REPLY);
    await buyerPage.goto(`/goods?id=${productId}`);
    await expectText(buyerPage.getByTestId('review-reply').first().locator('.review-text'), REPLY);

    // settlement: the order's amount less the platform's 5 % commission, available at once
    const total = Number(shipped.total);
    const kept = (total - Math.round(total * 0.05 * 1e8) / 1e8).toFixed(2);
    const summary = (
      (await (
        await fetch(`${journey.baseURL}/merchant/pay/index`, {
          headers: { token: await scene.tokenOf({ account: user.username, password: user.password }) },
        })
      ).json()) as { data: SettlementSummary }
    ).data;
    expect(Number(summary.available).toFixed(2)).toBe(kept);
    await page.getByTestId('tab-settlement').tap();
    await expectText(page.getByTestId('settlement-available'), money(summary.available));
    await page.screenshot({ path: '/tmp/marketplace-settlement-375.png', fullPage: true });

    expect(await ledgerProblems()).toEqual({ accounts: [], unbalancedJournals: [], total: 0 });
  }, 240_000);
});
