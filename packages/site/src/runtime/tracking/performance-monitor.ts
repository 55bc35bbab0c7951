import { MEASUREMENT } from '@atelier/domain';
import { collectPerformance, fetchPageLoadId, sendPerformanceRecords } from './performance-records';

export interface PerformanceMonitor {
  /** Ends the collection and sends what is left: the page was hidden, or 60 s have passed. */
  end(): void;
  /** Stops without sending (tracking was declined or the page destroyed). */
  stop(): void;
}

/**
 * Measurement of one page view (spec 001 §9), started once the page has loaded: asks for the
 * pageLoadId, sends the records collected so far 30 s later, and the rest when the page is hidden
 * or after at most 60 s of collection. Without a pageLoadId nothing is sent.
 */
export function startPerformanceMonitor(
  report: (message: string) => void,
  win: Window = window,
): PerformanceMonitor {
  const collector = collectPerformance(win.performance);
  const pageLoadId = fetchPageLoadId(report);
  let collecting = true;
  let cancelled = false;
  const flush = () =>
    void pageLoadId.then((id) => {
      if (id && !cancelled)
        sendPerformanceRecords(
          collector.take().map((record) => ({ pageLoadId: id, ...record })),
          win,
        );
    });
  const timers = [
    setTimeout(flush, MEASUREMENT.recordsFlushAfterLoadMs),
    setTimeout(() => end(), MEASUREMENT.metricCollectionMaxMs),
  ];
  const finish = () => {
    collecting = false;
    for (const timer of timers) clearTimeout(timer);
    collector.stop();
  };
  const end = () => {
    if (!collecting) return;
    finish();
    flush();
  };
  return {
    end,
    stop: () => {
      cancelled = true;
      finish();
    },
  };
}
