import {
  documentAtSlide,
  type FormRenderState,
  languagePath,
  PAGE_TEXT_KEYS,
  type PageDocument,
  pageText,
  readSiteStyles,
  type SiteLanguage,
} from '@atelier/domain';
import { BlockType, documentBlocks, snippetAround } from '@atelier/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { freshCrumb } from '#platform/http/crumb.plugin';
import { brotliFirst } from '#platform/http/prepared-html';
import { sendHtml } from '#platform/http/security-headers.plugin';
import { EDITING_ROLES } from '#platform/tenancy/authorization';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { cacheableHostPort, requestOrigin } from '#platform/tenancy/tenancy.plugin';
import { searchPosts } from './blog-lookup';
import { sendEditorPage } from './editor-html';
import { pagePathIn, type SiteAddresses } from './language-addresses';
import { memberAccessScreen } from './member-access-screen';
import { mayEnterArea } from './member-session';
import { hasPageAccess, lockFingerprint } from './page-access';
import { pageCacheKey, stampsOf } from './page-cache-key';
import { pageLanguageOf, primaryOf } from './page-language';
import type { StoreScreen } from './plain-page';
import * as q from './public.queries';
import { publishedPageReads } from './published-page-reads';
import { sitePartsFor } from './site-parts';
import { visitorRenderer } from './visitor-render';

// Page types, spec 001 §2.
const PAGE = 2;
const NOT_FOUND = 100;
const ERROR = 101;
const SEARCH = 102;
const LOCK_SCREEN = 103;

export type VisitorPages = ReturnType<typeof visitorPages>;

/**
 * The cache key of a page of this site in a language, asked for at this origin (page-cache-key.ts
 * says what goes in).
 */
const pageKeyOf = (site: SiteRecord, origin: string, path: string, language: SiteLanguage) =>
  pageCacheKey({ siteId: site.id, generation: site.shellGeneration, locale: language.tag, origin, path });

/**
 * Whether a page's blocks show products, or events (a Calendar block: the events clock moves the
 * same generation on): its cached copy then goes stale with the catalogue.
 */
const showsProducts = (document: PageDocument) =>
  documentBlocks(document).some(
    (block) => block.type === BlockType.product || block.type === BlockType.calendar,
  );

