import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AnalyticsEventsTable, DB } from '@atelier/server/platform/db/schema';
import { CompiledQuery, type Kysely } from 'kysely';

/**
 * Raw analytics events for the scale benchmark, written fast: rows made from their index alone
 * (the same rows whatever the batch size), multi-row inserts compiled once, many rows per
 * transaction. A site's traffic as the dashboard sees it: page views (a third beginning visits,
 * from a few dozen referrers, three devices, some screens, in three languages), Tracks with
 * campaigns, form and button census, JavaScript errors, and the kinds no report counts (traces,
 * performance, heartbeats).
 */

const COLUMNS = [
  'id',
  'website_id',
  'kind',
  'created_at',
  'day',
  'visitor_id',
  'new_visit',
  'path',
  'referrer',
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'variation',
  'device',
  'screen',
  'form_id',
  'button_text',
  'button_url',
  'message',
  'data',
  'language',
] as const satisfies readonly (keyof AnalyticsEventsTable)[];

/** Rows per statement: 22 parameters each, under both engines' limits. */
const ROWS_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 25_000;
const DAY_MS = 86_400_000;

/** A number in [0, 1) from an index and a salt: the same for the same row on every run. */
function unit(index: number, salt: number): number {
  let h = Math.imul(index ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

const pick = <T>(items: readonly T[], u: number): T => items[Math.floor(u * items.length)]!;
/** Mostly the first items: a site's few popular pages and its long tail. */
const skewed = <T>(items: readonly T[], u: number): T => items[Math.floor(items.length * u ** 3)]!;

const PATHS = Array.from({ length: 150 }, (_, n) => (n === 0 ? '/' : `/page-${n}`));
const REFERRERS = ['', '', '', ...Array.from({ length: 30 }, (_, n) => `site${n}.example`)];
const DEVICES = ['desktop', 'desktop', 'mobile', 'mobile', 'tablet'];
const SCREENS = [
  '1920x1080',
  '1440x900',
  '1366x768',
  '390x844',
  '414x896',
  '820x1180',
  '768x1024',
  '1280x720',
];
/** Mostly the primary language, two others, and page views from before languages were counted. */
const LANGUAGES = ['en-US', 'en-US', 'en-US', 'en-US', 'fr', 'fr', 'de', null];
const SOURCES = [null, 'newsletter', 'ads', 'partner', 'social'];
const CAMPAIGNS = [null, 'spring', 'summer', 'launch', 'sale'];
const FORMS = ['a0a0a0a0a0a0a0a0a0a0a0a0', 'b0b0b0b0b0b0b0b0b0b0b0b0', 'c0c0c0c0c0c0c0c0c0c0c0c0'];
const BUTTONS = Array.from({ length: 12 }, (_, n) => [`Button ${n}`, `/target-${n % 5}`] as const);
const ERRORS = Array.from({ length: 25 }, (_, n) => `TypeError: thing ${n} is undefined`);
const OTHER_KINDS = ['trace', 'performance', 'heartbeat'];

const visitorKeys = new Map<number, string>();
/** A stored visitor key (32 hex digits of a hash), remembered: hashing is the costly part. */
function visitorKey(n: number): string {
  let key = visitorKeys.get(n);
  if (key === undefined) {
    key = createHash('sha256').update(`bench visitor ${n}`).digest('hex').slice(0, 32);
    if (visitorKeys.size > 2_000_000) visitorKeys.clear();
    visitorKeys.set(n, key);
  }
  return key;
}

/** Lets the remembered visitor keys go: the benchmark's heap, not the server's, would hold them. */
export const forgetSeedKeys = (): void => visitorKeys.clear();

export interface SeedPlan {
  siteId: string;
  /** The first millisecond of the first day, and how many days the events spread over. */
  start: number;
  days: number;
  /** Distinct visitors to draw from: a twentieth of the events, as a site with returning visitors has. */
  visitors: number;
}

/**
 * Row `index` of rows `from` to `to` of the plan, as the columns of COLUMNS. The rows of one call
 * come in time order over the whole span, as a site's events arrive (a little jitter aside), so a
 * later, larger size adds events all over the same days.
 */
function row(plan: SeedPlan, index: number, from: number, to: number): unknown[] {
  const span = plan.days * DAY_MS;
  const at = Math.min(
    plan.start + span - 1,
    plan.start + Math.floor(((index - from) / (to - from)) * span + unit(index, 1) * 60_000),
  );
  const created = new Date(at).toISOString();
  const time = at.toString(16).padStart(12, '0');
  const id = `${time}${(index & 0xffff).toString(16).padStart(4, '0')}${Math.floor(
    unit(index, 2) * 0xffffffff,
  )
    .toString(16)
    .padStart(8, '0')}`;
  const kindRoll = unit(index, 3);
  const visitor = unit(index, 4) < 0.9 ? visitorKey(Math.floor(unit(index, 5) * plan.visitors)) : null;
  const values: Record<(typeof COLUMNS)[number], unknown> = {
    id,
    website_id: plan.siteId,
    kind: 'page-view',
    created_at: created,
    day: created.slice(0, 10),
    visitor_id: visitor,
    new_visit: 0,
    path: null,
    referrer: null,
    source: null,
    campaign: null,
    subcampaign: null,
    channel: null,
    variation: null,
    device: null,
    screen: null,
    form_id: null,
    button_text: null,
    button_url: null,
    message: null,
    data: null,
    language: null,
  };
  if (kindRoll < 0.55) {
    const begins = unit(index, 6) < 0.33;
    values.new_visit = begins ? 1 : 0;
    values.path = skewed(PATHS, unit(index, 7));
    values.referrer = begins ? pick(REFERRERS, unit(index, 8)) : '';
    values.device = pick(DEVICES, unit(index, 9));
    values.screen = pick(SCREENS, unit(index, 10));
    values.language = pick(LANGUAGES, unit(index, 21));
    values.data = '{"pageTitle":"A page of the site","contentSource":"c","viewportInnerWidth":1280}';
  } else if (kindRoll < 0.63) {
    values.kind = 'track';
    values.path = '/';
    values.source = pick(SOURCES, unit(index, 11));
    values.campaign = pick(CAMPAIGNS, unit(index, 12));
  } else if (kindRoll < 0.7) {
    values.kind = unit(index, 13) < 0.85 ? 'form-render' : 'form-submit';
    values.form_id = pick(FORMS, unit(index, 14));
  } else if (kindRoll < 0.85) {
    const [text, url] = pick(BUTTONS, unit(index, 15));
    values.kind = unit(index, 16) < 0.9 ? 'button-render' : 'button-click';
    values.button_text = text;
    values.button_url = url;
  } else if (kindRoll < 0.86) {
    values.kind = 'js-error';
    values.path = skewed(PATHS, unit(index, 17));
    values.message = pick(ERRORS, unit(index, 18));
    values.data = '{"stack":"at app.js:1:1","line":1,"column":1}';
  } else {
    values.kind = pick(OTHER_KINDS, unit(index, 19));
    values.path = skewed(PATHS, unit(index, 20));
    values.message = 'x';
    values.data = '{"name":"first-contentful-paint","startTime":812}';
  }
  return COLUMNS.map((column) => values[column]);
}

/** Writes rows `from` to `to` (exclusive) of the plan; calls `progress` after each transaction. */
export async function seedEvents(
  db: Kysely<DB>,
  plan: SeedPlan,
  from: number,
  to: number,
  progress: (written: number) => void = () => {},
): Promise<void> {
  const placeholder = Object.fromEntries(COLUMNS.map((column) => [column, null]));
  const statement = (rows: number) =>
    db
      .insertInto('analytics_events')
      // biome-ignore lint/suspicious/noExplicitAny: a row of nulls, only compiled for its shape.
      .values(Array.from({ length: rows }, () => placeholder) as any)
      .compile().sql;
  const full = statement(ROWS_PER_STATEMENT);
  for (let at = from; at < to; at += ROWS_PER_TRANSACTION) {
    const end = Math.min(to, at + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let first = at; first < end; first += ROWS_PER_STATEMENT) {
        const last = Math.min(end, first + ROWS_PER_STATEMENT);
        const parameters: unknown[] = [];
        for (let i = first; i < last; i++) parameters.push(...row(plan, i, from, to));
        const sql = last - first === ROWS_PER_STATEMENT ? full : statement(last - first);
        await trx.executeQuery(CompiledQuery.raw(sql, parameters));
      }
    });
    progress(end - from);
    await nextTurn();
  }
}
