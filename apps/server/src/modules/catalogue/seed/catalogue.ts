import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../../storage/index.ts';
import type { StoredImage } from '../../upload/index.ts';
import { LANGUAGES, type Language } from '@market/contract';
import {
  categories,
  productDescriptions,
  productReviews,
  products,
  productSkus,
  type ProductTexts,
  stores,
} from '../schema.ts';
import { seedDescription } from './descriptions.ts';
import { QUALITY_COUNT, seedTitle } from './title-words.ts';
import { renderBanner, renderLogo, renderProductImage, PALETTES } from './images.ts';
import { refreshStoreCounters } from './counters.ts';
import { Random } from './random.ts';
import { CATEGORIES, COLORS, type Noun, REVIEW_TEXTS, REVIEWER_NAMES, STORE_WORDS } from './vocabulary.ts';

export interface SeedOptions {
  stores: number;
  products: number;
  /** Rows per INSERT: batches are several times faster than single rows, on PGlite most of all. */
  batchSize?: number;
  /** The demo merchant owns the first store. */
  ownerId?: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PHOTO_SETS = 4;
const STAR_WEIGHTS = [...Array<number>(16).fill(5), ...Array<number>(6).fill(4), 3, 2, 1];

/** The catalogue is seeded only into an empty one, so restarts and several instances add nothing. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(stores);
  return (row?.n ?? 0) === 0;
}

async function insertBatches<T>(items: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

function money(value: number): string {
  return value.toFixed(2);
}

/** Texts by language, English (the products' own title and description) apart from the rest. */
function byLanguage(text: (lang: Language) => string): { own: string; others: ProductTexts } {
  const others = Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, text(lang)])) as ProductTexts;
  return { own: text('en'), others };
}

const OTHER_LANGUAGES = LANGUAGES.filter((lang) => lang !== 'en');

/** The same title in every language (decision 039): quality and noun, a model code, maybe a pack. */
function productTitles(random: Random, noun: Noun, index: number) {
  const model = `${String.fromCharCode(65 + (index % 26))}${(index % 97) + 1}`;
  const quality = random.int(0, QUALITY_COUNT - 1);
  const pack = random.chance(0.3) ? random.pick([6, 12, 24, 50]) : undefined;
  return byLanguage((lang) => seedTitle(lang, { quality, noun, model, pack }));
}

function storeName(random: Random, index: number): string {
  if (index % 7 === 3) return `${random.pick(STORE_WORDS.cjk)} ${index}`;
  return `${random.pick(STORE_WORDS.first)} ${random.pick(STORE_WORDS.second)} ${index}`;
}

/**
 * A believable demo catalogue: a category tree, stores with logos and banners, products with
 * size × colour SKUs and locally generated images, and reviews with and without photos. The
 * counters (sales, review counts, positive rate) agree with the rows they summarise.
 */
