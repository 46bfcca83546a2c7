import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../../storage/index.ts';
import { seedArticles, seedFaqs } from '../../site/index.ts';
import { findUserByUsername } from '../../user/index.ts';
import { isCatalogueEmpty, seedCatalogue } from './catalogue.ts';

/** Fills an empty database with the demo catalogue, footer pages and FAQ (never in production). */
export async function ensureDemoCatalogue(
  deps: { db: Db; storage: FileStorage; logger: FastifyBaseLogger },
  size: { stores: number; products: number },
): Promise<void> {
  if (size.products === 0) return;
  // the FAQ came after the catalogue: a database seeded before it gets the FAQ alone
  await seedFaqs(deps.db);
  if (!(await isCatalogueEmpty(deps.db))) return;
  const started = Date.now();
  const merchant = await findUserByUsername(deps.db, 'merchant');
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await seedArticles(db);
    await seedCatalogue(db, deps.storage, { ...size, ownerId: merchant?.id });
  });
  deps.logger.info({ ...size, ms: Date.now() - started }, 'demo catalogue seeded');
}