export function visitorPages(app: FastifyInstance) {
  const cache = app.pageCache;
  const siteParts = sitePartsFor(app);
  const { sitePartsOf, lookOf, addressIn, pathIn, titleIn } = siteParts;
  const reads = publishedPageReads(app);
  const { render, roles } = visitorRenderer(app, siteParts, reads);

  // Only a host the tenancy plugin resolved to this site ever reaches here (see requestOrigin).
  const baseUrl = requestOrigin;

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
    const posts = await searchPosts(app.db, request.site!.id, words);
    return render(request, {
      currentPath: '/search',
      title: query ? `Search: ${query}` : 'Search',
      pageType: SEARCH,
      collectionId: null,
      body: {
        kind: 'search',
        query,
        results: [
          ...rows.map((row) => ({
            title: row.title,
            path: row.slug === 'home' ? '/' : `/${row.slug}`,
            snippet: snippetAround(row.text, words[0] ?? ''),
          })),
          // Blog posts (modules/blog) after the pages.
          ...posts.map((post) => ({
            title: post.title,
            path: post.path,
            snippet: snippetAround(post.text, words[0] ?? ''),
          })),
        ],
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
      pathIn: (language, addresses) => pagePathIn(addresses, row.slug, language),
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
    const language = pageLanguageOf(request);
    const cacheable = !request.account && !at.formState && cacheableHostPort(app, request.headers.host);
    const key = pageKeyOf(site, baseUrl(request), at.path, language);
    let entry = cacheable ? cache.get(key, site) : undefined;
    if (!entry) {
      const row = await reads.publishedPageOf(site, at);
      if (!row && at.slug) {
        // A page that moved keeps its old address working: links and search results elsewhere stay good.
        const moved = await q.redirectTarget(app.db, site.id, at.slug);
        if (moved)
          return reply
            .header('Cache-Control', 'no-cache')
            .redirect(pagePathIn((await sitePartsOf(site)).addresses, moved.slug, language), 301);
      }
      if (!row) return sendNotFound(request, reply);
      const stored = row.document;
      const document = at.slide ? documentAtSlide(stored, at.slide) : stored;
      if (!document) return sendNotFound(request, reply);
      const addresses = (await sitePartsOf(site)).addresses;
      const rendered = await render(request, {
        currentPath: pagePathIn(addresses, row.slug, language),
        pathIn: (other, known) => pagePathIn(known, row.slug, other),
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
      // The access screen names the page as this language reads it (the entry is this language's).
      const memberArea = row.member_area_id
        ? {
            areaId: row.member_area_id,
            title: language.primary
              ? row.title
              : pageText(stored.translations, language.tag, PAGE_TEXT_KEYS.title, row.title),
          }
        : undefined;
      // Compressed once here, so every later hit only writes bytes.
      entry = {
        page: cacheable ? await brotliFirst(rendered) : rendered,
        status: at.status ?? 200,
        lock,
        ...(memberArea ? { memberArea } : {}),
        // A page in another language is stamped with its page's version, as at its primary address.
        ...stampsOf(
          site,
          language.primary ? at.path : pagePathIn(addresses, row.slug, primaryOf(site)),
          showsProducts(stored),
        ),
      };
      if (cacheable) cache.set(key, entry);
    }
    if (entry.lock && !hasPageAccess(request, entry.lock.pageId, entry.lock.fingerprint)) {
      return sendLock(request, reply, entry.lock.pageId, entry.lock.title);
    }
    if (entry.memberArea && !(await mayEnter(request, entry.memberArea.areaId))) {
      return sendStoreScreen(
        request,
        reply,
        await memberAccessScreen(app, request, entry.memberArea, at.path),
      );
    }
    reply.header(
      'Cache-Control',
      entry.lock || entry.memberArea || !cacheable ? 'private, no-store' : 'no-cache',
    );
    return sendHtml(reply, entry.page, entry.status);
  }

  /**
   * Whether this visitor may see a page of a member area: a signed-in member of the area, or a
   * contributor of the site (who builds it).
   */
  const mayEnter = (request: FastifyRequest, areaId: string) => mayEnterArea(app, request, areaId);

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
    const language = pageLanguageOf(request);
    const where = screen.languageAddress;
    const html = await render(request, {
      currentPath: screen.path,
      ...(where
        ? {
            pathIn: (other: SiteLanguage, addresses: SiteAddresses) =>
              'pageSlug' in where
                ? pagePathIn(addresses, where.pageSlug, other)
                : languagePath(where.path, other),
          }
        : {}),
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
        ...(screen.seo.feeds
          ? { feeds: screen.seo.feeds.map((feed) => ({ ...feed, href: `${baseUrl(request)}${feed.href}` })) }
          : {}),
      },
    });
    if (screen.seo.noindex) reply.header('X-Robots-Tag', 'noindex');
    if (
      screen.cachePath &&
      screen.status === 200 &&
      !request.account &&
      cacheableHostPort(app, request.headers.host)
    ) {
      const page = await brotliFirst(html);
      const stampPath = !where ? screen.cachePath : 'pageSlug' in where ? `/${where.pageSlug}` : where.path;
      cache.set(pageKeyOf(site, baseUrl(request), screen.cachePath, language), {
        page,
        status: 200,
        lock: null,
        queryMatters: true,
        ...stampsOf(site, stampPath, true),
      });
      return sendHtml(reply.header('Cache-Control', 'no-cache'), page);
    }
    return sendHtml(noStore(reply), html, screen.status);
  }

  return {
    titleIn,
    sendPage,
    sendNotFound,
    sendNoSite,
    renderLock,
    renderSearch,
    sendMessage,
    sendStoreScreen,
    addressIn,
    pathIn,
  };
}
