import { type CookieBannerSettings, type SiteContext, STORAGE_FLAG } from '@atelier/domain';
import { BlockType } from '../../blocks/block-types';
import { refreshSessionCookies } from '../session-cookies';
import { analyticsExcluded, pageViewExcluded } from './analytics-scope';
import { captureErrors } from './error-capture';
import { pageViewData, recordPageView } from './page-view';
import { campaignParameters, sendTrackImage } from './track-image';

export type TrackEvent = (eventName: string, customData: Record<string, unknown>) => void;

export interface Tracker {
  track: TrackEvent;
  /** Stops every listener, timer and pending send (a decline, or the page destroyed). */
  stop(): void;
}

/** Button blocks (see blocks/button/button-block.tsx): their census loads only where there are some. */
const BUTTON_BLOCK_SELECTOR = `[data-block-type="${BlockType.button}"]`;

/** SS_HAS_LANDED (session storage): true on the first page a tab shows in a session. */
function markLanding(win: Window): boolean {
  try {
    const landing = win.sessionStorage.getItem(STORAGE_FLAG.hasLanded) === null;
    win.sessionStorage.setItem(STORAGE_FLAG.hasLanded, 'true');
    return landing;
  } catch (error) {
    // Session storage errors are only logged as warnings (spec 001 §8).
    console.warn(error);
    return false;
  }
}

/**
 * Everything the page tracks, started only once tracking is allowed (see tracking-gate.ts). At once:
 * the visitor cookies, the error listeners and, on pages analytics count, the page view and its
 * Track image. The rest loads when needed: the button census with button blocks, the event sender
 * with the first event, the error reporter with the first error, performance and trace after load.
 */
export function startTracking(context: SiteContext, win: Window = window): Tracker {
  const doc = win.document;
  const settings = (context.cookieSettings ?? {}) as Partial<CookieBannerSettings>;
  const visitorDataRestricted = settings.isVisitorDataRestricted === true;
  const visitor = refreshSessionCookies(context.website.id, doc);
  const errors = captureErrors(
    { websiteId: context.website.id, templateId: context.website.templateId ?? null },
    !visitorDataRestricted,
    win,
  );
  const counted = !analyticsExcluded(context, win);
  const undo: (() => void)[] = [errors.stop];
  let stopped = false;
  const later = <T>(load: () => Promise<T>, start: (module: T) => () => void) =>
    void load().then((module) => {
      if (!stopped) undo.push(start(module));
    });
  let track: TrackEvent = () => {};

  if (counted) {
    const { visitorRecord } = visitor;
    if (!pageViewExcluded(context, win))
      recordPageView(pageViewData(context, visitorRecord, visitorDataRestricted, win), visitorRecord);
    // Track records where a visit comes from: once per visit, or again when a campaign link brings it.
    const campaign = campaignParameters(win.location.search);
    if (visitor.newVisit || Object.keys(campaign).length > 0) sendTrackImage(win, campaign);
    const buttons = doc.querySelectorAll<HTMLElement>(BUTTON_BLOCK_SELECTOR);
    if (buttons.length > 0)
      later(
        () => import('./button-census'),
        (census) => census.startButtonCensus(buttons, visitorRecord),
      );
    const landing = markLanding(win);
    track = (eventName, customData) =>
      void import('./analytics-events').then((events) =>
        events.sendEvent(context, landing, eventName, customData, {}, win),
      );
  }

  const afterLoad = () =>
    later(
      () => import('./page-measurement'),
      (measurement) => measurement.startPageMeasurement(errors, counted, win),
    );
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  const leave = () => errors.flush();
  win.addEventListener('pagehide', leave);

  return {
    track: (eventName, customData) => {
      if (!stopped) track(eventName, customData);
    },
    stop: () => {
      stopped = true;
      win.removeEventListener('load', afterLoad);
      win.removeEventListener('pagehide', leave);
      for (const step of undo) step();
    },
  };
}
