import type { AdminApplication, MerchantApplication } from '@market/contract';
import { presentImage } from '../catalogue/index.ts';
import type { AdminApplicationRow, ApplicationRow } from './queries.ts';

/** A private upload is read through `/api/index/file/{id}`: its owner and admins only. */
const privateFile = (id: number) => ({ id, url: `/api/index/file/${id}` });

export function presentApplication(row: ApplicationRow): MerchantApplication {
  return {
    id: row.id,
    status: row.status,
    store_name: row.storeName,
    logo: presentImage(row.logo).url,
    id_number: row.idNumber,
    real_name: row.realName,
    id_front: privateFile(row.idFrontId),
    id_back: privateFile(row.idBackId),
    id_hold: privateFile(row.idHoldId),
    signature: privateFile(row.signatureId),
    invite_code: row.inviteCode,
    signed_on: row.signedOn,
    reason: row.reason,
    store_id: row.storeId,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export function presentAdminApplication(row: AdminApplicationRow): AdminApplication {
  return {
    ...presentApplication(row.application),
    user_id: row.application.userId,
    username: row.username,
    email: row.email,
  };
}
