import '@fastify/cookie';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config/config';
import type { Engine } from './platform/db/database';
import type { DB } from './platform/db/schema';
import type { RateLimiter } from './platform/security/rate-limiter';
import type { BlobStore } from './platform/storage/blob-store';
import type { SiteDirectory, SiteRecord } from './platform/tenancy/site-directory';
import type { HtmlCache } from './render/html-cache';

export interface SessionAccount {
  id: string;
  email: string;
  displayName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    engine: Engine;
    config: AppConfig;
    secret: string;
    sites: SiteDirectory;
    rateLimiter: RateLimiter;
    /** Published pages rendered for visitors, shared by the page routes and the cached-page path. */
    pageCache: HtmlCache;
    /** The store selections' outlines, kept per render generation (modules/catalogue/store-listing). */
    storeOutlines: import('./modules/catalogue/store-listing').StoreOutlines;
    /** The busiest visitor writes, answered before the framework's hooks (platform/http/hot-routes). */
    hotRoutes: import('./platform/http/hot-routes/hot-routes').HotRoutes;
    /** Derived images answered straight from the HTTP server once the app has served them. */
    hotMedia: import('./modules/media/media-hot-responder').HotMedia;
    /** Where media bytes live (files under DATA_DIR or an S3-compatible store). */
    blobs: BlobStore;
    /** Every route registered, for tests that must cover all of them. */
    routeTable: { method: string; url: string }[];
    /** Checks custom-domain proofs; null: the real DNS and HTTP checks. */
    domainVerifier: import('./modules/domains/domain-verifier').DomainVerifier | null;
  }
  interface FastifyRequest {
    /** 'app' for the platform home, 'site' for a site host, 'unknown' for an address we do not serve. */
    hostKind: 'app' | 'site' | 'unknown';
    site: SiteRecord | null;
    /** The Host header's name (no port, lower case) when it is a well-formed host name, else ''. */
    hostName: string;
    /** The signed-in account, or null. */
    account: SessionAccount | null;
    /** Hash of the session token, or null; crumbs are bound to it. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** false: the route checks the crumb itself (plain HTML forms answer with a page, not JSON). */
    crumb?: boolean;
    /**
     * false: the route takes requests from other origins (a payment provider's webhook, checked by
     * its signature instead). Every other state-changing route refuses them.
     */
    sameOrigin?: boolean;
  }
}
