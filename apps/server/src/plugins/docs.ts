import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: UI at `/api/docs`, JSON at `/api/docs/json`. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wholesale marketplace API',
        version: '0.2.1',
        description:
          'Every response is {code, msg, data}: code 1 success, 0 business failure (msg says why, data.field names the field), 401, 403, 404, 429, 500. `msg` follows Accept-Language. Send the session token in the `token` header.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
