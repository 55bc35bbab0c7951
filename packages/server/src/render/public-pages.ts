import {
  documentAtSlide,
  type FormRenderState,
  type PageDocument,
  readSiteStyles,
  type SiteStyles,
} from '@atelier/domain';
import { snippetAround } from '@atelier/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { freshCrumb } from '#platform/http/crumb.plugin';
import { precompressHtml } from '#platform/http/prepared-html';
import { sendHtml } from '#platform/http/security-headers.plugin';
import { EDITING_ROLES } from '#platform/tenancy/authorization';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { cacheableHostPort, requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { loadSiteManifest } from './assets';
import { sendEditorPage } from './editor-html';
import { mediaLookupFor } from './media-lookup';
import { hasPageAccess, lockFingerprint } from './page-access';
import { pageCacheKey } from './page-cache-key';
import { type RenderRequest, renderSiteHtml } from './page-renderer';
import type { StoreScreen } from './plain-page';
import { productLookupFor } from './product-lookup';
import * as q from './public.queries';
import { styleAssets } from './style-assets';

// Page types, spec 001 §2.
const PAGE = 2;
const NOT_FOUND = 100;
const ERROR = 101;
const SEARCH = 102;
const LOCK_SCREEN = 103;

export type VisitorPages = ReturnType<typeof visitorPages>;

/** The cache key of a page of this site asked for at this origin (page-cache-key.ts says what goes in). */
const pageKeyOf = (site: SiteRecord, origin: string, path: string) =>
  pageCacheKey({ siteId: site.id, generation: site.renderGeneration, locale: site.locale, origin, path });

export function visitorPages(app: FastifyInstance) {
  const manifest = loadSiteManifest();
  const cache = app.pageCache;

  // Only a host the tenancy plugin resolved to this site ever reaches here (see requestOrigin).
  const baseUrl = requestOrigin;

  async function roles(request: FastifyRequest): Promise<Record<string, number>> {
    if (!request.account) return {};
    const rows = await q.rolesOfAccount(app.db, request.account.id);
    return Object.fromEntries(rows.map((row) => [row.website_id, row.role]));
  }

  async function render(
    request: FastifyRequest,
    parts: Omit<
      RenderRequest,
      'site' | 'baseUrl' | 'account' | 'websiteRoles' | 'navigation' | 'siteSeo' | 'styleAssets' | 'products'
    >,
  ) {
    const site = request.site!;
    const styles = parts.styles ?? (await lookOf(site.id, 'live'));
    return renderSiteHtml(manifest, {
      ...parts,
      styles,
      styleAssets: await styleAssets(app.db, site.id, styles),
      site,
      baseUrl: baseUrl(request),
      account: request.account,
      websiteRoles: await roles(request),
      navigation: await q.mainNavigation(app.db, site.id),
      ...(parts.body.kind === 'page' ? await pageLookups(site.id, parts.body.document) : {}),
      siteSeo: JSON.parse((await q.siteSeo(app.db, site.id))?.settings ?? '{}'),
    });
  }

  /** The products a page's blocks show, and the library items of the page and of those products' pictures. */
  async function pageLookups(siteId: string, document: PageDocument) {
    const products = await productLookupFor(app.db, siteId, document);
    const pictures = Object.values(products ?? {}).flatMap((p) =>
      p.image?.mediaId ? [p.image.mediaId] : [],
    );
    return { products, media: await mediaLookupFor(app.db, siteId, document, pictures) };
  }

  /** The site's published look, or the draft the owner is editing. */
  async function lookOf(siteId: string, which: 'live' | 'draft'): Promise<SiteStyles> {
    const row = await q.siteStyles(app.db, siteId);
    const json = which === 'live' ? row?.live : row?.draft;
    return readSiteStyles(json ? JSON.parse(json) : null);
  }

  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

  /** Answers 404 with the owner's own not-found page when one is published, else the built-in one. */
  async function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const own = request.site ? await q.publishedNotFoundPage(app.db, request.site.id) : undefined;
    if (own && !own.password_hash) {
      const html = await render(request, {
        currentPath: path,
        title: own.title,
        pageType: NOT_FOUND,
        collectionId: own.id,
        body: { kind: 'page', document: JSON.parse(own.document) as PageDocument },
      });
      return sendHtml(noStore(reply), html, 404);
    }
    const html = await render(request, {
      currentPath: path,
      title: 'Page not found',
      pageType: NOT_FOUND,
      collectionId: null,
      body: { kind: 'not-found', path },
    });
    return sendHtml(noStore(reply), html, 404);
  }

  async function sendNoSite(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0];
    if (request.hostKind === 'app' && path === '/') return sendEditorPage(reply, 'home.html');
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><meta charset="utf-8"><title>No site here</title><h1>There is no site at this address.</h1>',
      );
  }

  const renderLock = (
    request: FastifyRequest,
    pageId: string,
    pageTitle: string,
    crumb: string,
    error?: string,
  ) =>
    render(request, {
      currentPath: '',
      title: pageTitle || 'Protected page',
      pageType: LOCK_SCREEN,
      collectionId: pageId,
      body: { kind: 'lock', pageId, pageTitle, crumb, error },
    });

  async function renderSearch(request: FastifyRequest, query: string) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    const rows = words.length ? await q.searchPublished(app.db, request.site!.id, words) : [];
    return render(request, {
      currentPath: '/search',
      title: query ? `Search: ${query}` : 'Search',
      pageType: SEARCH,
      collectionId: null,
      body: {
        kind: 'search',
        query,
        results: rows.map((row) => ({
          title: row.title,
          path: row.slug === 'home' ? '/' : `/${row.slug}`,
          snippet: snippetAround(row.text, words[0] ?? ''),
        })),
      },
    });
  }

  async function sendLock(request: FastifyRequest, reply: FastifyReply, pageId: string, title: string) {
    const crumb = freshCrumb(request, reply);
    return sendHtml(noStore(reply), await renderLock(request, pageId, title, crumb), 401);
  }

  async function sendDraft(request: FastifyRequest, reply: FastifyReply, slug: string, path: string) {
    const row = await q.pageForPreview(app.db, request.site!.id, slug);
    if (!row) return sendNotFound(request, reply);
    const html = await render(request, {
      currentPath: path,
      title: row.title,
      pageType: PAGE,
      collectionId: row.id,
      body: { kind: 'page', document: JSON.parse(row.draft_document) as PageDocument },
      styles: await lookOf(request.site!.id, 'draft'),
      stylesPreview: true,
      editing: true,
    });
    return sendHtml(noStore(reply), html);
  }

  /** A page as a past site version had it, for owners looking through the publish history. */
  async function sendVersion(
    request: FastifyRequest,
    reply: FastifyReply,
    number: number,
    slug: string,
    path: string,
  ) {
    const row = await q.siteVersionSnapshot(app.db, request.site!.id, number);
    const snapshot = row
      ? (JSON.parse(row.snapshot) as {
          pages: { id: string; slug: string; title: string; document: PageDocument }[];
          parts?: { styles?: unknown };
        })
      : undefined;
    const page = snapshot?.pages.find((p) => p.slug === slug);
    if (!page) return sendNotFound(request, reply);
    const html = await render(request, {
      currentPath: path,
      title: page.title,
      pageType: PAGE,
      collectionId: page.id,
      body: { kind: 'page', document: page.document },
      // Versions from before styles were kept show the look of today.
      styles: snapshot?.parts?.styles ? readSiteStyles(snapshot.parts.styles) : undefined,
    });
    return sendHtml(noStore(reply), html);
  }

  /**
   * A published page: from the cache for visitors, freshly rendered for signed-in accounts. With a
   * formState (the answer to a script-free form post) it is rendered for this response only.
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    at: {
      slug?: string;
      byId?: string;
      path: string;
      formState?: FormRenderState;
      status?: number;
      /** A gallery slide's url or id after the page's path: the page opened at that slide. */
      slide?: string;
    },
  ) {
    const site = request.site!;
    const query = request.query as Record<string, unknown>;
    if (request.account && query.preview === 'draft' && at.slug) {
      const role = (await roles(request))[site.id];
      if (role !== undefined && EDITING_ROLES.includes(role))
        return sendDraft(request, reply, at.slug, at.path);
    }
    const version =
      typeof query.version === 'string' && /^\d{1,9}$/.test(query.version) ? query.version : null;
    if (request.account && version && at.slug) {
      const role = (await roles(request))[site.id];
      if (role !== undefined && EDITING_ROLES.includes(role))
        return sendVersion(request, reply, Number(version), at.slug, at.path);
    }
    const cacheable = !request.account && !at.formState && cacheableHostPort(app, request.headers.host);
    const key = pageKeyOf(site, baseUrl(request), at.path);
    let entry = cacheable ? cache.get(key) : undefined;
    if (!entry) {
      const row = at.byId
        ? await q.publishedPageById(app.db, site.id, at.byId)
        : await q.publishedPageBySlug(app.db, site.id, at.slug ?? '');
      if (!row && at.slug) {
        // A page that moved keeps its old address working: links and search results elsewhere stay good.
        const moved = await q.redirectTarget(app.db, site.id, at.slug);
        if (moved)
          return reply
            .header('Cache-Control', 'no-cache')
            .redirect(moved.slug === 'home' ? '/' : `/${moved.slug}`, 301);
      }
      if (!row) return sendNotFound(request, reply);
      const stored = JSON.parse(row.document) as PageDocument;
      const document = at.slide ? documentAtSlide(stored, at.slide) : stored;
      if (!document) return sendNotFound(request, reply);
      const rendered = await render(request, {
        currentPath: row.slug === 'home' ? '/' : `/${row.slug}`,
        title: row.title,
        pageType: PAGE,
        collectionId: row.id,
        body: { kind: 'page', document },
        formState: at.formState,
      });
      const lock = row.password_hash
        ? {
            pageId: row.id,
            fingerprint: lockFingerprint(app.secret, row.id, row.password_hash),
            title: row.title,
          }
        : null;
      // Compressed once here, so every later hit only writes bytes.
      entry = { page: cacheable ? precompressHtml(rendered) : rendered, status: at.status ?? 200, lock };
      if (cacheable) cache.set(key, entry);
    }
    if (entry.lock && !hasPageAccess(request, entry.lock.pageId, entry.lock.fingerprint)) {
      return sendLock(request, reply, entry.lock.pageId, entry.lock.title);
    }
    reply.header('Cache-Control', entry.lock || !cacheable ? 'private, no-store' : 'no-cache');
    return sendHtml(reply, entry.page, entry.status);
  }

  /**
   * A short answer in the site's own look, never cached: page type 101 when it reports a failure,
   * else the one it names (300 for the newsletter's unsubscribe link) or 2.
   */
  async function sendMessage(
    request: FastifyRequest,
    reply: FastifyReply,
    message: { title: string; text: string; home: string; status: number; pageType?: number },
  ) {
    const html = await render(request, {
      currentPath: '',
      title: message.title,
      pageType: message.status < 400 ? (message.pageType ?? PAGE) : ERROR,
      collectionId: null,
      body: { kind: 'message', title: message.title, text: message.text, home: message.home },
    });
    return sendHtml(noStore(reply), html, message.status);
  }

  /**
   * A store screen in the site's own shell (header, navigation, footer, styles). One with a
   * cachePath (the store and product pages) goes into the page cache under that path, so later
   * visits are served like any cached page until a catalogue change bumps the site's generation.
   */
  async function sendStoreScreen(request: FastifyRequest, reply: FastifyReply, screen: StoreScreen) {
    const site = request.site!;
    const html = await render(request, {
      currentPath: screen.path,
      title: screen.title,
      pageType: screen.pageType,
      collectionId: null,
      itemId: screen.itemId,
      body: { kind: 'store', screen: screen.view },
      behaviours: screen.behaviours,
      storeSeo: {
        ...screen.seo,
        image: screen.seo.image?.startsWith('/')
          ? `${baseUrl(request)}${screen.seo.image}`
          : screen.seo.image,
      },
    });
    if (screen.seo.noindex) reply.header('X-Robots-Tag', 'noindex');
    if (
      screen.cachePath &&
      screen.status === 200 &&
      !request.account &&
      cacheableHostPort(app, request.headers.host)
    ) {
      const page = precompressHtml(html);
      cache.set(pageKeyOf(site, baseUrl(request), screen.cachePath), {
        page,
        status: 200,
        lock: null,
        queryMatters: true,
      });
      return sendHtml(reply.header('Cache-Control', 'no-cache'), page);
    }
    return sendHtml(noStore(reply), html, screen.status);
  }

  return { sendPage, sendNotFound, sendNoSite, renderLock, renderSearch, sendMessage, sendStoreScreen };
}
