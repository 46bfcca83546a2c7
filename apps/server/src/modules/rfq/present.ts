import type { Language, Quote, QuoteLine, QuoteStatus } from '@market/contract';
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { findTitlesIn, presentImage, variantNameIn } from '../catalogue/index.ts';
import type { QuoteLineRow, QuoteRow } from './queries.ts';

const priceOf = (value: string | null) => (value === null ? null : formatMoney(value));

function presentLine(line: QuoteLineRow): QuoteLine {
  return {
    id: line.id,
    product_id: line.productId,
    sku_id: line.skuId,
    title: line.title,
    image: presentImage(line.image).url,
    size: line.size,
    color: line.color,
    num: line.num,
    target_price: priceOf(line.targetPrice),
    quoted_price: priceOf(line.quotedPrice),
    amount:
      line.quotedPrice === null ? null : formatMoney(new Decimal(line.quotedPrice).times(line.num).toFixed()),
  };
}

/** A quote for the wire; its lines are those of `lines` that belong to it, in order. */
export function presentQuote(row: QuoteRow, lines: QuoteLineRow[]): Quote {
  const own = lines.filter((line) => line.quoteId === row.id).map(presentLine);
  const isQuoted = own.length > 0 && own.every((line) => line.amount !== null);
  return {
    id: row.id,
    status: row.status as QuoteStatus,
    shop_id: row.storeId,
    shop_name: row.storeName,
    buyer_name: row.buyerName,
    message: row.message,
    seller_note: row.sellerNote,
    lines: own,
    quoted_total: isQuoted
      ? formatMoney(own.reduce((sum, line) => sum.plus(line.amount!), new Decimal(0)).toFixed())
      : null,
    valid_until: row.validUntil?.toISOString() ?? null,
    checkout_id: row.checkoutId,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The buyer reads the lines in their language (decision 039): the product's title where the seller
 * gave one, the size and colour by the dictionary; the seller reads what the seller wrote.
 */
export async function quotesInLanguage(db: Db, list: Quote[], lang: Language): Promise<Quote[]> {
  const lines = list.flatMap((quote) => quote.lines);
  const titles = await findTitlesIn(db, [...new Set(lines.map((line) => line.product_id))], lang);
  for (const line of lines) {
    line.title = titles.get(line.product_id) ?? line.title;
    line.size = variantNameIn(line.size, lang);
    line.color = variantNameIn(line.color, lang);
  }
  return list;
}
