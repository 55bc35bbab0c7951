import { AnalyticsEventKind, type SiteContext } from '@atelier/domain';
import { post } from './send';

export const RECORD_HIT_URL = '/api/census/RecordHit';

function localStorageSupported(win: Window): boolean {
  try {
    return typeof win.localStorage?.getItem === 'function';
  } catch {
    return false;
  }
}

/**
 * The analytics event fields of spec 000 §3 for the page shown. The user agent is left out when the
 * owner restricted visitor data; fields the page does not have (template, variant) stay absent.
 * `website_locale` is the page's language (`<html lang>`: `fr` under `/fr/`), which the dashboard
 * counts visits and page views by. `memberAccountId` and `member_locale` name a signed-in site
 * member: the server sets both from the member's session (a cached page is the same for everyone,
 * so the page cannot know), whatever the page sends.
 */
export function pageViewData(
  context: SiteContext,
  visitorCookie: string,
  visitorDataRestricted: boolean,
  win: Window = window,
): Record<string, unknown> {
  const { location, document: doc, screen } = win;
  const pageId = context.collectionId ?? undefined;
  return {
    websiteId: context.website.id,
    memberAccountId: context.authenticatedAccount?.id,
    pagePath: location.pathname,
    pageHash: location.hash.slice(1) || undefined,
    pageTitle: doc.title,
    pageId,
    collectionId: pageId,
    itemId: context.itemId ?? undefined,
    contentSource: context.itemId ? 'i' : 'c',
    visitorCookie,
    userAgent: visitorDataRestricted ? undefined : win.navigator.userAgent,
    clientDate: Date.now(),
    viewportInnerWidth: win.innerWidth,
    viewportInnerHeight: win.innerHeight,
    screenWidth: screen?.width,
    screenHeight: screen?.height,
    website_locale: doc.documentElement.lang || undefined,
    localStorageSupported: localStorageSupported(win),
    queryString: location.search.slice(1),
    referrer: doc.referrer,
    url: location.href,
    title: doc.title,
  };
}

/** POST /api/census/RecordHit (spec 000 §7): form-encoded event, data and ss_cvr. */
export function recordPageView(data: Record<string, unknown>, visitorRecord: string): void {
  void post(
    RECORD_HIT_URL,
    new URLSearchParams({
      event: String(AnalyticsEventKind.pageView),
      data: JSON.stringify(data),
      ss_cvr: visitorRecord,
    }),
  );
}
