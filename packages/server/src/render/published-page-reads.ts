import type { PageDocument, SiteLanguage } from '@atelier/domain';
import type { CalendarLookup, MediaLookup, MemberAreaLookup, ProductLookup } from '@atelier/site';
import type { FastifyInstance } from 'fastify';
import type { SiteRecord } from '#platform/tenancy/site-directory';
import { calendarLookupFor } from './calendar-lookup';
import type { SiteAddresses } from './language-addresses';
import { mediaLookupFor } from './media-lookup';
import { memberAreaLookupFor } from './member-area-lookup';
import { productLookupFor } from './product-lookup';
import * as q from './public.queries';

/** Published pages kept at once, over every site; the oldest read goes first. */
const PAGES_KEPT = 2000;

/** A published page as a render reads it: its row, its document parsed once. */
export interface PublishedPage {
  id: string;
  slug: string;
  title: string;
  password_hash: string | null;
  /** The member area the page is in; null: everyone sees it. */
  member_area_id?: string | null;
  /** Shared by every render of this generation: read, never changed (a render copies what it alters). */
  document: PageDocument;
}

/** What a page's blocks show beside its document: its products, library items and member areas. */
export interface PageLookups {
  products: ProductLookup | undefined;
  media: MediaLookup;
  memberAreas: MemberAreaLookup | undefined;
  /** The months its Calendar blocks show (render/calendar-lookup.ts). */
  calendars: CalendarLookup | undefined;
}

/**
 * The reads of a published page's render, kept per site render generation: the page's row with its
 * document parsed, and the products, library items and member areas its blocks show. Every change a
 * visitor sees (a page published, its password, a product, a media item, the store's settings, a
 * member area) moves the render
 * generation on (platform/tenancy/render-generation.ts), which is also what a cached page's bytes
 * rely on; so a render that misses the page cache (a signed-in visitor, an evicted page, a first
 * visit in another language) reads the database only once per page and generation.
 */
export function publishedPageReads(app: FastifyInstance) {
  const pages = new Map<string, Promise<PublishedPage | undefined>>();

  /** The published page at a slug or with an id, as of the site record's render generation. */
  function publishedPageOf(site: SiteRecord, at: { slug?: string; byId?: string }) {
    const key = `${site.id}|${site.renderGeneration}|${at.byId !== undefined ? `#${at.byId}` : (at.slug ?? '')}`;
    const kept = pages.get(key);
    if (kept) return kept;
    const read = (async (): Promise<PublishedPage | undefined> => {
      const row = at.byId
        ? await q.publishedPageById(app.db, site.id, at.byId)
        : await q.publishedPageBySlug(app.db, site.id, at.slug ?? '');
      if (!row) return undefined;
      const { document, ...rest } = row;
      return { ...rest, document: JSON.parse(document) as PageDocument };
    })();
    if (pages.size >= PAGES_KEPT) pages.delete(pages.keys().next().value as string);
    pages.set(key, read);
    // Only a page found is kept: a miss (a mistyped address, a page that moved) is read again, and
    // a failed read is not kept either.
    const forget = () => {
      if (pages.get(key) === read) pages.delete(key);
    };
    read.then((page) => page ?? forget(), forget);
    return read;
  }

  /**
   * Lookups by the document object itself, so only a document kept above (one per page and
   * generation) is ever found again; a draft or an old version is parsed per request and its
   * lookups go with it. By language (product names, links) and for visitors only: an owner's
   * preview also shows products not on sale yet.
   */
  const lookups = new WeakMap<PageDocument, Map<string, Promise<PageLookups>>>();

  /**
   * The products, library items and member areas a page shows. `kept` is the document as read (its
   * lookups kept), `shown` the one rendered (the same, or its words in another language: the same
   * blocks). `addresses` are the site's pages in each language, where a member area's page lives.
   */
  function lookupsOf(
    site: SiteRecord,
    kept: PageDocument,
    shown: PageDocument,
    preview: boolean,
    language: SiteLanguage,
    addresses: SiteAddresses,
  ): Promise<PageLookups> {
    if (preview) return readLookups(site, shown, preview, language, addresses);
    let byLanguage = lookups.get(kept);
    if (!byLanguage) {
      byLanguage = new Map();
      lookups.set(kept, byLanguage);
    }
    const found = byLanguage.get(language.tag);
    if (found) return found;
    const read = readLookups(site, shown, preview, language, addresses);
    byLanguage.set(language.tag, read);
    read.catch(() => {
      if (byLanguage.get(language.tag) === read) byLanguage.delete(language.tag);
    });
    return read;
  }

  /**
   * The products a page's blocks show, the library items of the page and of those products'
   * pictures, and the member areas its blocks offer.
   */
  async function readLookups(
    site: SiteRecord,
    document: PageDocument,
    preview: boolean,
    language: SiteLanguage,
    addresses: SiteAddresses,
  ): Promise<PageLookups> {
    // An owner's draft preview also shows products not on sale yet, marked (render/product-lookup.ts).
    const [products, memberAreas, calendars] = await Promise.all([
      productLookupFor(app.db, site.id, document, { preview, language }),
      memberAreaLookupFor(app.db, site, document, { preview, language, addresses }),
      // "Now" of the events clock, which moves the render generation on when a day or an event ends.
      calendarLookupFor(app.db, site.id, document, { preview, tag: language.tag, now: app.jobs.clock.now() }),
    ]);
    const pictures = Object.values(products ?? {}).flatMap((p) =>
      p.image?.mediaId ? [p.image.mediaId] : [],
    );
    const media = await mediaLookupFor(app.db, site.id, document, pictures);
    return { products, media, memberAreas, calendars };
  }

  return { publishedPageOf, lookupsOf };
}

export type PublishedPageReads = ReturnType<typeof publishedPageReads>;
