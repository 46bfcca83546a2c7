import { resolveLanguage, type Language } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { translate, type MessageParams } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t(key: string, params?: MessageParams): string;
  }
}

/** Every request gets its language from `Accept-Language` (the 13 of the spec, default en). */
export function registerI18n(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', function (this: { lang: Language }, key: string, params?: MessageParams) {
    return translate(this.lang, key, params);
  });
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLanguage(request.headers['accept-language']);
  });
}
