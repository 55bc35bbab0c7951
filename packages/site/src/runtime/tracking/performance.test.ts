// @vitest-environment happy-dom
import { MEASUREMENT, performanceMessages } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPerformanceMonitor } from './performance-monitor';
import {
  collectPerformance,
  fetchPageLoadId,
  PERFORMANCE_RECORDS_URL,
  PERFORMANCE_SETTINGS_URL,
} from './performance-records';
import { settled, stubBeacon, stubFetch } from './tracking.test-support';

const settings = (body: unknown, status = 200) =>
  stubFetch((url) =>
    url === PERFORMANCE_SETTINGS_URL ? new Response(JSON.stringify(body), { status }) : new Response(null),
  );

/** A Performance stand-in with one navigation entry and the given marks. */
function fakePerformance(marks: PerformanceEntry[] = []) {
  const navigation = {
    name: 'https://shop.example.com/',
    entryType: 'navigation',
    startTime: 0,
    duration: 812.4,
    responseStart: 120.2,
    domInteractive: 400.7,
    domContentLoadedEventEnd: 450.1,
    loadEventEnd: 812.4,
    transferSize: 5120,
  };
  return {
    marks,
    getEntriesByType: (type: string) => (type === 'navigation' ? [navigation] : type === 'mark' ? marks : []),
  } as unknown as Performance & { marks: PerformanceEntry[] };
}
const mark = (name: string, startTime: number) =>
  ({ name, entryType: 'mark', startTime, duration: 0 }) as PerformanceEntry;

describe('performance settings', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the pageLoadId', async () => {
    const { to } = settings({ pageLoadId: 'pl-1' });
    const report = vi.fn();
    expect(await fetchPageLoadId(report)).toBe('pl-1');
    expect(to(PERFORMANCE_SETTINGS_URL)[0]?.init.method).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an unexpected status', async () => {
    settings({}, 503);
    const report = vi.fn();
    expect(await fetchPageLoadId(report)).toBeNull();
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(performanceMessages.unexpectedStatus));
  });

  it('reports a missing pageLoadId', async () => {
    settings({ other: 1 });
    const report = vi.fn();
    expect(await fetchPageLoadId(report)).toBeNull();
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(performanceMessages.pageLoadIdMissing));
  });

  it('reports a time-out after 30 s and stays quiet about a network failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(
      (_url) =>
        new Promise<Response>((_, reject) =>
          signalOf()?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const signalOf = () => (vi.mocked(fetch).mock.calls.at(-1)?.[1] as RequestInit | undefined)?.signal;
    const report = vi.fn();
    const pending = fetchPageLoadId(report);
    await vi.advanceTimersByTimeAsync(MEASUREMENT.performanceSettingsTimeoutMs - 1);
    expect(signalOf()?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeNull();
    vi.useRealTimers();
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(performanceMessages.settingsTimeout));

    stubFetch(() => Promise.reject(new TypeError('offline')));
    const quiet = vi.fn();
    expect(await fetchPageLoadId(quiet)).toBeNull();
    await settled();
    expect(quiet).not.toHaveBeenCalled();
  });
});

