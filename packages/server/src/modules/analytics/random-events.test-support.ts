import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { expect, vi } from 'vitest';
import type { Engine } from '#platform/db/database';
import type { AnalyticsEventsTable, ConsentLogTable, DB } from '#platform/db/schema';
import { insertSiteRow, seeded } from '#testing/rows';
import { EventKind, eventRow, timeOrderedId } from './analytics-rows';
import { foldPosition } from './fold-position';
import { firstOccurrences } from './report-limits';
import { ReportWriter } from './report-writer';
import { foldEvents } from './rollup-folder';
import { readMark } from './rollups.queries';

/** A site row, for the roll-ups' foreign keys. */
export const insertSite = (db: Kysely<DB>, id: string): Promise<void> => insertSiteRow(db, id, 'Rollups');

/** Stored visitor keys look like this: 32 hex digits of a keyed hash. */
export const visitorId = (n: number): string =>
  createHash('sha256').update(`visitor ${n}`).digest('hex').slice(0, 32);

export interface RandomOptions {
  seed: number;
  events: number;
  /** The days events fall on (YYYY-MM-DD). */
  days: readonly string[];
  /** Distinct visitors to draw from. */
  visitors?: number;
  /** Distinct page paths to draw from. */
  paths?: number;
  /** JavaScript error reports (some of them repeats) and consent answers. */
  errors?: number;
  consents?: number;
}

const REFERRERS = ['www.google.com', 'm.facebook.com', 'news.example', 'bing.com', 'duckduckgo.com'];
const SCREENS = ['1920x1080', '390x844', '820x1180', '1440x900', '1280x720'];
const DEVICES = ['desktop', 'tablet', 'mobile'];
/** Page views' languages: mostly the primary, some others, some none (stored before languages were). */
const LANGUAGES = ['en', 'en', 'en', 'fr', 'pt-BR', 'zh-Hant', null];
const SOURCES = ['newsletter', 'ads', 'partner', 'Ünïcode'];
const CAMPAIGNS = ['spring', 'summer', 'a b', 'a'];
const FORMS = ['a0a0a0a0a0a0a0a0a0a0a0a0', 'b0b0b0b0b0b0b0b0b0b0b0b0', 'c0c0c0c0c0c0c0c0c0c0c0c0'];
const BUTTON_TEXTS = ['Book now', 'Shop', '=HYPERLINK("x")', 'Café', null];
const BUTTON_URLS = ['/classes', '/shop', 'https://elsewhere.example/', null];
const MESSAGES = [
  'TypeError: x is undefined',
  'boom',
  '',
  'ReferenceError: é is not defined',
  `Long ${'message '.repeat(240)}`,
  'Symbol 𝄞 failed',
];
/** Paths that sort differently by code point than by UTF-16 unit or by a locale. */
const ODD_PATHS = ['/', '/about', '/About', '/café', '/\u{1d11e}', '/\uffe0', '/a b', '/a'];

/**
 * Events of one site as visitors' browsers report them, spread over `days`: every kind the
 * dashboard counts (and some it does not), visitors coming back on several days, nulls where
 * the columns allow them, keys with odd characters; JavaScript errors with repeats, and consent
 * answers. Deterministic for a seed.
 */
