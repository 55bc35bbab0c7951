import { AnalyticsEventKind } from '@atelier/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '#platform/db/schema';
import { injectAs } from '#testing/inject-as';

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
export const TABLET_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/**
 * A visitor's browser as the runtime leaves it after refreshSessionCookies: the visitor record and
 * the visit cookie. `startVisit` makes the next page the first of a new visit.
 */
export class Browser {
  private visits = 0;
  private visitStart = 0;
  private last = 0;

  constructor(
    private readonly app: FastifyInstance,
    readonly host: string,
    readonly id = `v${Math.random().toString(36).slice(2, 12)}`,
    readonly userAgent = BROWSER_UA,
  ) {}

  /** The client address the server sees; reports are rate limited per site and address. */
  address = '203.0.113.77';

  private static clock = Date.now();

  /** A later millisecond on every call, so visit timestamps never collide. */
  private static tick(): number {
    Browser.clock += 7;
    return Browser.clock;
  }

  startVisit(): void {
    this.visits += 1;
    this.visitStart = Browser.tick();
    this.last = this.visitStart;
  }

  /** A later page of the current visit. */
  nextPage(): void {
    this.last = Browser.tick();
  }

  get record(): string {
    return `${this.id}|${this.visitStart}|${this.visitStart}|${this.visitStart}|${this.visits}`;
  }

  get cookieHeader(): string {
    return `ss_cvr=${encodeURIComponent(this.record)}; ss_cvt=${this.last}`;
  }

  inject(
    method: 'GET' | 'POST',
    url: string,
    payload?: string | Buffer | object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return injectAs(this.app, this, method, url, payload, {
      'user-agent': this.userAgent,
      cookie: this.cookieHeader,
      ...headers,
    });
  }

  /** The page view of page-view.ts for `path`, as its form body. */
  pageViewBody(siteId: string, path: string, extra: Record<string, unknown> = {}): string {
    const data = {
      websiteId: siteId,
      pagePath: path,
      pageTitle: `Title of ${path}`,
      contentSource: 'c',
      visitorCookie: this.record,
      userAgent: this.userAgent,
      clientDate: this.last,
      viewportInnerWidth: 1280,
      viewportInnerHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      // The page's <html lang>: a new site's primary language.
      website_locale: 'en-US',
      localStorageSupported: true,
      queryString: '',
      referrer: '',
      url: `http://${this.host}${path}`,
      title: `Title of ${path}`,
      ...extra,
    };
    return new URLSearchParams({
      event: String(AnalyticsEventKind.pageView),
      data: JSON.stringify(data),
      ss_cvr: this.record,
    }).toString();
  }

  pageView(siteId: string, path: string, extra: Record<string, unknown> = {}) {
    return this.inject('POST', '/api/census/RecordHit', this.pageViewBody(siteId, path, extra));
  }
}

export async function eventRows(db: Kysely<DB>, siteId: string, kind?: string) {
  let select = db.selectFrom('analytics_events').selectAll().where('website_id', '=', siteId);
  if (kind) select = select.where('kind', '=', kind);
  return select.orderBy('created_at').orderBy('id').execute();
}

export async function countEvents(db: Kysely<DB>, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const today = (): string => new Date().toISOString().slice(0, 10);
