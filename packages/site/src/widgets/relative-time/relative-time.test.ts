// @vitest-environment happy-dom
import { RELATIVE_TIME } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INVALID_TIMESTAMP_WARNING,
  type RelativeTimeWords,
  relativeTimeText,
  startRelativeTime,
} from './relative-time';

const en: RelativeTimeWords = { justNow: 'just now', secondsAgo: 'about {n} seconds ago' };
const fr: RelativeTimeWords = { justNow: 'à l’instant', secondsAgo: 'il y a environ {n} secondes' };
const T0 = Date.parse('2026-05-04T10:00:00Z');

describe('relative time text', () => {
  it('says just now, then about N seconds ago under a minute', () => {
    expect(relativeTimeText(T0, T0, 'en', en)).toBe('just now');
    expect(relativeTimeText(T0, T0 + 4_999, 'en', en)).toBe('just now');
    expect(relativeTimeText(T0, T0 + 12_400, 'en', en)).toBe('about 12 seconds ago');
    expect(relativeTimeText(T0, T0 + 59_999, 'en', en)).toBe('about 59 seconds ago');
    expect(relativeTimeText(T0, T0 + 30_000, 'fr', fr)).toBe('il y a environ 30 secondes');
    // A clock a little ahead of the server's is no future.
    expect(relativeTimeText(T0, T0 - 3_000, 'en', en)).toBe('just now');
  });

  it('from a minute on, the browser’s own words in the page’s language', () => {
    expect(relativeTimeText(T0, T0 + 60_000, 'en', en)).toBe('1 minute ago');
    expect(relativeTimeText(T0, T0 + 3 * 3600_000, 'en', en)).toBe('3 hours ago');
    expect(relativeTimeText(T0, T0 + 2 * 86_400_000, 'fr', fr)).toBe('avant-hier');
    expect(relativeTimeText(T0, T0 + 400 * 86_400_000, 'de', en)).toBe('letztes Jahr');
  });
});

describe('relative time nodes', () => {
  let now: number;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    now = T0;
    document.body.innerHTML = `<p><time data-relative-time datetime="2026-05-04T10:00:00Z">4 May 2026</time></p>
      <p><time data-relative-time datetime="yesterday-ish">soon</time></p><time datetime="2026-05-04T10:00:00Z">fixed</time>`;
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const start = () => {
    stop = startRelativeTime(document, { words: en, locale: 'en', now: () => now });
  };

  it('skips a node with an invalid timestamp, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start();
    expect(warn).toHaveBeenCalledWith(INVALID_TIMESTAMP_WARNING, 'yesterday-ish');
    const [marked, invalid] = document.querySelectorAll('time');
    expect(marked!.textContent).toBe('just now');
    expect(marked!.title).toBe('4 May 2026');
    expect(invalid!.textContent).toBe('soon');
    expect(document.querySelectorAll('time')[2]!.textContent).toBe('fixed');
    warn.mockRestore();
  });

  it('refreshes every 5 s while visible, and stops once no node is left', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start();
    const node = document.querySelector('time')!;
    now += 12_000;
    vi.advanceTimersByTime(RELATIVE_TIME.refreshMs - 1);
    expect(node.textContent).toBe('just now');
    vi.advanceTimersByTime(1);
    expect(node.textContent).toBe('about 12 seconds ago');
    node.remove();
    vi.advanceTimersByTime(RELATIVE_TIME.refreshMs);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not refresh while the page is hidden, and catches up when it shows again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start();
    const node = document.querySelector('time')!;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(vi.getTimerCount()).toBe(0);
    now += 90_000;
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(node.textContent).toBe('1 minute ago');
    expect(vi.getTimerCount()).toBe(1);
  });
});
