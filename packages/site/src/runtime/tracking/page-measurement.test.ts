// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorSink } from './error-capture';
import { startPageMeasurement } from './page-measurement';
import { PERFORMANCE_SETTINGS_URL } from './performance-records';
import { TRACE_FIELD, TRACE_URL } from './trace';
import { stubBeacon, stubFetch } from './tracking.test-support';

const sink = (): ErrorSink => ({ report: vi.fn(), flush: vi.fn(), stop: vi.fn() });
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startPageMeasurement', () => {
  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    stubFetch((url) =>
      url === PERFORMANCE_SETTINGS_URL
        ? new Response(JSON.stringify({ pageLoadId: 'pl' }))
        : new Response(null),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const traced = (beacons: { url: string; body: unknown }[]) =>
    beacons
      .filter((b) => b.url === TRACE_URL)
      .flatMap((b) => JSON.parse((b.body as URLSearchParams).get(TRACE_FIELD)!));

  it('traces the visible time each time the visitor leaves, and sends it by beacon', () => {
    const { beacons } = stubBeacon();
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const stop = startPageMeasurement(sink(), true);
    now = 4000;
    setVisibility('hidden');
    now = 9000;
    setVisibility('visible');
    now = 10_000;
    window.dispatchEvent(new Event('pagehide'));
    expect(traced(beacons)).toEqual([
      { pageUrl: window.location.href, type: 'engagement', data: { visibleMs: 3000 } },
      { pageUrl: window.location.href, type: 'engagement', data: { visibleMs: 4000 } },
    ]);
    stop();
  });

  it('traces no engagement on pages analytics leave out', () => {
    const { beacons } = stubBeacon();
    const stop = startPageMeasurement(sink(), false);
    setVisibility('hidden');
    expect(traced(beacons)).toEqual([]);
    stop();
  });

  it('stops listening when undone', () => {
    const { beacons } = stubBeacon();
    const stop = startPageMeasurement(sink(), true);
    stop();
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(0);
  });
});
