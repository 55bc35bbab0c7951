import {
  ANALYTICS_CSV_REPORTS,
  type AnalyticsCsvReport,
  AnalyticsEventKind,
  ID_PATTERN,
} from '@atelier/domain';
import { z } from 'zod';
import { isBounded, NOT_JSON, parseJson } from './analytics-bodies';

/**
 * The calls of spec 000 §7 and spec 001 §7, as the site runtime sends them (see
 * packages/site/src/runtime/tracking/CONTEXT.md). Shapes are strict, strings and arrays are capped
 * and numbers finite (zod refuses NaN and Infinity): whatever else arrives is a 400 and nothing of
 * it is stored. NUL is refused because PostgreSQL text cannot hold it.
 */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\0'), 'must not contain NUL characters');
const optionalText = (max: number) => text(max).optional();
const id = z.string().regex(ID_PATTERN, 'must be a 24-character id');
const nullableText = (max: number) => text(max).nullable().optional();
const size = z.number().min(0).max(1_000_000);

/** A string holding JSON, parsed and bounded, then checked against `schema`. */
const jsonIn = <T extends z.ZodType>(max: number, schema: T) =>
  text(max)
    .transform((value, context) => {
      const parsed = parseJson(value);
      if (parsed !== NOT_JSON) return parsed;
      context.addIssue({
        code: 'custom',
        message: 'must be JSON, at most 8 levels deep and without prototype keys',
      });
      return z.NEVER;
    })
    .pipe(schema);

/** Any JSON value of bounded depth and size, kept as sent. */
const boundedJson = z.unknown().refine(isBounded, 'is nested too deeply or too large');

/** ss_cvr: an identifier and four positive integers separated by pipes (spec 000 §3, §5). */
export const VISITOR_RECORD = /^[\w-]{1,64}(\|[1-9]\d{0,15}){4}$/;
const visitorCookie = z.union([z.literal(''), z.string().max(200).regex(VISITOR_RECORD)]).optional();

const HIT_KINDS = new Set<string>(Object.values(AnalyticsEventKind).map(String));

