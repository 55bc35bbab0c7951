import { parseTranslations, type SiteLanguage, type Translations } from '@atelier/domain';
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
  /** Visitors may open an account on the site and sign in (modules/members); off by default. */
  memberAccounts: boolean;
  storeSettings: { expressCheckout: boolean; measurementStandard: number };
  tweakJSON: Record<string, string>;
  cookieSettings: Record<string, unknown>;
  header: { title: string; tagline: string };
  footer: { text: string };
  /** The primary language's tag (`languages[0]`). */
  locale: string;
  /**
   * Every language of the site, the primary one first, then the others in the owner's order,
   * published or hidden (modules/languages). A site that never added one has only its primary.
   */
  languages: readonly SiteLanguage[];
  /** Translations of the site's own texts: its title, header, footer and cookie banner. */
  siteTexts: Translations;
  renderGeneration: number;
  /** What every page shows alike: part of every cached page's key (render-generation.ts). */
  shellGeneration: number;
  /** The store's markup: a cached page that shows products was rendered at one (render-generation.ts). */
  catalogueGeneration: number;
  /**
   * Each published page's version by its address's first segment ('home' for the home page): a
   * cached page under that segment (the page, its gallery slides, a store page's products) was
   * rendered at one. Loaded with the site, so a cached page costs no query.
   */
  pageVersions: ReadonlyMap<string, number>;
  templateId: string | null;
  /** The verified domain visitors are sent to from the site's other addresses, if any. */
  primaryDomain: string | null;
}

const NO_PAGES: ReadonlyMap<string, number> = new Map();

/** A site's other languages, from modules/languages; the app hands the directory that module's query. */
export type OtherLanguagesQuery = (siteId: string) => Promise<readonly SiteLanguage[]>;

export function rowToSite(
  row: WebsitesTable,
  pageVersions: ReadonlyMap<string, number> = NO_PAGES,
  otherLanguages: readonly SiteLanguage[] = [],
): SiteRecord {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    websiteType: row.website_type,
    siteStatus: row.site_status,
    developerMode: row.developer_mode === 1,
    cloneable: row.cloneable === 1,
    useEscapeKeyToLogin: row.use_escape_key_to_login === 1,
    memberAccounts: row.member_accounts === 1,
    storeSettings: JSON.parse(row.store_settings),
    tweakJSON: JSON.parse(row.tweak_json),
    cookieSettings: JSON.parse(row.cookie_settings),
    header: JSON.parse(row.header),
    footer: JSON.parse(row.footer),
    locale: row.locale,
    languages: [{ tag: row.locale, primary: true, published: true }, ...otherLanguages],
    siteTexts: parseTranslations(row.translations),
    renderGeneration: row.render_generation,
    shellGeneration: row.shell_generation ?? 1,
    catalogueGeneration: row.catalogue_generation ?? 1,
    pageVersions,
    templateId: row.template_id ?? null,
    primaryDomain: row.primary_domain ?? null,
  };
}

type Listener = (siteId: string) => void;

/** Hosts of sites kept at most: far more than a large deployment's sites, a bound on what any Host costs. */
export const MAX_KNOWN_HOSTS = 50_000;
/** Hosts of no site remembered at most (briefly, see negativeTtlMs); past it they are forgotten at once. */
const MAX_UNKNOWN_HOSTS = 10_000;

interface Known {
  site: SiteRecord;
  /** Asked for since the clock hand last passed: kept one more round. */
  used: boolean;
}

/**
 * Host name -> site, cached in memory so a cached page costs no database query. Every change to a
 * site calls invalidate(); with Redis the invalidation reaches the other server processes too. Sites'
 * hosts are kept up to `maxHosts`, one letting go of the least recently asked for (a clock, so a hit
 * only sets a flag), never all at once: a deployment with more hosts than that re-reads only the
 * ones no one has asked for in a while.
 */
export class SiteDirectory {
  private readonly byHost = new Map<string, Known>();
  private readonly hostsOfSite = new Map<string, Set<string>>();
  /** Hosts of no site, with when that was read. */
  private readonly unknown = new Map<string, number>();
  private readonly listeners: Listener[] = [];
  /** Unknown hosts are remembered briefly, so a new custom domain or site shows up soon. */
  private readonly negativeTtlMs = 5_000;
  /** Moved on by every forget: a read that started before one may be out of date and is not kept. */
  private changes = 0;