export function randomEvents(siteId: string, options: RandomOptions) {
  const random = seeded(options.seed);
  const paths = [
    ...ODD_PATHS,
    ...Array.from({ length: Math.max(0, (options.paths ?? 40) - ODD_PATHS.length) }, (_, n) => `/p/${n}`),
  ];
  const visitors = options.visitors ?? 300;
  const when = () => {
    const day = random.pick(options.days);
    return new Date(Date.parse(`${day}T00:00:00.000Z`) + random.below(86_400_000));
  };
  const events: AnalyticsEventsTable[] = [];
  for (let i = 0; i < options.events; i++) {
    const at = when();
    const roll = random.next();
    const visitor = random.chance(0.85) ? visitorId(random.below(visitors)) : null;
    if (roll < 0.5) {
      const newVisit = random.chance(0.35) ? 1 : 0;
      events.push(
        eventRow(
          siteId,
          EventKind.pageView,
          {
            visitor_id: visitor,
            new_visit: newVisit,
            path: random.skewed(paths),
            referrer: random.chance(0.1) ? null : random.chance(0.4) ? '' : random.pick(REFERRERS),
            device: random.chance(0.1) ? null : random.pick(DEVICES),
            screen: random.chance(0.1) ? null : random.pick(SCREENS),
            language: random.pick(LANGUAGES),
          },
          undefined,
          at,
        ),
      );
    } else if (roll < 0.6) {
      events.push(
        eventRow(
          siteId,
          EventKind.track,
          {
            visitor_id: visitor,
            path: '/',
            source: random.chance(0.4) ? null : random.pick(SOURCES),
            campaign: random.chance(0.4) ? null : random.pick(CAMPAIGNS),
          },
          undefined,
          at,
        ),
      );
    } else if (roll < 0.75) {
      const kind = random.chance(0.7) ? EventKind.formRender : EventKind.formSubmit;
      events.push(
        eventRow(siteId, kind, { visitor_id: visitor, form_id: random.pick(FORMS) }, undefined, at),
      );
    } else if (roll < 0.9) {
      const kind = random.chance(0.75) ? EventKind.buttonRender : EventKind.buttonClick;
      events.push(
        eventRow(
          siteId,
          kind,
          {
            visitor_id: visitor,
            button_text: random.pick(BUTTON_TEXTS),
            button_url: random.pick(BUTTON_URLS),
          },
          undefined,
          at,
        ),
      );
    } else {
      // Kinds no report counts: they pass through the fold and change nothing.
      const kind = random.pick([
        EventKind.trace,
        EventKind.performance,
        EventKind.heartbeat,
        EventKind.overlay,
      ]);
      events.push(eventRow(siteId, kind, { path: '/', message: 'x' }, { n: i }, at));
    }
  }
  const errors: AnalyticsEventsTable[] = [];
  for (let i = 0; i < (options.errors ?? 0); i++) {
    // Few distinct errors per day, so many reports are repeats of the day's first.
    errors.push(
      eventRow(
        siteId,
        EventKind.jsError,
        { path: random.pick(['/', '/shop']), message: random.pick(MESSAGES), device: 'desktop' },
        { stack: `at line ${random.below(3)}` },
        when(),
      ),
    );
  }
  const consents: ConsentLogTable[] = [];
  for (let i = 0; i < (options.consents ?? 0); i++) {
    const at = when();
    consents.push({
      id: timeOrderedId(at.getTime()),
      website_id: siteId,
      created_at: at.toISOString(),
      banner_version: 1,
      revision: '1-a',
      choice: random.chance(0.7) ? 'accepted' : 'declined',
      method: 'accept-button',
    });
  }
  return { events, errors, consents };
}

/** Stores generated reports as the ingest routes do: errors through their repeat counting, then the writer. */
export async function storeReports(db: Kysely<DB>, reports: ReturnType<typeof randomEvents>): Promise<void> {
  const writer = new ReportWriter(db, { maxRows: 10_000 });
  const fresh = await firstOccurrences(db, reports.errors);
  await writer.write({ events: [...reports.events, ...fresh], consents: reports.consents });
  await writer.close();
}

/** `count` consecutive days from `first`. */
export const daysFrom = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, n) =>
    new Date(Date.parse(`${first}T00:00:00.000Z`) + n * 86_400_000).toISOString().slice(0, 10),
  );

/** Raw events the roll-ups do not hold yet, all sites. */
export async function unfoldedEvents(db: Kysely<DB>, engine: Engine): Promise<number> {
  const mark = await readMark(db);
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from analytics_events where ${foldPosition(engine).unfolded(mark)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Folds until every stored event is in the roll-ups. On PostgreSQL a fold reads only below the
 * oldest transaction still running in the cluster (other test files' too): it may take a few.
 */
export async function foldEverything(db: Kysely<DB>, engine: Engine): Promise<void> {
  await vi.waitFor(
    async () => {
      await foldEvents(db, engine);
      expect(await unfoldedEvents(db, engine)).toBe(0);
    },
    { timeout: 30_000, interval: 20 },
  );
}
