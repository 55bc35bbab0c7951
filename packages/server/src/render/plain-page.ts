import { DICTIONARIES, dictionariesFor, formatIcuMessage, PageType } from '@atelier/domain';
import { fromEnglish } from '@atelier/domain/dictionaries/translate';
import type { ScreenView } from '@atelier/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfTag, pageLanguageOf, setPageLanguage } from './page-language';
import type { StoreSeo } from './page-renderer';

/**
 * One store screen as the renderer takes it: the screen's data, rendered by its React component of
 * packages/site (screens/) inside the site's shell, and what the shell and search engines need.
 */
export interface StoreScreen {
  path: string;
  title: string;
  /** Page type of spec 001 §2 (2 page, 50 content item, 200 cart, 201 checkout, 202, 211). */
  pageType: number;
  /** The content item shown (a product page's product), for the site context's itemId. */
  itemId?: string;
  view: ScreenView;
  status: number;
  seo: StoreSeo;
  /** Set for screens every visitor sees alike (store, product): cached under this path. */
  cachePath?: string;
  /** Browser behaviours the screen's markup asks for (data-behaviour), e.g. the variant picker. */
  behaviours?: string[];
  /** Where the screen lives in each language (ScreenAnswer.languageAddress). */
  languageAddress?: LanguageAddress;
}

/**
 * Where a screen lives in each of the site's languages, for the language switcher and hreflang: a
 * store page's primary address (its address in each language, translated or not), or a primary
 * address each language puts under its prefix (a product's `/p/<slug>`). Its cached copy is
 * stamped from the primary address.
 */
export type LanguageAddress = { pageSlug: string } | { path: string };

export type StoreScreenSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  screen: StoreScreen,
) => Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders a store screen inside the site's shell (api/pages/store-screens.plugin.ts). */
    sendStoreScreen?: StoreScreenSender;
  }
}

/** What a route says about the screen it answers with. */
export interface ScreenAnswer {
  title: string;
  view: ScreenView;
  /** Page type of spec 001 §2; 2 (page) for the screens the spec does not type. */
  pageType?: number;
  status?: number;
  itemId?: string;
  /** Search engines may index it (the store and product pages); every other screen is noindex. */
  index?: boolean;
  description?: string;
  jsonLd?: object[];
  image?: string;
  /** Feeds the screen links in its head (a blog's RSS), as addresses on the site. */
  feeds?: { title: string; href: string }[];
  /** Cache the screen under this path (store and product pages). */
  cachePath?: string;
  /** Behaviours the screen's markup uses (loaded lazily by the page's boot code). */
  behaviours?: string[];
  /** Where the screen lives in each language; without it the switcher offers each language's home. */
  languageAddress?: LanguageAddress;
  /**
   * The language of the cart or order the screen shows (its `locale`; null for the primary one):
   * the screen speaks it whatever address it is at, since the spec's store routes have no prefix.
   */
  locale?: string | null;
}

/**
 * The one way a route answers with a store screen (store, product, cart, checkout, payment, order
 * and download pages): its React component in the site's shell, rendered once for this response.
 * noindex and uncached unless the screen asks to be indexed.
 */
export function sendScreen(reply: FastifyReply, answer: ScreenAnswer): Promise<FastifyReply> | FastifyReply {
  const request = reply.request;
  const send = reply.server.sendStoreScreen;
  // Every store route answers on a site's host only; the plugin is registered with the app.
  if (!request.site || !send) {
    reply.callNotFound();
    return reply;
  }
  if (answer.locale !== undefined) setPageLanguage(request, languageOfTag(request.site, answer.locale));
  const tag = pageLanguageOf(request).tag;
  return send(request, reply, {
    path: request.url.split('?')[0] ?? '/',
    // Routes name screens by their English titles; the page's language has its own.
    title: fromEnglish(
      answer.title,
      DICTIONARIES.en.store,
      dictionariesFor(tag).store,
      tag,
      formatIcuMessage,
    ),
    pageType: answer.pageType ?? PageType.page,
    itemId: answer.itemId,
    view: answer.view,
    status: answer.status ?? 200,
    cachePath: answer.cachePath,
    behaviours: answer.behaviours,
    languageAddress: answer.languageAddress,
    seo: {
      description: answer.description || undefined,
      noindex: !answer.index,
      image: answer.image,
      jsonLd: answer.jsonLd ?? [],
      ...(answer.feeds ? { feeds: answer.feeds } : {}),
    },
  });
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML content and attribute values. Visitor screens never use it (React
 * escapes); it stays for the form post-submit document (api/pages/form-post-submit.routes.ts).
 */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
