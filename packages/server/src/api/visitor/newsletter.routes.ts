import { formatMessage, newsletterMessages as m, PageType } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NewsletterErrors } from '#modules/newsletter/newsletter.errors';
import { TokenQuery } from '#modules/newsletter/newsletter.schemas';
import { confirmSubscription, unsubscribeByToken } from '#modules/newsletter/newsletter.service';
import { siteMessagePages } from '#render/site-message';

/**
 * The links of the confirmation email, opened on the site's own host. Plain GETs a mail client
 * opens, so no crumb; the token is the proof, and it only works on the site that sent it.
 */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const visit = (request: FastifyRequest) => {
    if (request.hostKind !== 'site' || !request.site) throw NewsletterErrors.siteNotFound();
    return { site: request.site, token: TokenQuery.parse(request.query ?? {}).token ?? '' };
  };
  const pages = siteMessagePages(app);
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    siteTitle: string,
    title: string,
    text: string,
    pageType: number = PageType.page,
  ) =>
    pages.sendMessage(
      request,
      // The address holds the token; it goes nowhere else.
      reply.header('Referrer-Policy', 'no-referrer'),
      { title, text, home: formatMessage(m.backHome, { site: siteTitle }), status, pageType },
    );

  app.get('/api/newsletter/confirm', async (request, reply) => {
    const { site, token } = visit(request);
    const row = await confirmSubscription(app.db, site.id, token);
    if (!row) return answer(request, reply, 400, site.title, m.invalidLinkTitle, m.invalidConfirmBody);
    const body = formatMessage(m.confirmedBody, { site: site.title, email: row.email });
    return answer(request, reply, 200, site.title, m.confirmedTitle, body);
  });

  app.get('/api/newsletter/unsubscribe', async (request, reply) => {
    const { site, token } = visit(request);
    const row = await unsubscribeByToken(app.db, site.id, token);
    if (!row) return answer(request, reply, 400, site.title, m.invalidLinkTitle, m.invalidUnsubscribeBody);
    const body = formatMessage(m.unsubscribedBody, { site: site.title, email: row.email });
    return answer(request, reply, 200, site.title, m.unsubscribedTitle, body, PageType.newsletterUnsubscribe);
  });
}