describe('performance records', () => {
  it('collects page speed once and each user-timing entry once', () => {
    const perf = fakePerformance([mark('hero-visible', 300.4)]);
    const collector = collectPerformance(perf);
    expect(collector.take()).toEqual([
      {
        type: 'page-speed',
        name: 'https://shop.example.com/',
        startTime: 0,
        duration: 812,
        data: { ttfb: 120, domInteractive: 401, domContentLoaded: 450, load: 812, transferSize: 5120 },
      },
      { type: 'user-timing', name: 'hero-visible', startTime: 300, duration: 0, data: undefined },
    ]);
    perf.marks.push(mark('later', 900));
    expect(collector.take().map((record) => record.name)).toEqual(['later']);
    expect(collector.take()).toEqual([]);
    collector.stop();
  });

  it('records image timing from a PerformanceObserver, and stops observing when stopped', () => {
    let deliver: (entries: object[]) => void = () => {};
    const disconnect = vi.fn();
    const observe = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (list: { getEntries(): object[] }) => void) {
          deliver = (entries) => callback({ getEntries: () => entries });
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    try {
      const collector = collectPerformance(fakePerformance());
      expect(observe).toHaveBeenCalledWith({ type: 'resource', buffered: true });
      collector.take();
      deliver([
        {
          name: 'https://cdn/hero.jpg',
          entryType: 'resource',
          initiatorType: 'img',
          startTime: 50.2,
          duration: 80.6,
        },
        {
          name: 'https://cdn/app.js',
          entryType: 'resource',
          initiatorType: 'script',
          startTime: 1,
          duration: 2,
        },
      ]);
      expect(collector.take()).toEqual([
        { type: 'image-timing', name: 'https://cdn/hero.jpg', startTime: 50, duration: 81, data: undefined },
      ]);
      collector.stop();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('performance monitor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const sentRecords = (beacons: { url: string; body: unknown }[]) =>
    beacons.filter((b) => b.url === PERFORMANCE_RECORDS_URL).map((b) => JSON.parse(String(b.body)));

  it('sends the records as a text/plain JSON array 30 s after load, then the rest when hidden', async () => {
    settings({ pageLoadId: 'pl-1' });
    const { beacons } = stubBeacon();
    const marks: PerformanceEntry[] = [];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(((type: string) =>
      type === 'mark' ? marks : []) as typeof performance.getEntriesByType);
    marks.push(mark('first', 10));
    const monitor = startPerformanceMonitor(vi.fn());
    await vi.advanceTimersByTimeAsync(MEASUREMENT.recordsFlushAfterLoadMs - 1);
    expect(sentRecords(beacons)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentRecords(beacons)).toEqual([[expect.objectContaining({ pageLoadId: 'pl-1', name: 'first' })]]);
    // A string body makes the beacon text/plain.
    expect(typeof beacons[0]?.body).toBe('string');

    marks.push(mark('second', 20));
    monitor.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(sentRecords(beacons)[1]).toEqual([
      expect.objectContaining({ pageLoadId: 'pl-1', name: 'second' }),
    ]);
    monitor.end();
    await vi.advanceTimersByTimeAsync(MEASUREMENT.metricCollectionMaxMs);
    expect(sentRecords(beacons)).toHaveLength(2);
  });

  it('ends the collection after 60 s', async () => {
    settings({ pageLoadId: 'pl-1' });
    const { beacons } = stubBeacon();
    const marks: PerformanceEntry[] = [];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(((type: string) =>
      type === 'mark' ? marks : []) as typeof performance.getEntriesByType);
    startPerformanceMonitor(vi.fn());
    await vi.advanceTimersByTimeAsync(MEASUREMENT.recordsFlushAfterLoadMs);
    marks.push(mark('late', 45_000));
    await vi.advanceTimersByTimeAsync(
      MEASUREMENT.metricCollectionMaxMs - MEASUREMENT.recordsFlushAfterLoadMs,
    );
    expect(sentRecords(beacons)).toEqual([[expect.objectContaining({ name: 'late' })]]);
  });

  it('sends nothing without a pageLoadId, and nothing once stopped', async () => {
    settings({}, 500);
    const { beacons } = stubBeacon();
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((() => [
      mark('x', 1),
    ]) as typeof performance.getEntriesByType);
    const report = vi.fn();
    startPerformanceMonitor(report).end();
    await vi.advanceTimersByTimeAsync(MEASUREMENT.metricCollectionMaxMs);
    expect(beacons).toHaveLength(0);

    settings({ pageLoadId: 'pl-2' });
    const stopped = startPerformanceMonitor(vi.fn());
    stopped.stop();
    await vi.advanceTimersByTimeAsync(MEASUREMENT.metricCollectionMaxMs);
    expect(beacons).toHaveLength(0);
  });
});
