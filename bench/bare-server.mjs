// A bare Fastify server answering POST /bare with a fixed JSON body read from the file named by
// BARE_BODY: the ceiling the catalogue endpoints are compared with (same HTTP stack, no work).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY, 'utf8');
const app = Fastify({ logger: false });
app.post('/bare', async (_request, reply) => reply.type('application/json').send(body));
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
