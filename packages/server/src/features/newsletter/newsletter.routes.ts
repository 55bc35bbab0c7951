import { formatMessage, newsletterMessages as m } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NewsletterErrors } from './newsletter.errors';
import { TokenQuery } from './newsletter.schemas';
import { confirmSubscription, unsubscribeByToken } from './newsletter.service';
import { newsletterPage } from './newsletter-pages';

/**
 * The links of the confirmation email, opened on the site's own host. Plain GETs a mail client
 * opens, so no crumb; the token is the proof, and it only works on the site that sent it.
 */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const visit = (request: FastifyRequest) => {
    if (request.hostKind !== 'site' || !request.site) throw NewsletterErrors.siteNotFound();
    return { site: request.site, token: TokenQuery.parse(request.query ?? {}).token ?? '' };
  };
  const answer = (reply: FastifyReply, status: number, siteTitle: string, title: string, body: string) =>
    reply
      .status(status)
      .header('Cache-Control', 'private, no-store')
      // The address holds the token; it goes nowhere else.
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(newsletterPage({ siteTitle, title, body }));

  app.get('/api/newsletter/confirm', async (request, reply) => {
    const { site, token } = visit(request);
    const row = await confirmSubscription(app.db, site.id, token);
    if (!row) return answer(reply, 400, site.title, m.invalidLinkTitle, m.invalidConfirmBody);
    const body = formatMessage(m.confirmedBody, { site: site.title, email: row.email });
    return answer(reply, 200, site.title, m.confirmedTitle, body);
  });

  app.get('/api/newsletter/unsubscribe', async (request, reply) => {
    const { site, token } = visit(request);
    const row = await unsubscribeByToken(app.db, site.id, token);
    if (!row) return answer(reply, 400, site.title, m.invalidLinkTitle, m.invalidUnsubscribeBody);
    const body = formatMessage(m.unsubscribedBody, { site: site.title, email: row.email });
    return answer(reply, 200, site.title, m.unsubscribedTitle, body);
  });
}
