import { type SiteLanguage, splitLanguagePath } from '@atelier/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountPages } from '#api/members/account-page';
import { CommonErrors } from '#platform/errors/common.errors';
import { freshCrumb, requestCrumbVerifies } from '#platform/http/crumb.plugin';
import { sendAppError } from '#platform/http/errors.plugin';
import { sendHtml } from '#platform/http/security-headers.plugin';
import { verifyPassword } from '#platform/security/password';
import { isSecureRequest } from '#platform/session/cookies';
import { EDITING_ROLES, roleOn } from '#platform/tenancy/authorization';
import { hostName } from '#platform/tenancy/tenancy.plugin';
import { gallerySlidePath } from '#render/gallery-slide-path';
import { accessCookieName, lockFingerprint } from '#render/page-access';
import { setPageLanguage } from '#render/page-language';
import { draftPageByLanguageSlug, publishedPageById } from '#render/public.queries';
import { type VisitorPages, visitorPages } from '#render/public-pages';
import { answerBlog } from './blog-pages.routes';
import { answerEvents } from './events-pages.routes';
import {
  answerProductPage,
  answerStorefront,
  answerStorePage,
  type StorePageInLanguage,
} from './storefront-pages.routes';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRODUCT_PATH = /^\/p\/([^/]+)$/;

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
  const account = accountPages(app);

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

  /** An owner looking at a draft in the editor's frame (`?preview=draft`, signed in, may edit). */
  const ownerPreview = async (request: FastifyRequest): Promise<boolean> => {
    if (!request.account || (request.query as Record<string, unknown>).preview !== 'draft') return false;
    const role = await roleOn(app, request.site!.id, request.account.id);
    return role !== null && EDITING_ROLES.includes(role);
  };

  /**
   * A page in one of the site's other languages (docs/languages.md "Addresses"): `/fr` its home,
   * `/fr/<address>` a page or store page at its translated address or its primary one,
   * `/fr/store` and `/fr/p/<slug>` the storefront and a product. A hidden language answers 404 but
   * to an owner previewing drafts.
   */
  const languagePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    language: SiteLanguage,
    rest: string,
  ) => {
    const site = request.site!;
    const preview = await ownerPreview(request);
    // A hidden language's address is answered as any wrong address, in the primary language: its
    // not-found page must not show the language either.
    if (!language.published && !preview) return pages.sendNotFound(request, reply);
    setPageLanguage(request, language);
    // The account page in the language (`/fr/account`, its reset and email links; docs/members.md).
    const accountPage = account.answerInLanguage(request, reply, rest);
    if (accountPage) return accountPage;
    const product = PRODUCT_PATH.exec(rest);
    if (product) return answerProductPage(app, request, reply, product[1]!);
    const inLanguage: StorePageInLanguage = {
      path: (store) => pages.pathIn(site, store.slug, language),
      title: (store) => pages.titleIn(site, store.id, language, store.title),
    };
    if (rest === '/store') return answerStorefront(app, request, reply, inLanguage);
    const address = rest === '/' ? 'home' : rest.slice(1);
    const slide = gallerySlidePath(address);
    const slug = slide?.slug ?? address;
    if (!SLUG.test(slug)) return pages.sendNotFound(request, reply);
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    const match = slug === 'home' ? undefined : await pages.addressIn(site, language, slug);
    if (match?.kind === 'moved') return reply.header('Cache-Control', 'no-cache').redirect(match.path, 301);
    let primarySlug = slug === 'home' ? 'home' : match?.primarySlug;
    // A draft's address in the language, before it is published: the owner's preview finds it too.
    if (!primarySlug && preview)
      primarySlug = await draftPageByLanguageSlug(app.db, site.id, language.tag, slug);
    primarySlug ??= slug;
    if (primarySlug !== 'home' && (await answerStorePage(app, request, reply, primarySlug, inLanguage)))
      return reply;
    // An Events page's upcoming list in the language; its other views are at its primary address.
    if (primarySlug !== 'home' && (await answerEvents(app, request, reply, `/${primarySlug}`, path)))
      return reply;
    return pages.sendPage(request, reply, {
      slug: primarySlug,
      path,
      ...(slide ? { slide: slide.slide } : {}),
    });
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.hostKind !== 'site') return pages.sendNoSite(request, reply);
    const moved = toPrimary(request, reply);
    if (moved) return moved;
    const path = request.url.split('?')[0]!.replace(/\/+$/, '') || '/';
    const split = splitLanguagePath(path, request.site!.languages);
    if (split.prefixed && split.language) return languagePage(request, reply, split.language, split.rest);
    // An Events page answers its own addresses: lists, month, events and their .ics (events-pages.routes.ts).
    if (path !== '/' && (await answerEvents(app, request, reply, path))) return reply;
    // A blog answers its own addresses: its list, archives, feed and posts (blog-pages.routes.ts).
    if (path !== '/' && (await answerBlog(app, request, reply, path))) return reply;
    const slug = path === '/' ? 'home' : path.slice(1);
    const slide = gallerySlidePath(slug);
    if (slide) return pages.sendPage(request, reply, { ...slide, path });
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return pages.sendNotFound(request, reply);
    // A store page lives at an address of its own, like any page (storefront-pages.routes.ts).
    if (slug !== 'home' && (await answerStorePage(app, request, reply, slug))) return reply;
    return pages.sendPage(request, reply, { slug, path });
  };
  // The home page on its own static route: the router finds it without trying the wildcard.
  app.get('/', page);
  app.get('/*', page);
}
