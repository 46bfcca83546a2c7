import type { MerchantApplication, MerchantApplyRequest, MerchantIndex } from '@market/contract';

/**
 * The form's rules, the same as the contract's `merchantApplyRequest` (application-rules.test.ts
 * holds them against it): the browser checks what it can before sending, with the same messages.
 */
export const APPLICATION_RULES = {
  storeNameMax: 60,
  realNameMax: 60,
  inviteCodeMax: 32,
  idNumber: /^[A-Za-z0-9-]{4,32}$/,
} as const;

/** An uploaded image: a private document's id and `/api/index/file/{id}` URL, or the logo's public URL. */
export interface UploadedPhoto {
  id?: number;
  url: string;
  /** The file chosen on this device, shown from the device rather than fetched back. */
  file?: Blob;
}

/** The drawn signature as a PNG; its private upload's id once sent, so a retry does not send it again. */
export interface DrawnSignature {
  png: Blob;
  id?: number;
}

/** The form's fields, named as the request's, so a server refusal naming a field lands under it. */
export interface ApplicationValues {
  logo?: UploadedPhoto;
  store_name?: string;
  id_number?: string;
  real_name?: string;
  id_front?: UploadedPhoto;
  id_back?: UploadedPhoto;
  id_hold?: UploadedPhoto;
  signature?: DrawnSignature;
  invite_code?: string;
  agree?: boolean;
}

export const APPLICATION_FIELDS = [
  'logo',
  'store_name',
  'id_number',
  'real_name',
  'id_front',
  'id_back',
  'id_hold',
  'signature',
  'invite_code',
  'agree',
] as const satisfies readonly (keyof ApplicationValues)[];

/**
 * After a rejection the form starts from what was sent: the texts and the four photos as already
 * uploaded. The signature is not carried over: the resubmitted contract is dated the day it is
 * sent (decision 032), so party B signs it again.
 */
export function valuesFromApplication(application: MerchantApplication | null): ApplicationValues {
  if (!application) return { invite_code: '', agree: false };
  const document = (file: { id: number; url: string }): UploadedPhoto => ({ id: file.id, url: file.url });
  return {
    logo: { url: application.logo },
    store_name: application.store_name,
    id_number: application.id_number,
    real_name: application.real_name,
    id_front: document(application.id_front),
    id_back: document(application.id_back),
    id_hold: document(application.id_hold),
    invite_code: application.invite_code,
    agree: false,
  };
}

/** The body of `POST /api/merchant/reg` from checked values and the signature's upload id. */
export function applyRequestOf(values: ApplicationValues, signatureId: number): MerchantApplyRequest {
  return {
    logo: values.logo!.url,
    store_name: values.store_name!.trim(),
    id_number: values.id_number!.trim(),
    real_name: values.real_name!.trim(),
    id_front: values.id_front!.id!,
    id_back: values.id_back!.id!,
    id_hold: values.id_hold!.id!,
    signature: signatureId,
    invite_code: values.invite_code?.trim() ?? '',
    agree: true,
  };
}

/** The three steps of the spec (§2, §4): documents, review, then selling (or the refusal). */
export type MerchantStep = 'documents' | 'review' | 'approved' | 'rejected';

export function stepOf(status: MerchantIndex['status']): MerchantStep {
  switch (status) {
    case 'reviewing':
      return 'review';
    case 'approved':
      return 'approved';
    case 'rejected':
      return 'rejected';
    default:
      return 'documents';
  }
}
