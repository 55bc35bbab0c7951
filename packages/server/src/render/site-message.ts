import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { visitorPages } from './public-pages';

/**
 * Short answers in the site's own look for features that answer a visitor with a page of their
 * own (the newsletter's confirmation and unsubscribe links); the page shell belongs to the public
 * feature.
 */
export function siteMessagePages(app: FastifyInstance) {
  const pages = visitorPages(app);
  return {
    sendMessage(
      request: FastifyRequest,
      reply: FastifyReply,
      message: { title: string; text: string; home: string; status: number; pageType?: number },
    ) {
      return pages.sendMessage(request, reply, message);
    },
  };
}
