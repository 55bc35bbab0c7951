import { randomFillSync } from 'node:crypto';
import { AnalyticsEventKind } from '@atelier/domain';
import type { AnalyticsEventsTable } from '#platform/db/schema';

/** The kinds of analytics_events rows (CONTEXT.md). */
export const EventKind = {
  pageView: 'page-view',
  siteSearch: 'site-search',
  heartbeat: 'heartbeat',
  audio: 'audio',
  video: 'video',
  track: 'track',
  buttonRender: 'button-render',
  buttonClick: 'button-click',
  formRender: 'form-render',
  formSubmit: 'form-submit',
  overlay: 'overlay',
  quickView: 'quick-view',
  trace: 'trace',
  jsError: 'js-error',
  variantEvent: 'variant-event',
  event: 'event',
  performance: 'performance',
} as const;
export type EventKind = (typeof EventKind)[keyof typeof EventKind];

/** RecordHit's `event` (AnalyticsEventKind) as a row kind. */
export const HIT_KIND: Record<string, EventKind> = {
  [AnalyticsEventKind.pageView]: EventKind.pageView,
  [AnalyticsEventKind.siteSearch]: EventKind.siteSearch,
  [AnalyticsEventKind.heartbeat]: EventKind.heartbeat,
  [AnalyticsEventKind.audio]: EventKind.audio,
  [AnalyticsEventKind.video]: EventKind.video,
};

type Columns = Partial<
  Omit<AnalyticsEventsTable, 'id' | 'website_id' | 'kind' | 'created_at' | 'day' | 'data'>
>;

// Random bytes drawn a batch at a time: one call to the system's generator serves 1024 ids.
const RANDOM_BYTES = 4;
const randomPool = Buffer.alloc(RANDOM_BYTES * 1024);
let randomOffset = randomPool.length;
let lastTime = 0;
let sequence = 0;

/**
 * A 24-hex id: the time in milliseconds, a sequence within the millisecond, then random bits. Rows
 * get ids in the order they were made, so inserting them appends to the primary-key index instead
 * of writing all over it, and rows of one millisecond keep their order.
 */
export function timeOrderedId(now: number): string {
  if (randomOffset === randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  const random = randomPool.toString('hex', randomOffset, randomOffset + RANDOM_BYTES);
  randomOffset += RANDOM_BYTES;
  sequence = now === lastTime ? (sequence + 1) & 0xffff : 0;
  lastTime = now;
  return `${now.toString(16).padStart(12, '0').slice(-12)}${sequence.toString(16).padStart(4, '0')}${random}`;
}

/** JSON for the data column without the fields that are undefined. */
const json = (data: unknown): string | null => (data === undefined ? null : JSON.stringify(data));

/**
 * A complete row (every column given, so rows of different kinds share one multi-row insert), dated
 * now in UTC.
 */
export function eventRow(
  siteId: string,
  kind: EventKind,
  columns: Columns,
  data?: unknown,
  now = new Date(),
): AnalyticsEventsTable {
  const createdAt = now.toISOString();
  return {
    id: timeOrderedId(now.getTime()),
    website_id: siteId,
    kind,
    created_at: createdAt,
    day: createdAt.slice(0, 10),
    visitor_id: columns.visitor_id ?? null,
    new_visit: columns.new_visit ?? 0,
    path: columns.path ?? null,
    referrer: columns.referrer ?? null,
    source: columns.source ?? null,
    campaign: columns.campaign ?? null,
    subcampaign: columns.subcampaign ?? null,
    channel: columns.channel ?? null,
    variation: columns.variation ?? null,
    device: columns.device ?? null,
    screen: columns.screen ?? null,
    form_id: columns.form_id ?? null,
    button_text: columns.button_text ?? null,
    button_url: columns.button_url ?? null,
    message: columns.message ?? null,
    data: json(data),
    language: columns.language ?? null,
  };
}
