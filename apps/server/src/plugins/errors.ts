import { ResponseCode, resolveLanguage } from '@market/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasMessage, translate } from '../i18n/index.ts';
import { AppError, httpStatusFor } from '../lib/app-error.ts';
import { faultOf } from '../lib/fault.ts';
import { appShellFor, sendAppShell } from './web-app.ts';

type Issue = { instancePath: string; keyword: string; message: string; params: Record<string, unknown> };

/** The `validation.generic.*` sentence for an issue without a message key of its own. */
function genericKey(issue: Issue): string {
  // a custom issue may name a generic sentence itself (`nul_character`), said with the field's label
  if (hasMessage(`validation.generic.${issue.message}`)) return issue.message;
  const isText = issue.params.origin === 'string';
  // zod leaves the input out of its issues; its message says what it received
  if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message)) return 'required';
  if (issue.keyword === 'too_small') return isText ? 'too_short' : 'too_small';
  if (issue.keyword === 'too_big') return isText ? 'too_long' : 'too_big';
  const named = ['invalid_type', 'invalid_format', 'invalid_value', 'unrecognized_keys'];
  return named.includes(issue.keyword) ? issue.keyword : 'invalid';
}

/** Turns the first schema issue into a translated sentence that names the field. */
function describeIssue(request: FastifyRequest, issue: Issue): { msg: string; field: string } {
  // an array item's issue names the array (`sku_ids`), not the item's index
  const path = issue.instancePath.split('/').filter((part) => part !== '' && !/^\d+$/.test(part));
  const keys = issue.params.keys;
  const isUnknownKey = issue.keyword === 'unrecognized_keys' && Array.isArray(keys);
  const field = isUnknownKey ? String(keys[0]) : (path.at(-1) ?? 'body');
  if (hasMessage(`validation.${issue.message}`))
    return { msg: request.t(`validation.${issue.message}`), field };

  // an unknown key is named as it was sent: the label of a known field would hide the mistake
  const label = !isUnknownKey && hasMessage(`field.${field}`) ? request.t(`field.${field}`) : field;
  const { params } = issue;
  const msg = request.t(`validation.generic.${genericKey(issue)}`, {
    field: label,
    min: String(params.minimum ?? ''),
    max: String(params.maximum ?? ''),
    options: Array.isArray(params.values) ? params.values.join(', ') : '',
  });
  return { msg, field };
}

function send(reply: FastifyReply, code: number, msg: string, data: unknown = null) {
  // a file's stream that failed had already set its own content type on the response
  return reply.status(httpStatusFor(code)).type('application/json; charset=utf-8').send({ code, msg, data });
}

/**
 * A URL the router refuses before any route or hook runs (a path parameter past Fastify's 100
 * characters, a broken %-escape): Fastify's `frameworkErrors`, so it too leaves as the envelope.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const msg = translate(resolveLanguage(request.headers['accept-language']), 'msg.bad_request');
  return send(reply.type('application/json; charset=utf-8'), ResponseCode.failure, msg);
}

/** The one error handler: every failure leaves as `{code, msg, data}`, 5xx without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === ResponseCode.tooManyRequests) {
        void reply.header('retry-after', String(error.params.seconds ?? 60));
      }
      return send(
        reply,
        error.code,
        request.t(error.messageKey, error.params),
        error.field ? { field: error.field } : null,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { msg, field } = describeIssue(request, error.validation[0] as unknown as Issue);
      return send(reply, ResponseCode.failure, msg, { field });
    }
    if (error.statusCode === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
      return send(reply, ResponseCode.tooManyRequests, request.t('msg.too_many_requests', { seconds }));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, ResponseCode.failure, request.t('msg.upload_too_large'), { field: 'file' });
    }
    if (error.statusCode === 413) return send(reply, ResponseCode.failure, request.t('msg.body_too_large'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, ResponseCode.failure, request.t('msg.invalid_body'));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // wrong content type, bad multipart, a directory URL: the client's fault, said plainly
      return send(reply, ResponseCode.failure, request.t('msg.bad_request'));
    }
    // the request id (reqId) is on every line of the request; the error's message stays out
    request.log.error({ fault: faultOf(error) }, 'unhandled error');
    return send(reply, ResponseCode.serverError, request.t('msg.server_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    const shell = appShellFor(app, request);
    if (shell) return sendAppShell(app, request, reply, shell);
    return send(reply, ResponseCode.notFound, request.t('msg.route_not_found'));
  });
}
