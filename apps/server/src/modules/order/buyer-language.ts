import type { Language, OrderLine } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { findTitlesIn, variantNameIn } from '../catalogue/index.ts';

/**
 * A buyer reads order lines in their language (decision 039): the product's title in it where the
 * seller gave one, the size and colour by the dictionary. The line itself keeps what the seller
 * wrote (the seller's screens and the record read that), so this changes the answer only.
 */
export async function linesInLanguage(
  db: Db,
  lines: Pick<OrderLine, 'product_id' | 'title' | 'size' | 'color'>[],
  lang: Language,
): Promise<void> {
  const titles = await findTitlesIn(
    db,
    lines.map((line) => line.product_id),
    lang,
  );
  for (const line of lines) {
    line.title = titles.get(line.product_id) ?? line.title;
    line.size = variantNameIn(line.size, lang);
    line.color = variantNameIn(line.color, lang);
  }
}

/** `answer` with the lines of its orders in `lang`. */
export async function ordersInLanguage<T extends { orders: { items: OrderLine[] }[] }>(
  db: Db,
  answer: T,
  lang: Language,
): Promise<T> {
  await linesInLanguage(
    db,
    answer.orders.flatMap((order) => order.items),
    lang,
  );
  return answer;
}

/** A page of orders with its lines in `lang`. */
export async function pageInLanguage<T extends { list: { items: OrderLine[] }[] }>(
  db: Db,
  page: T,
  lang: Language,
): Promise<T> {
  await ordersInLanguage(db, { orders: page.list }, lang);
  return page;
}

/** One order with its lines in `lang`. */
export async function orderInLanguage<T extends { items: OrderLine[] }>(
  db: Db,
  order: T,
  lang: Language,
): Promise<T> {
  await linesInLanguage(db, order.items, lang);
  return order;
}
