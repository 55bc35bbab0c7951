import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CommonErrors } from '#platform/errors/common.errors';
import { freshCrumb, requestCrumbVerifies } from '#platform/http/crumb.plugin';
import { sendAppError } from '#platform/http/errors.plugin';
import { sendHtml } from '#platform/http/security-headers.plugin';
import { verifyPassword } from '#platform/security/password';
import { isSecureRequest } from '#platform/session/cookies';
import { hostName } from '#platform/tenancy/tenancy.plugin';
import { gallerySlidePath } from '#render/gallery-slide-path';
import { accessCookieName, lockFingerprint } from '#render/page-access';
import { publishedPageById } from '#render/public.queries';
import { type VisitorPages, visitorPages } from '#render/public-pages';

const UNLOCK_LIMIT = 10;
const UNLOCK_WINDOW_SECONDS = 300;

const Unlock = z.object({
  pageId: z.string().regex(/^[0-9a-f]{24}$/),
  password: z.string().max(200),
  crumb: z.string().max(200).optional(),
});

/** What visitors get on a site host: published pages, the lock screen, search and panel paths. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  const pages: VisitorPages = visitorPages(app);

  /**
   * Visitors of a site with a primary domain are sent there from its other addresses. Signed-in
   * accounts are not: the editor shows the site on its own host, where their session lives.
   */
  const toPrimary = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
    const primary = request.site?.primaryDomain;
    if (!primary || request.account || hostName(request.headers.host) === primary) return null;
    const scheme = app.config.secureCookies ? 'https' : request.protocol;
    return reply.header('Cache-Control', 'no-cache').redirect(`${scheme}://${primary}${request.url}`, 301);
  };

  const lockScreen = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pageId: string,
    error: string,
    status: number,
  ) => {
    const crumb = freshCrumb(request, reply);
    const page = await publishedPageById(app.db, request.site!.id, pageId);
    return sendHtml(reply, await pages.renderLock(request, pageId, page?.title ?? '', crumb, error), status);
  };

  app.post('/api/pages/unlock', { config: { crumb: false } }, async (request, reply) => {
    if (request.hostKind !== 'site') return pages.sendNoSite(request, reply);
    const input = Unlock.safeParse(request.body);
    if (!input.success)
      return sendAppError(reply, CommonErrors.invalidInput(undefined, 'Send a page id and a password.'));
    const { pageId, password } = input.data;
    const page = await publishedPageById(app.db, request.site!.id, pageId);
    if (!page) return pages.sendNotFound(request, reply);
    const pagePath = page.slug === 'home' ? '/' : `/${page.slug}`;
    if (!page.password_hash) return reply.redirect(pagePath, 303);
    if (!requestCrumbVerifies(request)) {
      return lockScreen(
        request,
        reply,
        pageId,
        'Your session expired. Please enter the password again.',
        403,
      );
    }
    const decision = await app.rateLimiter.hit(
      `unlock:${request.ip}:${pageId}`,
      UNLOCK_LIMIT,
      UNLOCK_WINDOW_SECONDS,
    );
    if (!decision.allowed) {
      reply.header('Retry-After', String(decision.retryAfter));
      return lockScreen(
        request,
        reply,
        pageId,
        'Too many attempts. Please wait a few minutes and try again.',
        429,
      );
    }
    if (!(await verifyPassword(page.password_hash, password))) {
      return lockScreen(request, reply, pageId, 'Incorrect password. Please try again.', 401);
    }
    reply.setCookie(accessCookieName(pageId), lockFingerprint(app.secret, pageId, page.password_hash), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request),
    });
    return reply.redirect(pagePath, 303);
  });

  app.get('/search', async (request, reply) => {
    if (request.hostKind !== 'site') return pages.sendNoSite(request, reply);
    const moved = toPrimary(request, reply);
    if (moved) return moved;
    const raw = (request.query as Record<string, unknown>).q;
    const query = typeof raw === 'string' ? raw.slice(0, 200) : '';
    // A signed-in account's page names it (and its email), so only a visitor's may be kept.
    if (request.account) reply.header('Cache-Control', 'private, no-store');
    return sendHtml(reply, await pages.renderSearch(request, query));
  });

  app.get('/pages/:id', async (request, reply) => {
    if (request.hostKind !== 'site') return pages.sendNoSite(request, reply);
    const moved = toPrimary(request, reply);
    if (moved) return moved;
    const { id } = request.params as { id: string };
    if (!/^[0-9a-f]{24}$/.test(id)) return pages.sendNotFound(request, reply);
    return pages.sendPage(request, reply, { byId: id, path: `/pages/${id}` });
  });

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.hostKind !== 'site') return pages.sendNoSite(request, reply);
    const moved = toPrimary(request, reply);
    if (moved) return moved;
    const path = request.url.split('?')[0]!.replace(/\/+$/, '') || '/';
    const slug = path === '/' ? 'home' : path.slice(1);
    const slide = gallerySlidePath(slug);
    if (slide) return pages.sendPage(request, reply, { ...slide, path });
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return pages.sendNotFound(request, reply);
    return pages.sendPage(request, reply, { slug, path });
  };
  // The home page on its own static route: the router finds it without trying the wildcard.
  app.get('/', page);
  app.get('/*', page);
}
