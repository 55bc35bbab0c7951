// @vitest-environment happy-dom
import { TRACE_FLUSH_INTERVAL_MS } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTrace, TRACE_FIELD, TRACE_URL } from './trace';
import { formOf, stubBeacon, stubFetch } from './tracking.test-support';

describe('trace', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the queued entries as one form field every 30 s', () => {
    const { to } = stubFetch();
    const trace = createTrace();
    trace.trace('engagement', { visibleMs: 5 });
    trace.trace('custom', null);
    vi.advanceTimersByTime(TRACE_FLUSH_INTERVAL_MS - 1);
    expect(to(TRACE_URL)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const [request] = to(TRACE_URL);
    expect(request?.init.method).toBe('POST');
    expect(JSON.parse(formOf(request!.init)[TRACE_FIELD]!)).toEqual([
      { pageUrl: window.location.href, type: 'engagement', data: { visibleMs: 5 } },
      { pageUrl: window.location.href, type: 'custom', data: null },
    ]);
    // Nothing new, nothing sent.
    vi.advanceTimersByTime(TRACE_FLUSH_INTERVAL_MS);
    expect(to(TRACE_URL)).toHaveLength(1);
    trace.stop();
  });

  it('sends by beacon when the page goes away', () => {
    const { sent } = stubFetch();
    const { beacons } = stubBeacon();
    const trace = createTrace();
    trace.trace('engagement', { visibleMs: 1 });
    trace.flush(true);
    expect(sent).toHaveLength(0);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe(TRACE_URL);
    const body = beacons[0]?.body as URLSearchParams;
    expect(JSON.parse(body.get(TRACE_FIELD)!)).toHaveLength(1);
    trace.stop();
  });

  it('falls back to a keepalive request when the browser refuses the beacon', () => {
    const { to } = stubFetch();
    stubBeacon(false);
    const trace = createTrace();
    trace.trace('engagement', {});
    trace.flush(true);
    expect(to(TRACE_URL)[0]?.init.keepalive).toBe(true);
    trace.stop();
  });

  it('stops flushing and drops the queue when stopped', () => {
    const { sent } = stubFetch();
    const trace = createTrace();
    trace.trace('engagement', {});
    trace.stop();
    vi.advanceTimersByTime(TRACE_FLUSH_INTERVAL_MS * 2);
    trace.flush();
    expect(sent).toHaveLength(0);
  });
});
