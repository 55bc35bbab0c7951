import type { Kysely } from 'kysely';
import type { DB, WebsitesTable } from '#platform/db/schema';

/** What a request needs to know about the site its host names; loaded once and kept in memory. */
export interface SiteRecord {
  id: string;
  identifier: string;
  title: string;
  websiteType: number;
  siteStatus: number;
  developerMode: boolean;
  cloneable: boolean;
  useEscapeKeyToLogin: boolean;
  storeSettings: { expressCheckout: boolean; measurementStandard: number };
  tweakJSON: Record<string, string>;
  cookieSettings: Record<string, unknown>;
  header: { title: string; tagline: string };
  footer: { text: string };
  locale: string;
  renderGeneration: number;
  templateId: string | null;
  /** The verified domain visitors are sent to from the site's other addresses, if any. */
  primaryDomain: string | null;
}

export function rowToSite(row: WebsitesTable): SiteRecord {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    websiteType: row.website_type,
    siteStatus: row.site_status,
    developerMode: row.developer_mode === 1,
    cloneable: row.cloneable === 1,
    useEscapeKeyToLogin: row.use_escape_key_to_login === 1,
    storeSettings: JSON.parse(row.store_settings),
    tweakJSON: JSON.parse(row.tweak_json),
    cookieSettings: JSON.parse(row.cookie_settings),
    header: JSON.parse(row.header),
    footer: JSON.parse(row.footer),
    locale: row.locale,
    renderGeneration: row.render_generation,
    templateId: row.template_id ?? null,
    primaryDomain: row.primary_domain ?? null,
  };
}

type Listener = (siteId: string) => void;

/**
 * Host name -> site, cached in memory so a cached page costs no database query. Every change to a
 * site calls invalidate(); with Redis the invalidation reaches the other server processes too.
 */
export class SiteDirectory {
  private readonly byHost = new Map<string, { site: SiteRecord | null; at: number }>();
  private readonly listeners: Listener[] = [];
  /** Unknown hosts are remembered briefly, so a new custom domain or site shows up soon. */
  private readonly negativeTtlMs = 5_000;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly appDomain: string,
  ) {}

  /** What is known of a host without a query: a site, null for no site, undefined when not known. */
  peek(host: string): SiteRecord | null | undefined {
    const hit = this.byHost.get(host);
    if (hit && (hit.site || Date.now() - hit.at < this.negativeTtlMs)) return hit.site;
    return undefined;
  }

  async forHost(host: string): Promise<SiteRecord | null> {
    const known = this.peek(host);
    if (known !== undefined) return known;
    const site = await this.load(host);
    if (this.byHost.size > 10_000) this.byHost.clear();
    this.byHost.set(host, { site, at: Date.now() });
    return site;
  }

  /** Drops what is known of one site here and tells the other processes. */
  invalidate(siteId: string): void {
    this.forget(siteId);
    for (const listener of this.listeners) listener(siteId);
  }

  /** Drops one site from this process only (used when another process announced the change). */
  forget(siteId: string): void {
    for (const [host, entry] of this.byHost) {
      if (!entry.site || entry.site.id === siteId) this.byHost.delete(host);
    }
  }

  onInvalidate(listener: Listener): void {
    this.listeners.push(listener);
  }

  private async load(host: string): Promise<SiteRecord | null> {
    const suffix = `.${this.appDomain}`;
    if (host.endsWith(suffix)) {
      const identifier = host.slice(0, -suffix.length);
      if (!identifier || identifier.includes('.')) return null;
      const row = await this.db
        .selectFrom('websites')
        .selectAll()
        .where('identifier', '=', identifier)
        .executeTakeFirst();
      return row ? rowToSite(row) : null;
    }
    const row = await this.db
      .selectFrom('domains')
      .innerJoin('websites', 'websites.id', 'domains.website_id')
      .selectAll('websites')
      .where('domains.hostname', '=', host)
      // A claimed domain serves nothing until its owner proved it is theirs.
      .where('domains.verified_at', 'is not', null)
      .executeTakeFirst();
    return row ? rowToSite(row) : null;
  }
}
