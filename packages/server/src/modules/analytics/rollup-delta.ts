import type { AnalyticsEventsTable } from '#platform/db/schema';
import { EventKind } from './analytics-rows';
import { VisitorSketch, visitorHash } from './visitor-sketch';

/** What a roll-up row counts (analytics_rollups.dimension); CONTEXT.md lists each with its key. */
export const Dimension = {
  views: 'views',
  visits: 'visits',
  page: 'page',
  referrer: 'referrer',
  device: 'device',
  screen: 'screen',
  campaign: 'campaign',
  formRender: 'form-render',
  formSubmit: 'form-submit',
  buttonRender: 'button-render',
  buttonClick: 'button-click',
  jsError: 'js-error',
  consent: 'consent',
  languageViews: 'language-views',
  languageVisits: 'language-visits',
} as const;
export type Dimension = (typeof Dimension)[keyof typeof Dimension];

/** The kinds any roll-up counts; the others (traces, performance, ...) are skipped. */
export const COUNTED_KINDS: readonly string[] = [
  EventKind.pageView,
  EventKind.track,
  EventKind.formRender,
  EventKind.formSubmit,
  EventKind.buttonRender,
  EventKind.buttonClick,
  EventKind.jsError,
];

export interface RollupCount {
  websiteId: string;
  dimension: Dimension;
  day: string;
  key: string;
  count: number;
  /** The latest created_at counted (JavaScript errors' "Last seen"); null for the other dimensions. */
  lastSeen: string | null;
}

/** Two strings of a key (a campaign's source and name, a button's text and link) as one. */
export const pairKey = (first: string | null, second: string | null): string =>
  JSON.stringify([first ?? '', second ?? '']);

export const keyPair = (key: string): [string, string] => {
  const pair = JSON.parse(key) as unknown;
  return Array.isArray(pair) ? [String(pair[0] ?? ''), String(pair[1] ?? '')] : ['', ''];
};

/** The columns of an event that are neither its site nor its day nor a page view's. */
export type OtherEvent = Pick<
  AnalyticsEventsTable,
  'kind' | 'source' | 'campaign' | 'form_id' | 'button_text' | 'button_url' | 'message'
>;

/**
 * Roll-up counts and visitor sketches made in memory from groups of like events (event-groups.ts):
 * the fold job writes them, a report adds those of the events not folded yet. What a group counts
 * for is decided here, once; rollups-agreement.test.ts holds the result to the raw events.
 */
export class RollupDelta {
  readonly counts = new Map<string, RollupCount>();
  readonly visitors = new Map<string, { websiteId: string; day: string; sketch: VisitorSketch }>();

  /** `count` page views of a path in a language ('' for none). */
  addPageViews(site: string, day: string, path: string | null, language: string | null, count: number): void {
    this.count(site, Dimension.views, day, '', count);
    this.count(site, Dimension.page, day, path ?? '', count);
    this.count(site, Dimension.languageViews, day, language ?? '', count);
  }

  /**
   * `count` page views that began a visit: visits, where they came from and the language they
   * began in are counted by those.
   */
  addVisits(
    site: string,
    day: string,
    referrer: string | null,
    device: string | null,
    screen: string | null,
    language: string | null,
    count: number,
  ): void {
    this.count(site, Dimension.visits, day, '', count);
    this.count(site, Dimension.languageVisits, day, language ?? '', count);
    if (referrer !== null) this.count(site, Dimension.referrer, day, referrer, count);
    if (device !== null) this.count(site, Dimension.device, day, device, count);
    if (screen !== null) this.count(site, Dimension.screen, day, screen, count);
  }

  /** A visitor who viewed a page that day (page views only: what "unique visitors" counts). */
  addVisitor(site: string, day: string, visitorId: string): void {
    const id = `${site}\n${day}`;
    let entry = this.visitors.get(id);
    if (!entry) {
      entry = { websiteId: site, day, sketch: new VisitorSketch() };
      this.visitors.set(id, entry);
    }
    entry.sketch.add(visitorHash(visitorId));
  }

  /** `count` events of another kind with the same columns; `lastSeen`: the latest of them. */
  addOther(site: string, day: string, event: OtherEvent, count: number, lastSeen: string | null): void {
    switch (event.kind) {
      case EventKind.track:
        if (event.source !== null || event.campaign !== null)
          this.count(site, Dimension.campaign, day, pairKey(event.source, event.campaign), count);
        return;
      case EventKind.formRender:
      case EventKind.formSubmit:
        if (event.form_id) {
          const dimension = event.kind === EventKind.formRender ? Dimension.formRender : Dimension.formSubmit;
          this.count(site, dimension, day, event.form_id, count);
        }
        return;
      case EventKind.buttonRender:
      case EventKind.buttonClick: {
        const dimension =
          event.kind === EventKind.buttonRender ? Dimension.buttonRender : Dimension.buttonClick;
        this.count(site, dimension, day, pairKey(event.button_text, event.button_url), count);
        return;
      }
      case EventKind.jsError:
        this.count(site, Dimension.jsError, day, event.message ?? '', count, lastSeen);
        return;
    }
  }

  count(
    websiteId: string,
    dimension: Dimension,
    day: string,
    key: string,
    count: number,
    lastSeen: string | null = null,
  ): void {
    const id = `${websiteId}\n${dimension}\n${day}\n${key}`;
    const entry = this.counts.get(id);
    if (!entry) {
      this.counts.set(id, { websiteId, dimension, day, key, count, lastSeen });
      return;
    }
    entry.count += count;
    if (lastSeen !== null && (entry.lastSeen === null || lastSeen > entry.lastSeen))
      entry.lastSeen = lastSeen;
  }
}
