import { MEASUREMENT } from '@atelier/domain';
import { loadMessage } from './load-message';
import { beacon } from './send';

export const PERFORMANCE_SETTINGS_URL = '/api/1/performance/settings';
export const PERFORMANCE_RECORDS_URL = '/api/1/performance/records';

export interface PerformanceRecord {
  pageLoadId: string;
  type: 'page-speed' | 'user-timing' | 'image-timing';
  /** The entry's name: the page address, the mark or measure, or the image address. */
  name: string;
  startTime: number;
  duration: number;
  /** Page speed only: milliseconds from the start of navigation. */
  data?: Record<string, number>;
}

type Collected = Omit<PerformanceRecord, 'pageLoadId'>;

/**
 * GET /api/1/performance/settings (spec 001 §7, §8): the pageLoadId, or null after reporting why
 * not. A network failure (status 0) is not reported.
 */
export async function fetchPageLoadId(report: (message: string) => void): Promise<string | null> {
  const fail = (key: 'unexpectedStatus' | 'settingsTimeout' | 'pageLoadIdMissing') =>
    void loadMessage(key).then(report);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), MEASUREMENT.performanceSettingsTimeoutMs);
  try {
    const response = await fetch(PERFORMANCE_SETTINGS_URL, {
      credentials: 'include',
      signal: controller.signal,
    });
    if (response.status !== 200) fail('unexpectedStatus');
    else {
      const id = ((await response.json().catch(() => null)) as { pageLoadId?: unknown } | null)?.pageLoadId;
      if (typeof id === 'string' && id) return id;
      fail('pageLoadIdMissing');
    }
  } catch {
    if (controller.signal.aborted) fail('settingsTimeout');
  } finally {
    clearTimeout(timer);
  }
  return null;
}

/**
 * Collects the records of one page view: page speed from navigation timing, user-timing marks and
 * measures, and image timing from a PerformanceObserver where the browser has one. `take` hands
 * over what was collected since its last call; `stop` ends the collection.
 */
export function collectPerformance(perf: Performance = performance) {
  const seen = new Set<PerformanceEntry>();
  let pending: Collected[] = [];
  const add = (type: Collected['type'], entry: PerformanceEntry, data?: Record<string, number>) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const { name, startTime, duration } = entry;
    pending.push({ type, name, startTime: Math.round(startTime), duration: Math.round(duration), data });
  };
  const [navigation] = (perf.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  if (navigation) {
    const { responseStart, domInteractive, domContentLoadedEventEnd, loadEventEnd, transferSize } =
      navigation;
    const data = {
      ttfb: responseStart,
      domInteractive,
      domContentLoaded: domContentLoadedEventEnd,
      load: loadEventEnd,
    };
    for (const key of Object.keys(data) as (keyof typeof data)[]) data[key] = Math.round(data[key]);
    add('page-speed', navigation, { ...data, transferSize: transferSize ?? 0 });
  }

  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if ((entry as PerformanceResourceTiming).initiatorType === 'img') add('image-timing', entry);
    });
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    // No PerformanceObserver, or no resource timing: the page goes without image timing.
  }

  return {
    take(): Collected[] {
      for (const type of ['mark', 'measure'])
        for (const entry of perf.getEntriesByType?.(type) ?? []) add('user-timing', entry);
      const taken = pending;
      pending = [];
      return taken;
    },
    stop: () => observer?.disconnect(),
  };
}

/** POST /api/1/performance/records: a text/plain JSON array, by beacon when the browser takes one. */
export function sendPerformanceRecords(records: PerformanceRecord[], win: Window = window): void {
  if (records.length > 0) beacon(PERFORMANCE_RECORDS_URL, JSON.stringify(records), win);
}