  /**
   * `pageVersions` reads a site's published pages' versions (SiteRecord.pageVersions): pages are
   * modules/pages' to read, so the app hands the directory that module's query.
   */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly appDomain: string,
    private readonly maxHosts = MAX_KNOWN_HOSTS,
    private readonly pageVersions: (siteId: string) => Promise<ReadonlyMap<string, number>> = async () =>
      NO_PAGES,
    private readonly otherLanguages: OtherLanguagesQuery = async () => [],
  ) {}

  /** What is known of a host without a query: a site, null for no site, undefined when not known. */
  peek(host: string): SiteRecord | null | undefined {
    const known = this.byHost.get(host);
    if (known) {
      known.used = true;
      return known.site;
    }
    const at = this.unknown.get(host);
    if (at !== undefined && Date.now() - at < this.negativeTtlMs) return null;
    return undefined;
  }

  async forHost(host: string): Promise<SiteRecord | null> {
    const known = this.peek(host);
    if (known !== undefined) return known;
    const changes = this.changes;
    const site = await this.load(host);
    // A site changed while this read was under way: its answer serves this request only.
    if (changes === this.changes) this.remember(host, site);
    return site;
  }

  /** How many hosts of sites are known. */
  get size(): number {
    return this.byHost.size;
  }

  /** Drops what is known of one site here and tells the other processes. */
  invalidate(siteId: string): void {
    this.forget(siteId);
    for (const listener of this.listeners) listener(siteId);
  }

  /** Drops one site from this process only (used when another process announced the change). */
  forget(siteId: string): void {
    this.changes += 1;
    // A new site or a newly verified domain may be among the hosts that had none.
    this.unknown.clear();
    const hosts = this.hostsOfSite.get(siteId);
    if (!hosts) return;
    this.hostsOfSite.delete(siteId);
    for (const host of hosts) this.byHost.delete(host);
  }

  onInvalidate(listener: Listener): void {
    this.listeners.push(listener);
  }

  private remember(host: string, site: SiteRecord | null): void {
    if (!site) {
      if (this.unknown.size >= MAX_UNKNOWN_HOSTS) this.unknown.clear();
      this.unknown.set(host, Date.now());
      return;
    }
    this.unknown.delete(host);
    this.drop(host);
    this.byHost.set(host, { site, used: false });
    let hosts = this.hostsOfSite.get(site.id);
    if (!hosts) {
      hosts = new Set();
      this.hostsOfSite.set(site.id, hosts);
    }
    hosts.add(host);
    while (this.byHost.size > this.maxHosts) {
      const [oldestHost, oldest] = this.byHost.entries().next().value as [string, Known];
      if (oldest.used && oldestHost !== host) {
        oldest.used = false;
        this.byHost.delete(oldestHost);
        this.byHost.set(oldestHost, oldest);
      } else {
        this.drop(oldestHost);
      }
    }
  }

  private drop(host: string): void {
    const known = this.byHost.get(host);
    if (!known) return;
    this.byHost.delete(host);
    const hosts = this.hostsOfSite.get(known.site.id);
    hosts?.delete(host);
    if (hosts?.size === 0) this.hostsOfSite.delete(known.site.id);
  }

  private async load(host: string): Promise<SiteRecord | null> {
    const row = await this.siteRow(host);
    if (!row) return null;
    const [versions, languages] = await Promise.all([this.pageVersions(row.id), this.otherLanguages(row.id)]);
    return rowToSite(row, versions, languages);
  }

  private async siteRow(host: string): Promise<WebsitesTable | undefined> {
    const suffix = `.${this.appDomain}`;
    if (host.endsWith(suffix)) {
      const identifier = host.slice(0, -suffix.length);
      if (!identifier || identifier.includes('.')) return undefined;
      return this.db
        .selectFrom('websites')
        .selectAll()
        .where('identifier', '=', identifier)
        .executeTakeFirst();
    }
    return (
      this.db
        .selectFrom('domains')
        .innerJoin('websites', 'websites.id', 'domains.website_id')
        .selectAll('websites')
        .where('domains.hostname', '=', host)
        // A claimed domain serves nothing until its owner proved it is theirs.
        .where('domains.verified_at', 'is not', null)
        .executeTakeFirst()
    );
  }
}
