import type { CheckoutResponse, MessageListItem, Order } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { expectNoSidewaysOverflow } from './layout.ts';
import { cents, money } from './money.ts';
import { submitPayment } from './order-support.ts';
import {
  documentLanguage,
  eventually,
  expectCount,
  expectText,
  fieldErrorText,
  input,
  login,
  pickLanguage,
  waitForPath,
} from './page-helpers.ts';
import {
  draftLine,
  fillDraftLine,
  merchantPage,
  openSellerQuote,
  pickSku,
  productWithTwoSkus,
  quoteOf,
  sendRequest,
} from './rfq-support.ts';
import { BUYER, callApi, MERCHANT, sceneOf } from './scene.ts';
import { LAYLA } from './seller-support.ts';

const journey = useJourney();
const scene = sceneOf(journey);
const web = (lang: string) =>
  dictionary(`apps/web/src/i18n/parts/quotes/${lang}.json`, `apps/web/src/i18n/locales/${lang}.json`);
const seller = (lang: string) => dictionary(`apps/seller/src/i18n/locales/${lang}.json`);
const [en, ar, sellerEn, sellerAr] = [web('en'), web('ar'), seller('en'), seller('ar')];

/** Two decimals of `factor` × the price. */
const share = (price: string, factor: number) => (Math.floor(Number(price) * factor * 100) / 100).toFixed(2);
/** The UTC day `days` from now, as a date input writes it. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('requests for quotation', () => {
  it('asked for two SKUs on a phone, answered in the seller app, accepted and paid at the quoted prices', async () => {
    const { page } = journey;
    const { detail, skus } = await productWithTwoSkus(journey);
    const [first, second] = skus;
    const buyerToken = await scene.tokenOf(BUYER);
    const address = await scene.addressOf(buyerToken, LAYLA);
    const before = await scene.balanceOf(buyerToken);

    // the buyer asks from the product page: the chosen SKU first, another added, targets and a message
    await login(page, BUYER.account, BUYER.password);
    await page.goto(`/goods?id=${detail.id}`);
    await pickSku(page, first);
    await expectText(page.getByTestId('quote-request'), en('quote.request'));
    await page.getByTestId('quote-request').tap();
    await expectText(page.locator('#quote-sheet-title'), en('quote.form.title'));
    await expectCount(page.getByTestId('quote-draft-line'), 1);
    await page.getByTestId('quote-add-sku').selectOption(String(second.id));
    await expectCount(page.getByTestId('quote-draft-line'), 2);
    const targets = [share(first.price, 0.8), share(second.price, 0.8)];
    await fillDraftLine(page, first, 6, targets[0]);
    await fillDraftLine(page, second, 4, targets[1]);
    await page.getByTestId('quote-message').locator('textarea').fill('Delivery within two weeks, please');
    const id = await sendRequest(page);

    await expectText(page.getByTestId('quote-status'), en('quote.status.requested'));
    await expectCount(page.getByTestId('quote-line'), 2);
    await expectText(page.getByTestId('quote-line-target').first(), money(targets[0]!));
    await expectNoSidewaysOverflow(page, '/quote/:id requested');
    await page.screenshot({ path: '/tmp/rfq-quote-requested-375.png', fullPage: true });
    const asked = await quoteOf(journey, buyerToken, id);
    expect(asked.lines.map(({ sku_id, num, target_price }) => ({ sku_id, num, target_price }))).toEqual([
      { sku_id: first.id, num: 6, target_price: targets[0] },
      { sku_id: second.id, num: 4, target_price: targets[1] },
    ]);
    await expect.poll(() => draftLine(page, first).count()).toBe(0);

    // the merchant answers: a refusal of the day shows under the day, then prices valid 7 days
    const merchant = await merchantPage(journey);
    await openSellerQuote(merchant, id);
    await expectText(merchant.getByTestId('quote-status'), sellerEn('quotes.status.requested'));
    const prices = [share(first.price, 0.85), share(second.price, 0.85)];
    for (const [index, line] of asked.lines.entries()) {
      await input(merchant, `answer-price-${line.id}`).fill(prices[index]!);
    }
    const validUntil = merchant.getByTestId('answer-valid-until');
    expect(await validUntil.inputValue()).toBe(dayAhead(7));
    await merchant.getByTestId('answer-note').locator('textarea').fill('Packed in cartons of 2');
    const tooLate = dayAhead(120);
    await validUntil.fill(tooLate);
    const refusal = await callApi(
      journey.baseURL,
      '/api/seller/rfq/answer',
      {
        id,
        lines: asked.lines.map((line, i) => ({ line_id: line.id, price: prices[i] })),
        valid_until: tooLate,
      },
      await scene.tokenOf(MERCHANT),
    );
    expect(refusal.code).toBe(0);
    await merchant.getByTestId('answer-submit').tap();
    await eventually(() => fieldErrorText(merchant, 'answer-valid-until'), refusal.msg);
    await validUntil.fill(dayAhead(7));
    await merchant.getByTestId('answer-submit').tap();
    await expectText(merchant.getByTestId('quote-status'), sellerEn('quotes.status.quoted'));
    await expectText(
      merchant.getByTestId('quote-total'),
      money(String((cents(prices[0]!) * 6 + cents(prices[1]!) * 4) / 100)),
    );

    // the buyer hears of it, and sees the prices and how long they hold
    const messages = await scene.data<{ list: MessageListItem[] }>('/api/message/index', {}, buyerToken);
    const told = messages.list.find((message) => message.kind === 'rfq_answered');
    expect(told, 'a site message of the answer').toBeDefined();
    await page.goto('/message');
    // the row reads "Unread: <title>" to a screen reader
    await expectText(
      page.locator(`[data-testid="message-row"][data-id="${told!.id}"] .message-row-title`),
      new RegExp(`${told!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await page.goto(`/quote/${id}`);
    await expectText(page.getByTestId('quote-status'), en('quote.status.quoted'));
    await expectText(page.getByTestId('quote-countdown'), /^Time left: 7 d \d{1,2}:\d\d:\d\d$/);
    await expectText(page.getByTestId('quote-line-quoted').first(), money(prices[0]!));
    await expectText(page.getByTestId('quote-seller-note'), /Packed in cartons of 2/);
    expect(await page.getByTestId('quote-address').getAttribute('data-address-id')).toBe(String(address.id));
    await expectNoSidewaysOverflow(page, '/quote/:id quoted');
    await page.screenshot({ path: '/tmp/rfq-quote-quoted-375.png', fullPage: true });

    // accepted: an unpaid order at the quoted prices, paid from the balance on /pay
    await page.getByTestId('quote-accept-submit').tap();
    await page.waitForURL((url) => url.pathname === '/pay');
    const checkoutId = Number(new URL(page.url()).searchParams.get('checkout_id'));
    const checkout = await scene.data<CheckoutResponse>(
      '/api/order/checkout',
      { checkout_id: checkoutId },
      buyerToken,
    );
    await expectText(page.getByTestId('pay-total'), money(checkout.total));
    await submitPayment(page);
    await waitForPath(page, `/success?checkout_id=${checkoutId}`);

    const accepted = await quoteOf(journey, buyerToken, id);
    expect(accepted.status).toBe('accepted');
    expect(accepted.checkout_id).toBe(checkoutId);
    const order = await scene.data<Order>('/api/order/detail', { id: accepted.order_id }, buyerToken);
    expect(order.status).toBe('paid');
    const bySku = (a: { sku_id: number }, b: { sku_id: number }) => a.sku_id - b.sku_id;
    expect(
      order.items.map(({ sku_id, num, price }) => ({ sku_id, num, price: cents(price) })).sort(bySku),
    ).toEqual(
      [
        { sku_id: first.id, num: 6, price: cents(prices[0]!) },
        { sku_id: second.id, num: 4, price: cents(prices[1]!) },
      ].sort(bySku),
    );
    expect(cents(await scene.balanceOf(buyerToken))).toBe(cents(before) - cents(order.total));

    // used once: the page says so and offers no acceptance; the API refuses a second one
    const again = await callApi(
      journey.baseURL,
      '/api/rfq/accept',
      { id, address_id: address.id },
      buyerToken,
    );
    expect(again.code).toBe(0);
    expect(again.msg).not.toBe('');
    expect((await quoteOf(journey, buyerToken, id)).status).toBe('accepted');
    await page.goto(`/quote/${id}`);
    await expectText(page.getByTestId('quote-status'), en('quote.status.accepted'));
    await expectText(
      page.getByTestId('quote-state').locator('.quote-state-title'),
      en('quote.state.accepted'),
    );
    await page.getByTestId('quote-order').waitFor();
    await expectCount(page.getByTestId('quote-accept-submit'), 0);
    await page.screenshot({ path: '/tmp/rfq-quote-accepted-375.png', fullPage: true });

    // /mine → /quotes: the accepted quote is under Closed, not under Quoted
    await page.goto('/mine');
    await page.getByTestId('mine-quotes').tap();
    await waitForPath(page, '/quotes');
    await page.getByTestId('quote-filter-quoted').tap();
    await waitForPath(page, '/quotes?status=quoted');
    await expectCount(page.locator(`[data-testid="quote-card"][data-quote-id="${id}"]`), 0);
    await page.getByTestId('quote-filter-closed').tap();
    await waitForPath(page, '/quotes?status=closed');
    const card = page.locator(`[data-testid="quote-card"][data-quote-id="${id}"]`);
    await expectText(card.getByTestId('quote-status'), en('quote.status.accepted'));
    await expectText(card.getByTestId('quote-card-total'), money(accepted.quoted_total!));
    await expectNoSidewaysOverflow(page, '/quotes');
    await page.screenshot({ path: '/tmp/rfq-quotes-375.png', fullPage: true });
  });

  it('in Arabic: asked right to left, declined with a reason in the seller app, read declined', async () => {
    const { page } = journey;
    const { detail, skus } = await productWithTwoSkus(journey);
    const buyerToken = await scene.tokenOf(BUYER);

    await login(page, BUYER.account, BUYER.password);
    await pickLanguage(page, 'ar');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectText(page.getByTestId('mine-quotes'), ar('mine.quotes'));
    // no variant chosen on the page (its names are in Arabic here): the line is added in the form
    await page.goto(`/goods?id=${detail.id}`);
    await expectText(page.getByTestId('quote-request'), ar('quote.request'));
    await page.getByTestId('quote-request').tap();
    await expectText(page.locator('#quote-sheet-title'), ar('quote.form.title'));
    if ((await draftLine(page, skus[1]).count()) === 0) {
      await page.getByTestId('quote-add-sku').selectOption(String(skus[1].id));
    }
    await expectText(page.getByTestId('quote-submit'), ar('quote.form.submit'));
    await fillDraftLine(page, skus[1], 20);
    await page.screenshot({ path: '/tmp/rfq-request-sheet-ar-375.png' });
    const id = await sendRequest(page);
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectText(page.getByTestId('quote-status'), ar('quote.status.requested'));
    await expectText(page.getByTestId('quote-cancel'), ar('quote.cancel'));
    await expectNoSidewaysOverflow(page, '/quote/:id in Arabic');

    const merchant = await merchantPage(journey, 'ar');
    await eventually(() => documentLanguage(merchant), { lang: 'ar', dir: 'rtl' });
    await expectText(merchant.getByTestId('tab-quotes'), sellerAr('tabs.quotes'));
    await openSellerQuote(merchant, id);
    await expectText(merchant.getByTestId('quote-status'), sellerAr('quotes.status.requested'));
    await merchant.getByTestId('quote-decline').tap();
    await expectText(merchant.locator('#decline-title'), sellerAr('quotes.declineTitle'));
    const reason = 'الكمية أقل من الحد الذي نقبله';
    await merchant.getByTestId('decline-reason').locator('textarea').fill(reason);
    await merchant.getByTestId('decline-submit').tap();
    await expectText(merchant.getByTestId('quote-status'), sellerAr('quotes.status.declined'));
    await expectNoSidewaysOverflow(merchant, '/seller/quotes/:id in Arabic');

    await page.reload();
    await expectText(page.getByTestId('quote-status'), ar('quote.status.declined'));
    await expectText(
      page.getByTestId('quote-state').locator('.quote-state-title'),
      ar('quote.state.declined'),
    );
    await expectText(page.getByTestId('quote-decline-reason'), `${ar('quote.reason')}: ${reason}`);
    await expectCount(page.getByTestId('quote-cancel'), 0);
    expect((await quoteOf(journey, buyerToken, id)).status).toBe('declined');
  });
});
