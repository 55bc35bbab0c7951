import type { CookieBannerSettings, SiteContext } from '@atelier/domain';
import { onConsentChange, trackingAllowed } from '../consent';
import { clearTrackingData } from './clear-tracking-data';
import type { Tracker } from './tracking';

export interface TrackingGate {
  /** `window.Atelier.track`: forwarded while tracking runs, silently dropped otherwise. */
  track(eventName: string, customData: Record<string, unknown>): void;
  /** Undoes the gate and any tracking it started (the page is destroyed); cookies stay. */
  stop(): void;
}

export type LoadTracking = () => Promise<{ startTracking: (context: SiteContext, win: Window) => Tracker }>;

const loadTracking: LoadTracking = () => import('./tracking');

/**
 * The part of tracking in the bootstrap: it decides from the visitor's consent whether tracking runs
 * and only then loads it, so nothing tracking-related is fetched before consent under the
 * restrictive policy. Without consent the tracking cookies are cleared; a later accept starts
 * tracking on the spot, a decline stops it and clears them again.
 */
export function startTrackingGate(
  context: SiteContext,
  win: Window = window,
  load = loadTracking,
): TrackingGate {
  const restrictive =
    (context.cookieSettings as Partial<CookieBannerSettings> | undefined)
      ?.isRestrictiveCookiePolicyEnabled === true;
  let running: Promise<Tracker | undefined> | undefined;

  const start = () => {
    if (running) return;
    const current: Promise<Tracker | undefined> = load().then(
      // A decline while the chunk was loading wins: the tracker is never started.
      (module) => (running === current ? module.startTracking(context, win) : undefined),
      () => undefined,
    );
    running = current;
  };
  const halt = () => {
    void running?.then((tracker) => tracker?.stop());
    running = undefined;
  };

  if (trackingAllowed(restrictive, win.document)) start();
  else clearTrackingData(win, () => running);
  const unsubscribe = onConsentChange((allowed) => {
    if (allowed) start();
    else {
      halt();
      clearTrackingData(win);
    }
  }, win);

  return {
    track: (eventName, customData) => void running?.then((tracker) => tracker?.track(eventName, customData)),
    stop: () => {
      unsubscribe();
      halt();
    },
  };
}
