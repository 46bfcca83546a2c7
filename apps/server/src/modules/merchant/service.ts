import {
  type AdminApplication,
  type ApplicationStatus,
  MERCHANT_REVIEW_HOURS,
  type MerchantApplication,
  type MerchantIndex,
  type merchantApplyRequest,
  type Paged,
  type applicationReviewRequest,
} from '@market/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail, forbidden, notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { isStoreNameTaken, openStore, storeOfOwner } from '../catalogue/index.ts';
import { notify } from '../message/index.ts';
import { DEFAULT_SETTINGS, readSettings } from '../site/index.ts';
import { findOwnPublicImages, ownsPrivateUpload, uploadHashOf } from '../upload/index.ts';
import { findUserById, findUserByInviteCode, lockUser, updateUser } from '../user/index.ts';
import { presentAdminApplication, presentApplication } from './present.ts';
import * as queries from './queries.ts';

type ApplyRequest = z.output<typeof merchantApplyRequest>;
type ReviewRequest = z.output<typeof applicationReviewRequest>;

/** Party A of the contract is the platform, by its site name. */
async function platformName(db: Db): Promise<string> {
  const { web_name } = await readSettings(db, ['web_name']);
  return typeof web_name === 'string' && web_name ? web_name : DEFAULT_SETTINGS.web_name;
}

/** `GET /api/merchant/index`: where the caller stands, from "no application" to "store open". */
export async function merchantIndex(db: Db, userId: number): Promise<MerchantIndex> {
  const [application, store, partyA] = await Promise.all([
    queries.findApplicationOf(db, userId),
    storeOfOwner(db, userId),
    platformName(db),
  ]);
  return {
    // the seed's demo merchant has a store without an application: a store means approved
    status: application?.status ?? (store ? 'approved' : 'none'),
    party_a: partyA,
    review_hours: { ...MERCHANT_REVIEW_HOURS },
    application: application ? presentApplication(application) : null,
    store: store ? { id: store.id, name: store.name, status: store.status } : null,
  };
}

const PRIVATE_FILES = ['id_front', 'id_back', 'id_hold', 'signature'] as const;

/** The uploads named by the form must be the applicant's own: a public logo, private documents. */
async function checkFiles(db: Db, userId: number, body: ApplyRequest) {
  const logo = (await findOwnPublicImages(db, userId, [uploadHashOf(body.logo)]))?.[0];
  if (!logo) throw fail('validation.upload_store_logo', { field: 'logo' });
  for (const field of PRIVATE_FILES) {
    if (!(await ownsPrivateUpload(db, userId, body[field])))
      throw fail(field === 'signature' ? 'validation.not_signed' : `validation.upload_${field}`, { field });
  }
  return logo;
}

/**
 * `POST /api/merchant/reg`: files the application, or after a rejection puts it back under review
 * with the applicant's corrections. Refused while one is under review, or once a store is open.
 */
export async function applyForStore(
  db: Db,
  auth: AuthUser,
  body: ApplyRequest,
): Promise<MerchantApplication> {
  if (auth.role === 'admin') throw forbidden();
  if (auth.role === 'merchant' || (await storeOfOwner(db, auth.id))) throw fail('msg.already_merchant');
  const logo = await checkFiles(db, auth.id, body);
  if (body.invite_code && !(await findUserByInviteCode(db, body.invite_code)))
    throw fail('msg.invite_invalid', { field: 'invite_code' });
  if (await isStoreNameTaken(db, body.store_name))
    throw fail('msg.store_name_taken', { field: 'store_name' });
  const row = await queries.submitApplication(db, auth.id, {
    storeName: body.store_name,
    logo,
    idNumber: body.id_number,
    realName: body.real_name,
    idFrontId: body.id_front,
    idBackId: body.id_back,
    idHoldId: body.id_hold,
    signatureId: body.signature,
    inviteCode: body.invite_code,
  });
  if (!row) throw fail('msg.application_in_review');
  return presentApplication(row);
}

export async function listApplications(
  db: Db,
  params: PageParams & { status?: ApplicationStatus | undefined },
): Promise<Paged<AdminApplication>> {
  const { rows, total } = await queries.listApplications(db, {
    status: params.status,
    limit: params.limit,
    offset: offsetOf(params),
  });
  return toPage(rows, presentAdminApplication, total, params);
}

export async function getApplication(db: Db, id: number): Promise<AdminApplication> {
  const row = await queries.findAdminApplication(db, id);
  if (!row) throw notFound('msg.application_not_found');
  return presentAdminApplication(row);
}

const DECIDED = { approved: 'msg.already_approved', rejected: 'msg.already_rejected' } as const;

/**
 * Decides an application once. Approving opens the store and makes the user a merchant in the
 * same transaction; the row lock makes a second decision wait and then be refused, and the
 * unique owner index would refuse a second store even without it. Every decision is audited.
 */
export async function reviewApplication(
  db: Db,
  adminId: number,
  body: ReviewRequest,
): Promise<AdminApplication> {
  return db.transaction(async (tx) => {
    const row = await queries.lockApplication(tx, body.id);
    if (!row) throw notFound('msg.application_not_found');
    if (row.status !== 'reviewing') throw fail(DECIDED[row.status]);
    const reviewed = { reviewerId: adminId, reviewedAt: new Date() };
    let updated: queries.ApplicationRow;
    if (body.approve) {
      await lockUser(tx, row.userId);
      const applicant = await findUserById(tx, row.userId);
      if (!applicant || applicant.role === 'admin') throw fail('msg.application_not_found');
      if (await isStoreNameTaken(tx, row.storeName))
        throw fail('msg.store_name_taken', { field: 'store_name' });
      const store = await openStore(tx, {
        ownerId: row.userId,
        name: row.storeName,
        logo: row.logo,
        contact: applicant.email,
      });
      await updateUser(tx, row.userId, { role: 'merchant' });
      updated = await queries.updateApplication(tx, row.id, {
        ...reviewed,
        status: 'approved',
        storeId: store.id,
      });
    } else {
      updated = await queries.updateApplication(tx, row.id, {
        ...reviewed,
        status: 'rejected',
        reason: body.reason!,
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: body.approve ? 'merchant.approve' : 'merchant.reject',
      subject: `merchant_application:${row.id}`,
      before: { status: row.status },
      after: { status: updated.status, store_id: updated.storeId, reason: updated.reason },
    });
    // the applicant is told in a site message, committed with the decision
    if (updated.status === 'approved')
      await notify(tx, row.userId, 'merchant_approved', { store_name: row.storeName });
    else await notify(tx, row.userId, 'merchant_rejected', { reason: updated.reason });
    const result = await queries.findAdminApplication(tx, row.id);
    return presentAdminApplication(result!);
  });
}
