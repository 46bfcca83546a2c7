import type { Review, ReviewPage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { expectNoSidewaysOverflow } from './layout.ts';
import {
  documentLanguage,
  eventually,
  expectCount,
  expectFieldError,
  expectText,
  waitForPath,
} from './page-helpers.ts';
import { MERCHANT } from './scene.ts';
import { LAYLA, screenshots, sellerLogin, sellerSceneOf } from './seller-support.ts';

const journey = useJourney();
const scene = sellerSceneOf(journey);
const { data } = scene;
const en = dictionary('apps/seller/src/i18n/locales/en.json');
const ar = dictionary('apps/seller/src/i18n/locales/ar.json');

describe('seller reviews', () => {
  it('a review of a received order: filtered by its stars, replied to, the reply edited; buyers read it under the review', async () => {
    const { page } = journey;
    const buyerToken = await scene.buyerToken();
    const address = await scene.addressOf(buyerToken, LAYLA);
    const [product] = await scene.merchantProducts();
    const order = await scene.paidOrder(buyerToken, product, address.id);
    await data(
      '/api/seller/order/ship',
      { id: order.id, carrier: 'UPS', tracking_no: '1Z999AA10123456784' },
      await scene.tokenOf(MERCHANT),
    );
    const words = `Sturdy and well packed, order ${order.order_no}.`;
    await scene.receiveAndReview(buyerToken, order, 4, words);
    const reviewsOfProduct = () =>
      data<ReviewPage>('/api/index/reviews', { product_id: product.detail.id, limit: 50 });
    const review = (await reviewsOfProduct()).list.find((item) => item.content === words)!;
    expect(review).toMatchObject({ stars: 4, reply: '', replied_at: null });

    // from the store center's rating to the reviews, then those of four stars
    await sellerLogin(page);
    await page.getByTestId('store-rating').tap();
    await waitForPath(page, '/seller/reviews');
    await page.getByTestId('review-filter-4').tap();
    await waitForPath(page, '/seller/reviews?stars=4');
    const cards = page.getByTestId('review-card');
    await cards.first().waitFor();
    await eventually(
      async () => [
        ...new Set(await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-stars')))),
      ],
      ['4'],
    );
    const shown = page.locator(`[data-testid="review-card"][data-review-id="${review.id}"]`);
    await expectText(shown.getByTestId('review-text'), words);
    await expectText(shown.getByTestId('review-product'), product.detail.title);
    expect(await shown.locator('.review-stars').getAttribute('aria-label')).toBe(
      en('reviews.starsOf', { value: 4 }),
    );
    // the one-star filter leaves it out
    await page.getByTestId('review-filter-1').tap();
    await waitForPath(page, '/seller/reviews?stars=1');
    await expectCount(shown, 0);
    await page.getByTestId('review-filter-4').tap();
    await shown.waitFor();

    // an empty reply is refused under the box; a reply is published
    await shown.getByTestId('review-reply-open').tap();
    await shown.getByTestId('reply-submit').tap();
    await expectFieldError(page, 'reply-text', en('reviews.enterReply'));
    const reply = 'Thank you for the kind words, see you again!';
    await shown.getByRole('textbox').fill(reply);
    await shown.getByTestId('reply-submit').tap();
    await expectText(shown.getByTestId('review-reply-text'), reply);
    await eventually(
      async () => (await reviewsOfProduct()).list.find((item) => item.id === review.id)?.reply,
      reply,
    );
    await screenshots(journey, page, 'reviews');

    // editing it: the box comes back with the reply in it
    await shown.getByTestId('review-reply-edit').tap();
    expect(await shown.getByRole('textbox').inputValue()).toBe(reply);
    const edited = `${reply} Your next order ships with a gift.`;
    await shown.getByRole('textbox').fill(edited);
    await shown.getByTestId('reply-submit').tap();
    await expectText(shown.getByTestId('review-reply-text'), edited);
    const published: Review | undefined = (await reviewsOfProduct()).list.find(
      (item) => item.id === review.id,
    );
    expect(published).toMatchObject({ reply: edited });
    expect(published!.replied_at).not.toBeNull();
    // buyers read it under the review on the product's page
    const goods = await (await journey.newContext()).newPage();
    await goods.goto(`/goods?id=${product.detail.id}`);
    const onGoods = goods.getByTestId('review').filter({ hasText: words });
    await expectText(onGoods.getByTestId('review-reply').locator('.review-text'), edited);
  });

  it('in Arabic: right to left, the filters from the right, the reviews', async () => {
    const context = await journey.newContext({ locale: 'ar-EG' });
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', 'ar');
    });
    const page = await context.newPage();
    await sellerLogin(page);
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await page.goto('/seller/reviews');
    await expectText(page.locator('.adm-nav-bar-title'), ar('reviews.title'));
    await page.getByTestId('review-card').first().waitFor();
    const [all, one] = await Promise.all(
      ['review-filter-all', 'review-filter-1'].map((id) => page.getByTestId(id).boundingBox()),
    );
    expect(all!.x, 'All is first, on the right').toBeGreaterThan(one!.x);
    await expectText(page.getByTestId('review-filter-all'), ar('reviews.all'));
    await expectNoSidewaysOverflow(page, '/seller/reviews in Arabic');
    await screenshots(journey, page, 'reviews-ar', 'ar');
  });
});
