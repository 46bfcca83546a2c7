import { type MerchantApplication, merchantApplyRequest } from '@market/contract';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FIELDS,
  APPLICATION_RULES,
  applyRequestOf,
  stepOf,
  valuesFromApplication,
} from './application.ts';

const rejected: MerchantApplication = {
  id: 7,
  status: 'rejected',
  store_name: 'Harbour Textiles',
  logo: '/uploads/abc.webp',
  id_number: 'P1234567',
  real_name: 'Ada Lovelace',
  id_front: { id: 11, url: '/api/index/file/11' },
  id_back: { id: 12, url: '/api/index/file/12' },
  id_hold: { id: 13, url: '/api/index/file/13' },
  signature: { id: 14, url: '/api/index/file/14' },
  invite_code: 'FRIEND1',
  signed_on: '2026-03-01',
  reason: 'The ID photo is blurred',
  store_id: null,
  submitted_at: '2026-03-01T10:00:00.000Z',
  reviewed_at: '2026-03-02T10:00:00.000Z',
};

describe('the form rules', () => {
  const valid = applyRequestOf(valuesFromApplication(rejected), 14);
  const accepts = (change: object) => merchantApplyRequest.safeParse({ ...valid, ...change }).success;

  it('are the contract’s: a body the browser lets through, the server accepts, and the limits agree', () => {
    expect(accepts({})).toBe(true);
    expect(accepts({ store_name: 'x'.repeat(APPLICATION_RULES.storeNameMax) })).toBe(true);
    expect(accepts({ store_name: 'x'.repeat(APPLICATION_RULES.storeNameMax + 1) })).toBe(false);
    expect(accepts({ real_name: 'x'.repeat(APPLICATION_RULES.realNameMax) })).toBe(true);
    expect(accepts({ real_name: 'x'.repeat(APPLICATION_RULES.realNameMax + 1) })).toBe(false);
    expect(accepts({ invite_code: 'x'.repeat(APPLICATION_RULES.inviteCodeMax) })).toBe(true);
    expect(accepts({ invite_code: 'x'.repeat(APPLICATION_RULES.inviteCodeMax + 1) })).toBe(false);
    for (const idNumber of [
      'AB12',
      'P-1234567',
      'x'.repeat(32),
      'abc',
      'x'.repeat(33),
      'no spaces',
      'É1234',
    ]) {
      expect(accepts({ id_number: idNumber }), idNumber).toBe(APPLICATION_RULES.idNumber.test(idNumber));
    }
  });

  it('name every field of the request, so a refusal naming one shows under it', () => {
    expect([...APPLICATION_FIELDS].sort()).toEqual(Object.keys(merchantApplyRequest.shape).sort());
  });
});

describe('valuesFromApplication', () => {
  it('starts a first application empty and unaccepted', () => {
    expect(valuesFromApplication(null)).toEqual({ invite_code: '', agree: false });
  });

  it('keeps what a rejected application sent, photos as uploaded, but not the signature nor the acceptance', () => {
    expect(valuesFromApplication(rejected)).toEqual({
      logo: { url: '/uploads/abc.webp' },
      store_name: 'Harbour Textiles',
      id_number: 'P1234567',
      real_name: 'Ada Lovelace',
      id_front: { id: 11, url: '/api/index/file/11' },
      id_back: { id: 12, url: '/api/index/file/12' },
      id_hold: { id: 13, url: '/api/index/file/13' },
      invite_code: 'FRIEND1',
      agree: false,
    });
  });
});

describe('applyRequestOf', () => {
  it('sends the logo by URL, the documents and the new signature by id, the texts trimmed', () => {
    const values = {
      ...valuesFromApplication(rejected),
      store_name: '  Harbour Textiles ',
      real_name: ' Ada Lovelace',
      invite_code: ' ',
    };
    expect(applyRequestOf(values, 99)).toEqual({
      logo: '/uploads/abc.webp',
      store_name: 'Harbour Textiles',
      id_number: 'P1234567',
      real_name: 'Ada Lovelace',
      id_front: 11,
      id_back: 12,
      id_hold: 13,
      signature: 99,
      invite_code: '',
      agree: true,
    });
  });
});

describe('stepOf', () => {
  it('maps the server status to the spec’s three steps', () => {
    expect(stepOf('none')).toBe('documents');
    expect(stepOf('reviewing')).toBe('review');
    expect(stepOf('approved')).toBe('approved');
    expect(stepOf('rejected')).toBe('rejected');
  });
});
