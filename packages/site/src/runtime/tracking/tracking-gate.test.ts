// @vitest-environment happy-dom
import { COOKIE_CHOICE, COOKIE_NAME } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceConsent } from '../consent-choice';
import { writeCookie } from '../cookie-write';
import { readCookie } from '../cookies';
import { siteContext } from '../site-context.test-support';
import type { Tracker } from './tracking';
import { clearCookies, settled } from './tracking.test-support';
import { startTrackingGate } from './tracking-gate';

const restrictive = siteContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
const open = siteContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: false } });

function fakeTracking() {
  const tracker: Tracker = { track: vi.fn(), stop: vi.fn() };
  const startTracking = vi.fn(() => tracker);
  const load = vi.fn(async () => ({ startTracking }));
  return { tracker, startTracking, load };
}

describe('startTrackingGate', () => {
  afterEach(() => clearCookies());

  it('starts tracking at once where no choice is needed', async () => {
    const { load, startTracking } = fakeTracking();
    const gate = startTrackingGate(open, window, load);
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalledWith(open, window));
    gate.stop();
  });

  it('under the restrictive policy loads nothing and clears tracking cookies until the visitor accepts', async () => {
    writeCookie(COOKIE_NAME.visitorRecord, 'abc|1|2|3|4');
    writeCookie(COOKIE_NAME.analyticsId, 'old');
    const { load, startTracking } = fakeTracking();
    const gate = startTrackingGate(restrictive, window, load);
    expect(load).not.toHaveBeenCalled();
    expect(readCookie(COOKIE_NAME.visitorRecord)).toBeNull();
    expect(readCookie(COOKIE_NAME.analyticsId)).toBeNull();

    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    announceConsent(true);
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalledTimes(1));
    gate.stop();
  });

  it('under the restrictive policy starts at once after an earlier accept', async () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    const { load, startTracking } = fakeTracking();
    const gate = startTrackingGate(restrictive, window, load);
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalledTimes(1));
    gate.stop();
  });

  it('does not track a visitor who declined, even without the restrictive policy', () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.declined);
    writeCookie(COOKIE_NAME.lastSite, 'site');
    const { load } = fakeTracking();
    const gate = startTrackingGate(open, window, load);
    expect(load).not.toHaveBeenCalled();
    expect(readCookie(COOKIE_NAME.lastSite)).toBeNull();
    gate.stop();
  });

  it('stops tracking and clears its cookies when the visitor declines later', async () => {
    const { load, tracker, startTracking } = fakeTracking();
    const gate = startTrackingGate(open, window, load);
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalled());
    writeCookie(COOKIE_NAME.visit, '123');

    announceConsent(false);
    await vi.waitFor(() => expect(tracker.stop).toHaveBeenCalledTimes(1));
    expect(readCookie(COOKIE_NAME.visit)).toBeNull();
    gate.track('later', {});
    await Promise.resolve();
    expect(tracker.track).not.toHaveBeenCalled();
    gate.stop();
  });

  it('never starts a tracker whose chunk arrives after a decline', async () => {
    let resolveLoad: (module: { startTracking: () => Tracker }) => void = () => {};
    const startTracking = vi.fn();
    const load = vi.fn(
      () => new Promise<{ startTracking: () => Tracker }>((resolve) => (resolveLoad = resolve)),
    );
    const gate = startTrackingGate(open, window, load as never);
    announceConsent(false);
    resolveLoad({ startTracking });
    await settled();
    expect(startTracking).not.toHaveBeenCalled();
    gate.stop();
  });

  it('forwards events while tracking runs and drops them before', async () => {
    const { load, tracker } = fakeTracking();
    const gate = startTrackingGate(restrictive, window, load);
    gate.track('ignored', { a: 1 });
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    announceConsent(true);
    gate.track('newsletter-subscribe', { formId: 'f' });
    await vi.waitFor(() =>
      expect(tracker.track).toHaveBeenCalledWith('newsletter-subscribe', { formId: 'f' }),
    );
    expect(tracker.track).toHaveBeenCalledTimes(1);
    gate.stop();
  });

  it('stops listening for choices when the page is destroyed', async () => {
    const { load, tracker, startTracking } = fakeTracking();
    const gate = startTrackingGate(open, window, load);
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalled());
    gate.stop();
    await vi.waitFor(() => expect(tracker.stop).toHaveBeenCalled());
    announceConsent(true);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
