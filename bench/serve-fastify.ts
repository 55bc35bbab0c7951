// The framework floor: Fastify with no plugins and no hooks answering the bytes and headers our
// server sent for the page. The gap between this and serve-bare.ts is the framework's own cost.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { acceptProfileRequests } from './profile-hooks';

const { body, headers } = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  body: string;
  headers: Record<string, string>;
};
const bytes = Buffer.from(body, 'base64');
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => reply.headers(headers).send(bytes));
acceptProfileRequests();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => process.exit(0));
