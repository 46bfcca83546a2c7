import { reviewPage, sellerReview, sellerReviewPage } from '@market/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReviews } from './catalogue-builders.ts';
import { buildUser, get, post } from './helper.ts';
import { useOrderTests } from './order-support.ts';

const { ctx, rows } = useOrderTests();
const list = (token: string, body: object = {}) => post(ctx.app, '/api/seller/review/index', body, { token });
const reply = (token: string, body: object, lang?: string) =>
  post(ctx.app, '/api/seller/review/reply', body, { token, lang });
let reviewIds: number[] = [];
let foreignReviewId = 0;

beforeAll(async () => {
  await buildReviews(ctx.database, ctx.shopA.product.id, [
    { stars: 5, withPhoto: true, name: 'Alexander' },
    { stars: 4 },
    { stars: 2 },
    { stars: 5 },
  ]);
  await buildReviews(ctx.database, ctx.shopB.product.id, [{ stars: 1, name: 'Beatrix' }]);
  const ids = await rows<{ id: number; product_id: number }>(
    sql`select id::int as id, product_id::int as product_id from product_reviews order by id`,
  );
  reviewIds = ids.filter((row) => row.product_id === ctx.shopA.product.id).map((row) => row.id);
  foreignReviewId = ids.find((row) => row.product_id === ctx.shopB.product.id)!.id;
});

describe('POST /api/seller/review/index', () => {
  it('lists the reviews of the caller’s products, newest first, with the product', async () => {
    const { body } = await list(ctx.shopA.merchant.token);
    expect(body.code, body.msg).toBe(1);
    const page = sellerReviewPage.parse(body.data);
    expect(page).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(page.list.map((review) => review.id)).toEqual([...reviewIds].reverse());
    expect(page.list.at(-1)).toMatchObject({
      product_id: ctx.shopA.product.id,
      product_title: ctx.shopA.product.title,
      reviewer: 'A***r',
      stars: 5,
      content: '5 stars',
      reply: '',
      replied_at: null,
    });
    expect(page.list.at(-1)!.product_image.url).toMatch(/^\/uploads\/a{64}\.webp$/);
    expect(page.list.at(-1)!.images).toHaveLength(1);
  });

  it('filters by stars and pages', async () => {
    const fives = await list(ctx.shopA.merchant.token, { stars: 5 });
    expect(fives.body.data.total).toBe(2);
    expect(fives.body.data.list.map((review: { stars: number }) => review.stars)).toEqual([5, 5]);
    const second = await list(ctx.shopA.merchant.token, { page: 2, limit: 3 });
    expect(second.body.data).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.body.data.list.map((review: { id: number }) => review.id)).toEqual([reviewIds[0]]);
    const none = await list(ctx.shopA.merchant.token, { stars: 3 });
    expect(none.body.data).toEqual({ list: [], total: 0, page: 1, limit: 20 });
  });

  it('shows another store only its own reviews', async () => {
    const { body } = await list(ctx.shopB.merchant.token);
    expect(body.data.list.map((review: { id: number }) => review.id)).toEqual([foreignReviewId]);
  });

  it.each([
    [{ stars: 6 }, 'stars', 'Please give 1 to 5 stars'],
    [{ stars: 0 }, 'stars', 'Please give 1 to 5 stars'],
    [{ stars: 'all' }, 'stars', 'Please give 1 to 5 stars'],
    [{ page: 0 }, 'page', 'Page must be at least 1'],
    [{ limit: 51 }, 'limit', 'Page size must be at most 50'],
  ])('refuses %j naming %s', async (input, field, msg) => {
    const { body } = await list(ctx.shopA.merchant.token, input);
    expect(body).toEqual({ code: 0, msg, data: { field } });
  });
});

describe('the store center header', () => {
  it('rates the store by the average of its reviews', async () => {
    const { body } = await get(ctx.app, '/api/seller/store', { token: ctx.shopA.merchant.token });
    // 5, 4, 2 and 5 stars: 4.0 on average, 3 of 4 positive
    expect(body.data).toMatchObject({ rating: 4, review_count: 4, positive_rate: '75' });
    const other = await get(ctx.app, '/api/seller/store', { token: ctx.shopB.merchant.token });
    expect(other.body.data).toMatchObject({ rating: 1, review_count: 1, positive_rate: '0' });
  });
});