/** The analytics event fields of spec 000 §3 that a page view carries (page-view.ts). */
export const PageViewData = z.strictObject({
  websiteId: id,
  templateId: nullableText(100),
  variantId: nullableText(100),
  memberAccountId: nullableText(100),
  pagePath: text(2000).regex(/^\//, 'must start with /'),
  pageHash: nullableText(2000),
  pageTitle: nullableText(1000),
  pageId: nullableText(100),
  collectionId: nullableText(100),
  itemId: nullableText(100),
  contentSource: z.enum(['i', 'c']).optional(),
  pagePermissionTypeValue: z.number().int().optional(),
  recordType: nullableText(50),
  visitorCookie,
  userAgent: optionalText(1000),
  clientDate: z.number().min(0).optional(),
  viewportInnerWidth: size.optional(),
  viewportInnerHeight: size.optional(),
  screenWidth: size.optional(),
  screenHeight: size.optional(),
  website_locale: optionalText(35),
  member_locale: optionalText(35),
  localStorageSupported: z.boolean().optional(),
  queryString: optionalText(2000),
  referrer: optionalText(4000),
  url: optionalText(4000),
  title: nullableText(1000),
});
export type PageViewData = z.infer<typeof PageViewData>;

/** POST /api/census/RecordHit: form fields event, data (JSON) and ss_cvr. */
export const RecordHit = z.strictObject({
  event: z.string().refine((value) => HIT_KINDS.has(value), 'must be an analytics event kind'),
  data: jsonIn(16_000, PageViewData),
  ss_cvr: z.string().max(200).regex(VISITOR_RECORD, 'must be a visitor record'),
});

/** POST /api/census/button-render and /button-click: the button event fields of spec 000 §3. */
export const ButtonCensus = z.strictObject({
  id: optionalText(100),
  buttonText: text(500),
  clickthroughUrl: text(2000),
  alignment: optionalText(20),
  size: optionalText(20),
  newWindow: z.boolean().optional(),
  context: optionalText(50),
  visitorCookie,
});

export const FormRender = z.strictObject({ formId: id, visitorCookie });

/** POST /api/census/overlay: what happened to the popup overlay (shown, closed, submitted...). */
export const OverlayCensus = z.strictObject({
  event: text(64).regex(/^[\w.-]+$/, 'must be an event name'),
  version: z.number().int().min(0).max(1_000_000).optional(),
  visitorCookie,
});

export const QuickViewParams = z.strictObject({ id });

const campaignText = optionalText(200);

/** GET /api/track/Track: where a visit landed and came from, and its campaign (spec 000 §7). */
export const TrackQuery = z.strictObject({
  landing: text(4000).min(1),
  refer: optionalText(4000),
  rk: z.string().regex(/^[\d.eE+-]{1,40}$/, 'must be a random number'),
  lang: optionalText(35),
  screen: z
    .string()
    .regex(/^\d{1,6}x\d{1,6}$/, 'must be WIDTHxHEIGHT')
    .optional(),
  source: campaignText,
  campaign: campaignText,
  subcampaign: campaignText,
  channel: campaignText,
  subchannel: campaignText,
  variation: campaignText,
  mkwid: campaignText,
});
export type TrackQuery = z.infer<typeof TrackQuery>;

/** POST /api/events/Trace: form field `data`, a JSON array of { pageUrl, type, data }. */
export const TraceBody = z.strictObject({
  data: jsonIn(
    60_000,
    z
      .array(z.strictObject({ pageUrl: text(4000), type: text(100).min(1), data: boundedJson }))
      .min(1)
      .max(200),
  ),
});

/**
 * POST /api/events/RecordJavascriptErrors: at most a queue's worth (10), each stack trimmed to
 * 5000 characters, as the runtime sends them (spec 000 §9).
 */
export const JavascriptErrors = z
  .array(
    z.strictObject({
      event: text(100),
      data: z.strictObject({
        websiteId: id,
        templateId: nullableText(100),
        url: text(4000),
        userAgent: optionalText(1000),
        app: text(50),
        message: text(2000),
        stack: optionalText(5000),
        file: optionalText(2000),
        line: z.number().int().min(0).optional(),
        column: z.number().int().min(0).optional(),
      }),
      timestamp: z.number().min(0),
    }),
  )
  .min(1)
  .max(10);

/**
 * POST /api/events/RecordEvent (variant tracker): crumb, event, data (JSON), eventName, and the
 * payload's own fields beside them, each a string of its own.
 */
export const RecordEvent = z
  .object({
    crumb: optionalText(200),
    event: text(100).min(1),
    data: jsonIn(16_000, z.record(z.string().max(100), boundedJson)),
    eventName: text(100).min(1),
  })
  .catchall(text(1000))
  .refine((value) => Object.keys(value).length <= 54, 'has more than 50 payload fields');

/** The common fields of spec 001 §3, typed as the runtime sends them (analytics-events.ts). */
export const CommonData = z.strictObject({
  actor: optionalText(100),
  action: optionalText(100),
  event_owner_team: optionalText(100),
  event_source: optionalText(100),
  object_type: optionalText(100),
  website_id: id.optional(),
  member_account_id: optionalText(100),
  locale: optionalText(35),
  template_id: optionalText(100),
  session_id: optionalText(100),
  is_first_session: z.boolean().optional(),
  is_landing: z.boolean().optional(),
  page_host: optionalText(300),
  page_path: optionalText(2000),
  page_query: optionalText(2000),
  page_referrer: optionalText(4000),
  window_width: size.optional(),
  window_height: size.optional(),
  client_timestamp: z.number().min(0).optional(),
});

/** POST /api/v1/events. */
export const V1Event = z.strictObject({
  analyticsId: text(100),
  commonData: CommonData,
  customData: z.record(z.string().max(100), boundedJson),
  customSchemaName: text(100).min(1),
});

/** POST /api/1/performance/records (performance-records.ts). */
export const PerformanceRecordList = z
  .array(
    z.strictObject({
      pageLoadId: id,
      type: z.enum(['page-speed', 'user-timing', 'image-timing']),
      name: text(4000),
      startTime: z.number().min(0).max(1e10),
      duration: z.number().min(0).max(1e10),
      data: z.record(z.string().max(50), z.number()).optional(),
    }),
  )
  .min(1)
  .max(500);

/** The same list as the runtime sends it: a text/plain body holding the JSON. */
export const PerformanceRecordsText = jsonIn(120_000, PerformanceRecordList);

/** POST /api/census/consent (cookie-banner-choice.ts). */
export const ConsentRecord = z.strictObject({
  choice: z.enum(['accepted', 'declined']),
  bannerVersion: z.number().int().min(1).max(1000),
  revision: z.string().regex(/^[\w.-]{1,64}$/, 'must be a banner revision'),
  method: z.enum(['accept-button', 'decline-button', 'keyboard', 'close']),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both days included. */
export const DayRangeQuery = z.object({ from: z.string().regex(DAY), to: z.string().regex(DAY) });

export type CsvReport = AnalyticsCsvReport;
export const CsvQuery = DayRangeQuery.extend({ report: z.enum(ANALYTICS_CSV_REPORTS) });