export async function seedCatalogue(db: Db, storage: FileStorage, options: SeedOptions): Promise<void> {
  const random = new Random(options.seed ?? 20_261_122);
  const batchSize = options.batchSize ?? 1000;

  // categories: the top level, then its children
  const leaves: { id: number; top: (typeof CATEGORIES)[number]; nouns: Noun[] }[] = [];
  for (const [topIndex, top] of CATEGORIES.entries()) {
    const [parent] = await db
      .insert(categories)
      .values({ pid: 0, names: top.names, icon: top.glyph, sort: topIndex })
      .returning({ id: categories.id });
    for (const [subIndex, sub] of top.subs.entries()) {
      const [child] = await db
        .insert(categories)
        .values({ pid: parent!.id, names: sub.names, icon: top.glyph, sort: subIndex })
        .returning({ id: categories.id });
      leaves.push({ id: child!.id, top, nouns: sub.nouns });
    }
  }

  // three photos in each of four colourways per top category, shared by many products: rendered
  // concurrently (sharp works off the event loop), about a hundred images in all
  const photos = new Map<string, StoredImage[]>();
  await Promise.all(
    CATEGORIES.flatMap((top, topIndex) =>
      Array.from({ length: PHOTO_SETS }, async (_, set) => {
        const images = await Promise.all(
          [0, 1, 2].map((variant) => renderProductImage(storage, top.glyph, topIndex + set * 2, variant)),
        );
        photos.set(`${top.glyph}:${set}`, images);
      }),
    ),
  );
  const logos = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      renderLogo(storage, i % PALETTES.length, Math.floor(i / PALETTES.length) + i),
    ),
  );
  const banners = await Promise.all(PALETTES.map((_, i) => renderBanner(storage, i)));

  const now = Date.now();
  const storeRows = Array.from({ length: options.stores }, (_, i) => ({
    ownerId: i === 0 ? (options.ownerId ?? null) : null,
    name: storeName(random, i + 1),
    logo: logos[i % logos.length]!,
    banner: banners[i % banners.length]!,
    intro: 'Wholesale supplier shipping worldwide within 24 hours of the order.',
    reputation: random.int(50, 5000),
    followerCount: random.int(0, 20_000),
    creditScore: random.int(80, 100),
    isRecommended: i % 10 === 0,
    createdAt: new Date(now - random.int(30, 900) * DAY_MS),
  }));
  const storeIds: number[] = [];
  await insertBatches(storeRows, batchSize, async (batch) => {
    const rows = await db.insert(stores).values(batch).returning({ id: stores.id });
    storeIds.push(...rows.map((row) => row.id));
  });

  for (let start = 0; start < options.products; start += batchSize) {
    const size = Math.min(batchSize, options.products - start);
    const productRows: (typeof products.$inferInsert & { images: StoredImage[] })[] = [];
    const variants: { sizes: string[]; colors: string[]; base: number }[] = [];
    const otherDescriptions: ProductTexts[] = [];
    for (let k = 0; k < size; k += 1) {
      const index = start + k;
      const leaf = leaves[index % leaves.length]!;
      const noun = random.pick(leaf.nouns);
      const images = photos.get(`${leaf.top.glyph}:${random.int(0, PHOTO_SETS - 1)}`)!;
      const base = leaf.top.price[0] + random.next() * (leaf.top.price[1] - leaf.top.price[0]);
      const colors = random.sample(COLORS, random.int(2, 3));
      const sizes = random
        .sample(leaf.top.sizes, Math.min(leaf.top.sizes.length, random.int(2, 4)))
        .sort((a, b) => leaf.top.sizes.indexOf(a) - leaf.top.sizes.indexOf(b));
      variants.push({ sizes, colors, base });
      const sales = Math.floor(random.next() ** 3 * 20_000);
      const titles = productTitles(random, noun, index);
      const descriptions = byLanguage((lang) => seedDescription(lang, { noun, image: images[0]!, colors }));
      otherDescriptions.push(descriptions.others);
      productRows.push({
        storeId: storeIds[index % storeIds.length]!,
        categoryId: leaf.id,
        title: titles.own,
        titles: titles.others,
        images: random.chance(0.5) ? images : [images[0]!, images[2]!],
        description: descriptions.own,
        price: money(base),
        sales,
        monthlySales: Math.floor(sales * random.next() * 0.3),
        freight: random.chance(0.4) ? '0' : money(random.int(2, 15)),
        taxRate: random.pick(['0', '0.05', '0.08', '0.1']),
        shipWithinHours: 24,
        isRecommended: random.chance(0.05),
        createdAt: new Date(now - random.int(0, 365) * DAY_MS - random.int(0, DAY_MS)),
      });
    }
    // reviews are drawn before the products go in, so each product row carries its own counters
    // (a mass UPDATE afterwards would leave a dead copy of every row behind)
    const reviews = productRows.map((product, k) => {
      const { sizes, colors } = variants[k]!;
      const drawn = Array.from({ length: random.int(0, 6) }, () => {
        // about nine in ten reviews are positive, as on a marketplace whose sellers are vetted
        const stars = random.pick(STAR_WEIGHTS);
        const tone = stars >= 4 ? 'positive' : stars === 3 ? 'mid' : 'negative';
        return {
          reviewerName: random.pick(REVIEWER_NAMES),
          variant: `${random.pick(sizes)} / ${random.pick(colors)}`,
          stars,
          content: random.pick(REVIEW_TEXTS[tone]),
          images: random.chance(0.3) ? product.images.slice(0, random.int(1, product.images.length)) : [],
          createdAt: new Date(now - random.int(0, 120) * DAY_MS),
        };
      });
      Object.assign(product, {
        reviewCount: drawn.length,
        positiveCount: drawn.filter((r) => r.stars >= 4).length,
        midCount: drawn.filter((r) => r.stars === 3).length,
        negativeCount: drawn.filter((r) => r.stars <= 2).length,
        pictureCount: drawn.filter((r) => r.images.length > 0).length,
      });
      return drawn;
    });
    const inserted = await db.insert(products).values(productRows).returning({ id: products.id });

    const descriptionRows = inserted.flatMap(({ id }, k) =>
      Object.entries(otherDescriptions[k]!).map(([lang, description]) => ({
        productId: id,
        lang: lang as Language,
        description,
      })),
    );
    await insertBatches(descriptionRows, batchSize, (batch) => db.insert(productDescriptions).values(batch));

    const skuRows = inserted.flatMap(({ id }, k) => {
      const { sizes, colors, base } = variants[k]!;
      return sizes.flatMap((size, s) =>
        colors.map((color) => ({
          productId: id,
          size,
          color,
          // larger sizes cost a little more; the product's price is the lowest of its SKUs
          price: money(base * (1 + s * 0.05)),
          stock: random.int(0, 5) === 0 ? 0 : random.int(20, 5000),
        })),
      );
    });
    await insertBatches(skuRows, batchSize, (batch) => db.insert(productSkus).values(batch));

    const reviewRows = inserted.flatMap(({ id }, k) =>
      reviews[k]!.map((review) => ({ ...review, productId: id })),
    );
    await insertBatches(reviewRows, batchSize, (batch) => db.insert(productReviews).values(batch));
    options.onProgress?.(start + size, options.products);
  }

  await refreshStoreCounters(db);
}