describe('POST /api/seller/review/reply', () => {
  it('publishes the store’s reply under the review, and a second reply edits it', async () => {
    const id = reviewIds[0]!;
    const first = await reply(ctx.shopA.merchant.token, { id, reply: '  Thank you, Alexander! ' });
    expect(first.body.code, first.body.msg).toBe(1);
    expect(first.body.msg).toBe('Your reply has been published');
    const answered = sellerReview.parse(first.body.data);
    expect(answered).toMatchObject({ id, reply: 'Thank you, Alexander!', product_id: ctx.shopA.product.id });
    expect(Date.parse(answered.replied_at!)).toBeGreaterThan(Date.now() - 60_000);

    const buyerView = await post(ctx.app, '/api/index/reviews', { product_id: ctx.shopA.product.id });
    const shown = reviewPage.parse(buyerView.body.data).list.find((review) => review.id === id);
    expect(shown).toMatchObject({ reply: 'Thank you, Alexander!', replied_at: answered.replied_at });
    const unanswered = reviewPage.parse(buyerView.body.data).list.find((review) => review.id !== id);
    expect(unanswered).toMatchObject({ reply: '', replied_at: null });

    const second = await reply(ctx.shopA.merchant.token, { id, reply: 'Thanks again' });
    expect(second.body.data).toMatchObject({ id, reply: 'Thanks again' });
    const [count] = await rows<{ replies: number }>(
      sql`select count(*)::int as replies from product_reviews where reply <> ''`,
    );
    expect(count!.replies).toBe(1);
    const listed = await list(ctx.shopA.merchant.token, { stars: 5 });
    expect(listed.body.data.list.find((review: { id: number }) => review.id === id).reply).toBe(
      'Thanks again',
    );
  });

  it('does not find another store’s review, nor one that does not exist', async () => {
    for (const id of [foreignReviewId, 999_999]) {
      const { status, body } = await reply(ctx.shopA.merchant.token, { id, reply: 'Mine now' });
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, msg: 'This review does not exist', data: null });
    }
    const [foreign] = await rows<{ reply: string }>(
      sql`select reply from product_reviews where id = ${foreignReviewId}`,
    );
    expect(foreign!.reply).toBe('');
  });

  it.each([
    [{ id: 1, reply: '' }, 'reply', 'Please enter the reply'],
    [{ id: 1, reply: '   ' }, 'reply', 'Please enter the reply'],
    [{ id: 1 }, 'reply', 'Please enter the reply'],
    [{ id: 1, reply: 'x'.repeat(501) }, 'reply', 'The reply is at most 500 characters'],
    [{ id: 'first', reply: 'Thanks' }, 'id', 'Invalid id'],
    [{ reply: 'Thanks' }, 'id', 'Invalid id'],
  ])('refuses %j naming %s', async (input, field, msg) => {
    const { body } = await reply(ctx.shopA.merchant.token, input);
    expect(body).toEqual({ code: 0, msg, data: { field } });
  });

  it('answers in the caller’s language', async () => {
    const { body } = await reply(ctx.shopA.merchant.token, { id: reviewIds[1], reply: '' }, 'ja');
    expect(body).toEqual({ code: 0, msg: '返信を入力してください', data: { field: 'reply' } });
  });
});

describe('who may use the reviews', () => {
  it.each([
    ['/api/seller/review/index', {}],
    ['/api/seller/review/reply', { id: 1, reply: 'Hi' }],
  ])('%s: 401 for a visitor, 403 for a buyer', async (url, input) => {
    const buyer = await buildUser(ctx.database);
    const visitor = await post(ctx.app, url, input);
    expect([visitor.status, visitor.body]).toEqual([
      401,
      { code: 401, msg: 'Please login first', data: null },
    ]);
    const refused = await post(ctx.app, url, input, { token: buyer.token });
    expect([refused.status, refused.body]).toEqual([
      403,
      { code: 403, msg: 'You do not have permission to do this', data: null },
    ]);
  });
});
