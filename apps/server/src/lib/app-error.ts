import { ResponseCode } from '@market/contract';
import type { MessageParams } from '../i18n/index.ts';

/**
 * A failure the user should see: `code` goes into the envelope, `messageKey` (under `msg.` or
 * `validation.` in the dictionaries) is translated into the caller's language.
 */
export class AppError extends Error {
  readonly code: number;
  readonly messageKey: string;
  readonly params: MessageParams;
  readonly field: string | undefined;

  constructor(code: number, messageKey: string, options: { params?: MessageParams; field?: string } = {}) {
    super(messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.field = options.field;
  }
}

export const fail = (messageKey: string, options?: { params?: MessageParams; field?: string }) =>
  new AppError(ResponseCode.failure, messageKey, options);
export const unauthorized = () => new AppError(ResponseCode.unauthorized, 'msg.unauthorized');
export const forbidden = () => new AppError(ResponseCode.forbidden, 'msg.forbidden');
export const notFound = (messageKey = 'msg.not_found') => new AppError(ResponseCode.notFound, messageKey);
export const tooManyRequests = (seconds: number, messageKey = 'msg.too_many_requests') =>
  new AppError(ResponseCode.tooManyRequests, messageKey, { params: { seconds } });

/** HTTP status that goes with an envelope code: business failures are still a processed request. */
export function httpStatusFor(code: number): number {
  switch (code) {
    case ResponseCode.unauthorized:
    case ResponseCode.forbidden:
    case ResponseCode.notFound:
    case ResponseCode.tooManyRequests:
    case ResponseCode.serverError:
      return code;
    default:
      return 200;
  }
}
