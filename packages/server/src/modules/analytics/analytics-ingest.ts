import type { SiteLanguage } from '@atelier/domain';
import type { z } from 'zod';
import type { AnalyticsEventsTable, ConsentLogTable } from '#platform/db/schema';
import { AnalyticsErrors } from './analytics.errors';
import type {
  ButtonCensus,
  ConsentRecord,
  FormRender,
  JavascriptErrors,
  OverlayCensus,
  PerformanceRecordList,
  RecordEvent,
  RecordHit,
  TraceBody,
  TrackQuery,
  V1Event,
} from './analytics.schemas';
import { EventKind, eventRow, HIT_KIND, timeOrderedId } from './analytics-rows';
import { eventLanguage } from './event-language';
import {
  beginsVisit,
  deviceOf,
  pathOf,
  readVisitorRecord,
  referrerHost,
  screenFromParameter,
  screenOf,
  visitorKey,
} from './visitor-data';

/** Who reports: the site at the request's host and what the request says of the visitor. */
export interface Reporter {
  siteId: string;
  /** The owner restricted visitor data: no visitor id, user agent or device is kept. */
  restricted: boolean;
  secret: string;
  /** The host name the visitor used, to tell outside referrers from the site's own pages. */
  host: string;
  userAgent: string | undefined;
  cookies: Record<string, string | undefined>;
  /** The site's languages (SiteRecord.languages): a page view's language is one of them or none. */
  languages: readonly SiteLanguage[];
  /**
   * The site member the report's browser is signed in as (modules/members), by their session cookie,
   * with their language; absent for anyone else. Only the server says who a member is.
   */
  member?: { id: string; locale: string };
}

type Row = AnalyticsEventsTable;

/** The visitor's stored key, or null when unknown or restricted. */
function visitorOf(
  reporter: Reporter,
  visitorCookie: string | undefined,
  record = readVisitorRecord(visitorCookie),
): string | null {
  if (reporter.restricted) return null;
  return record ? visitorKey(reporter.secret, reporter.siteId, record) : null;
}

const deviceFor = (reporter: Reporter, userAgent?: string) =>
  reporter.restricted ? null : deviceOf(userAgent ?? reporter.userAgent);

export function pageViewRow(reporter: Reporter, hit: z.infer<typeof RecordHit>): Row {
  const { data } = hit;
  if (data.websiteId !== reporter.siteId) throw AnalyticsErrors.wrongSite();
  const record = readVisitorRecord(hit.ss_cvr);
  const columns = {
    visitor_id: visitorOf(reporter, hit.ss_cvr, record),
    new_visit: beginsVisit(record, reporter.cookies, data.clientDate) ? 1 : 0,
    path: data.pagePath.slice(0, 1000),
    referrer: referrerHost(data.referrer, reporter.host),
    device: deviceFor(reporter, data.userAgent),
    screen: screenOf(data.screenWidth, data.screenHeight),
    language: eventLanguage(data.website_locale, reporter.languages),
  };
  // The cookie value is never stored, and the rest of what identifies a visitor only when allowed.
  // The parsed report is this call's own copy: a field set to undefined is left out of the stored
  // JSON, which costs less than copying the report without it.
  data.visitorCookie = undefined;
  // spec 000 §3: memberAccountId and member_locale name the signed-in member, as their session
  // says, never as the page claims (a cached page is the same for every visitor).
  data.memberAccountId = reporter.member?.id;
  data.member_locale = reporter.member?.locale;
  if (reporter.restricted) {
    data.userAgent = undefined;
    data.memberAccountId = undefined;
  }
  return eventRow(reporter.siteId, HIT_KIND[hit.event]!, columns, data);
}

export function trackRow(reporter: Reporter, query: TrackQuery): Row {
  const cookie = reporter.cookies.ss_cvr;
  const record = readVisitorRecord(cookie);
  const { landing, refer, rk: _rk, screen, subchannel, mkwid, lang } = query;
  return eventRow(
    reporter.siteId,
    EventKind.track,
    {
      visitor_id: visitorOf(reporter, cookie, record),
      new_visit: beginsVisit(record, reporter.cookies) ? 1 : 0,
      path: pathOf(landing),
      referrer: referrerHost(refer, reporter.host),
      source: query.source || null,
      campaign: query.campaign || null,
      subcampaign: query.subcampaign || null,
      channel: query.channel || null,
      variation: query.variation || null,
      device: deviceFor(reporter),
      screen: screenFromParameter(screen),
    },
    { lang, subchannel, mkwid },
  );
}

