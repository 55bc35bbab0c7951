import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OutboxErrors } from '#modules/outbox/outbox.errors';
import { outboxMessageDetailToJson, outboxMessageToJson } from '#modules/outbox/outbox.model';
import { listSiteMail, siteMailById } from '#modules/outbox/outbox.queries';
import { requirePermission } from '#platform/tenancy/permissions';

/** The newest mail listed; older mail stays in the table but not on the owner's screen. */
export const OUTBOX_LIST_LIMIT = 200;

const MessageParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

/** The site's outgoing mail for its owner (site host, `forms`): what went out, what is waiting. */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  // Mails are written to visitors and customers and about them: reading them needs `forms`.
  app.addHook('preHandler', requirePermission(app, 'forms'));

  app.get('/api/config/outbox', async (request) => {
    const rows = await listSiteMail(app.db, request.site!.id, OUTBOX_LIST_LIMIT);
    return { messages: rows.map(outboxMessageToJson) };
  });

  app.get('/api/config/outbox/:id', async (request) => {
    const params = MessageParams.safeParse(request.params);
    const row = params.success ? await siteMailById(app.db, request.site!.id, params.data.id) : undefined;
    if (!row) throw OutboxErrors.messageNotFound();
    return { message: outboxMessageDetailToJson(row) };
  });
}
