import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.ts';
import { stores } from '../catalogue/schema.ts';
import type { StoredImage } from '../upload/schema.ts';
import { users } from '../user/schema.ts';

export type ApplicationStatus = 'reviewing' | 'approved' | 'rejected';

/**
 * A user's application to open a store: one row per user, corrected and resubmitted in place after
 * a rejection (each decision is kept in the audit log). The identity photos and the signature are
 * private uploads, referenced by id and served to their owner and to admins only.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('reviewing'),
    storeName: text('store_name').notNull(),
    // the store's logo is public: it becomes the store's logo on approval
    logo: jsonb('logo').$type<StoredImage>().notNull(),
    idNumber: text('id_number').notNull(),
    realName: text('real_name').notNull(),
    idFrontId: bigint('id_front_id', { mode: 'number' }).notNull(),
    idBackId: bigint('id_back_id', { mode: 'number' }).notNull(),
    idHoldId: bigint('id_hold_id', { mode: 'number' }).notNull(),
    signatureId: bigint('signature_id', { mode: 'number' }).notNull(),
    inviteCode: text('invite_code').notNull().default(''),
    /** The day the applicant signed the contract (party B's date). */
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => users.id),
    storeId: bigint('store_id', { mode: 'number' }).references(() => stores.id),
    submittedAt: moment('submitted_at').notNull().defaultNow(),
    reviewedAt: moment('reviewed_at'),
  },
  (t) => [
    uniqueIndex('merchant_applications_user_key').on(t.userId),
    index('merchant_applications_status_idx').on(t.status, t.id),
    check('merchant_applications_status', sql`${t.status} in ('reviewing', 'approved', 'rejected')`),
  ],
);