export function buttonRow(
  reporter: Reporter,
  kind: typeof EventKind.buttonRender | typeof EventKind.buttonClick,
  input: z.infer<typeof ButtonCensus>,
): Row {
  const { visitorCookie, buttonText, clickthroughUrl, ...rest } = input;
  return eventRow(
    reporter.siteId,
    kind,
    {
      visitor_id: visitorOf(reporter, visitorCookie),
      button_text: buttonText,
      button_url: clickthroughUrl,
    },
    rest,
  );
}

export const formRenderRow = (reporter: Reporter, input: z.infer<typeof FormRender>): Row =>
  eventRow(reporter.siteId, EventKind.formRender, {
    visitor_id: visitorOf(reporter, input.visitorCookie),
    form_id: input.formId,
  });

/**
 * A submission the form's page reported, under the same consent and the same exclusions as its
 * render: conversion sets the two against each other, so both must count the same visitors.
 */
export const formSubmitRow = (reporter: Reporter, input: z.infer<typeof FormRender>): Row =>
  eventRow(reporter.siteId, EventKind.formSubmit, {
    visitor_id: visitorOf(reporter, input.visitorCookie),
    form_id: input.formId,
  });

export const overlayRow = (reporter: Reporter, input: z.infer<typeof OverlayCensus>): Row =>
  eventRow(
    reporter.siteId,
    EventKind.overlay,
    { visitor_id: visitorOf(reporter, input.visitorCookie), message: input.event },
    input.version === undefined ? undefined : { version: input.version },
  );

export const quickViewRow = (reporter: Reporter, itemId: string): Row =>
  eventRow(reporter.siteId, EventKind.quickView, {
    visitor_id: visitorOf(reporter, reporter.cookies.ss_cvr),
    message: itemId,
  });

export const traceRows = (reporter: Reporter, input: z.infer<typeof TraceBody>): Row[] =>
  input.data.map((entry) =>
    eventRow(
      reporter.siteId,
      EventKind.trace,
      { path: pathOf(entry.pageUrl), message: entry.type },
      entry.data,
    ),
  );

export function jsErrorRows(reporter: Reporter, reports: z.infer<typeof JavascriptErrors>): Row[] {
  return reports.map(({ event, data, timestamp }) => {
    if (data.websiteId !== reporter.siteId) throw AnalyticsErrors.wrongSite();
    const { websiteId: _site, message, url, userAgent, ...details } = data;
    return eventRow(
      reporter.siteId,
      EventKind.jsError,
      { path: pathOf(url), message, device: deviceFor(reporter, userAgent) },
      { event, url, timestamp, ...details, ...(reporter.restricted ? {} : { userAgent }) },
    );
  });
}

export function variantEventRow(reporter: Reporter, input: z.infer<typeof RecordEvent>): Row {
  const { crumb: _crumb, event, data, eventName, ...fields } = input;
  return eventRow(reporter.siteId, EventKind.variantEvent, { message: eventName }, { event, data, fields });
}

/** Under restriction, the ids that follow one visitor from event to event are left out. */
const VISITOR_COMMON_FIELDS = ['member_account_id', 'session_id'] as const;

export function v1EventRow(reporter: Reporter, input: z.infer<typeof V1Event>): Row {
  const { analyticsId, commonData, customData, customSchemaName } = input;
  if (commonData.website_id !== undefined && commonData.website_id !== reporter.siteId)
    throw AnalyticsErrors.wrongSite();
  const common: Record<string, unknown> = { ...commonData };
  if (reporter.restricted) for (const field of VISITOR_COMMON_FIELDS) delete common[field];
  return eventRow(
    reporter.siteId,
    EventKind.event,
    { path: commonData.page_path?.slice(0, 1000) ?? null, message: customSchemaName },
    { analyticsId: reporter.restricted ? undefined : analyticsId, commonData: common, customData },
  );
}

export const performanceRows = (reporter: Reporter, records: z.infer<typeof PerformanceRecordList>): Row[] =>
  records.map(({ type, name, ...rest }) =>
    eventRow(
      reporter.siteId,
      EventKind.performance,
      { message: type, path: type === 'page-speed' ? pathOf(name) : null },
      { name, ...rest },
    ),
  );

/** Ids in the order of the answers, so the log lists answers of one millisecond as they came. */
export function consentRow(siteId: string, input: z.infer<typeof ConsentRecord>): ConsentLogTable {
  const now = new Date();
  return {
    id: timeOrderedId(now.getTime()),
    website_id: siteId,
    created_at: now.toISOString(),
    banner_version: input.bannerVersion,
    revision: input.revision,
    choice: input.choice,
    method: input.method,
  };
}
