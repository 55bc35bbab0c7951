// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLogoutNoticeIfDue } from './logout-notice';

describe('logout notice', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('shows on a page whose query has logout=true, and drops the flag from the address', () => {
    window.history.replaceState(null, '', '/?a=1&logout=true#top');
    const show = vi.fn();
    expect(showLogoutNoticeIfDue(window, show)).toBe(true);
    expect(show).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/?a=1#top');
  });

  it.each(['/', '/?logout=false', '/?logout'])('stays quiet on %s', (address) => {
    window.history.replaceState(null, '', address);
    const show = vi.fn();
    expect(showLogoutNoticeIfDue(window, show)).toBe(false);
    expect(show).not.toHaveBeenCalled();
  });

  it('loads and shows the Logout Successful dialog by default', async () => {
    window.history.replaceState(null, '', '/?logout=true');
    showLogoutNoticeIfDue();
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Logout Successful');
  });
});
