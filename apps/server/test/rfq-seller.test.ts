import { describe, expect, it } from 'vitest';
import { dayAhead, isoTime, useRfqTests } from './rfq-support.ts';

// The seller's answer and decline of a request for quotation (decision 050), on PGlite.
const t = useRfqTests();

describe('the seller answers', () => {
  it('answer prices every line with a validity date; the buyer reads it and gets a site message', async () => {
    const { buyer, quote } = await t.requested();
    const day = dayAhead(7);
    const { body } = await t.answer({
      id: quote.id,
      lines: [
        { line_id: quote.lines[1]!.id, price: 9 },
        { line_id: quote.lines[0]!.id, price: '9.50' },
      ],
      valid_until: day,
      note: 'Carton price on the next order too',
    });
    expect(body.code, body.msg).toBe(1);
    expect(body.msg).toBe('Your quote was sent to the buyer');
    expect(body.data).toMatchObject({
      id: quote.id,
      status: 'quoted',
      seller_note: 'Carton price on the next order too',
      quoted_total: '92',
      valid_until: new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString(),
      lines: [
        { num: 4, target_price: '9', quoted_price: '9.5', amount: '38' },
        { num: 6, target_price: null, quoted_price: '9', amount: '54' },
      ],
    });
    const seen = await t.detail(buyer, quote.id);
    expect(seen.body.data).toEqual({ ...body.data, updated_at: isoTime });
    const [message] = await t.messagesOf(buyer.token);
    expect(message).toMatchObject({
      kind: 'rfq_answered',
      title: 'Your quote is ready',
      summary: expect.stringContaining(`Quote Supply quoted 92 for request #${quote.id}, valid until ${day}`),
    });
    // answered once: a second answer or a decline is refused
    const again = await t.decline({ id: quote.id, reason: 'changed my mind' });
    expect(again.body).toEqual({
      code: 0,
      msg: 'This request has already been answered, declined or withdrawn',
      data: null,
    });
  });

  it('refuses an answer that misses a line, a price of zero or a day outside 1 to 90 days', async () => {
    const { quote } = await t.requested();
    const [m, l] = quote.lines.map((line) => line.id);
    const cases: [object, string, string][] = [
      [
        { lines: [{ line_id: m, price: '9' }], valid_until: dayAhead(5) },
        'lines',
        'Give one unit price for each line of the request, and no other',
      ],
      [
        {
          lines: [
            { line_id: m, price: '9' },
            { line_id: m, price: '8' },
          ],
          valid_until: dayAhead(5),
        },
        'lines',
        'Give one unit price for each line of the request, and no other',
      ],
      [
        {
          lines: [
            { line_id: m, price: '9' },
            { line_id: l, price: '0' },
          ],
          valid_until: dayAhead(5),
        },
        'price',
        'Each quoted price must be a price above zero such as 12 or 12.50',
      ],
      [{ lines: [], valid_until: dayAhead(5) }, 'lines', 'Give a unit price for every line of the request'],
      [
        {
          lines: [
            { line_id: m, price: '9' },
            { line_id: l, price: '8' },
          ],
          valid_until: dayAhead(0),
        },
        'valid_until',
        'The quote must be valid until a day 1 to 90 days from today',
      ],
      [
        {
          lines: [
            { line_id: m, price: '9' },
            { line_id: l, price: '8' },
          ],
          valid_until: dayAhead(91),
        },
        'valid_until',
        'The quote must be valid until a day 1 to 90 days from today',
      ],
      [
        {
          lines: [
            { line_id: m, price: '9' },
            { line_id: l, price: '8' },
          ],
          valid_until: '2026-02-30',
        },
        'valid_until',
        'Please enter a date such as 2026-01-31',
      ],
    ];
    for (const [input, field, msg] of cases) {
      const { body } = await t.answer({ id: quote.id, ...input });
      expect({ code: body.code, msg: body.msg, data: body.data }, JSON.stringify(input)).toEqual({
        code: 0,
        msg,
        data: { field },
      });
    }
    expect((await t.sellerDetail(quote.id)).body.data).toMatchObject({
      status: 'requested',
      quoted_total: null,
    });
  });

  it('decline closes the request with a reason the buyer reads in a site message', async () => {
    const { buyer, quote } = await t.requested();
    const empty = await t.decline({ id: quote.id, reason: '  ' });
    expect(empty.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });
    const long = await t.decline({ id: quote.id, reason: 'x'.repeat(501) });
    expect(long.body).toEqual({
      code: 0,
      msg: 'The reason is at most 500 characters',
      data: { field: 'reason' },
    });
    const { body } = await t.decline({ id: quote.id, reason: 'Out of season' });
    expect(body.msg).toBe('The request for quotation was declined');
    expect(body.data).toMatchObject({ status: 'declined', seller_note: 'Out of season', valid_until: null });
    const [message] = await t.messagesOf(buyer.token);
    expect(message).toMatchObject({
      kind: 'rfq_declined',
      summary: expect.stringContaining(`Quote Supply declined request #${quote.id}. Reason: Out of season`),
    });
    expect((await t.accept(buyer, quote.id)).body).toEqual({
      code: 0,
      msg: 'This quote is closed',
      data: null,
    });
    expect((await t.cancel(buyer, quote.id)).body).toEqual({
      code: 0,
      msg: 'This quote is closed',
      data: null,
    });
  });
});
