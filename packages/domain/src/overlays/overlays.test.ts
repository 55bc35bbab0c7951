import { describe, expect, it } from 'vitest';
import {
  announcementBarRevision,
  announcementBarShown,
  DEFAULT_POPUP_OVERLAY,
  isAnnouncementLink,
  POPUP_OVERLAY,
  popupDue,
  popupOverlayEnabled,
  readAnnouncementBar,
  readPopupOverlay,
} from '../index';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 5, 1);

describe('the announcement bar settings', () => {
  it('read leniently: unknown colours, unsafe links and untrimmed text', () => {
    expect(
      readAnnouncementBar({ enabled: true, text: '  Sale  ', linkUrl: 'javascript:alert(1)', colours: 'x' }),
    ).toEqual({ enabled: true, text: 'Sale', linkText: '', linkUrl: '', colours: 'accent' });
    expect(readAnnouncementBar(null).enabled).toBe(false);
  });

  it('take site paths and http(s) addresses as links, nothing else', () => {
    expect(isAnnouncementLink('/workshop')).toBe(true);
    expect(isAnnouncementLink('https://example.com/a')).toBe(true);
    expect(isAnnouncementLink('//evil.example')).toBe(false);
    expect(isAnnouncementLink('javascript:alert(1)')).toBe(false);
    expect(isAnnouncementLink('/a b')).toBe(false);
  });

  it('show only when on with text, and a new text is a new revision', () => {
    const bar = readAnnouncementBar({ enabled: true, text: 'A' });
    expect(announcementBarShown(bar)).toBe(true);
    expect(announcementBarShown({ ...bar, text: '' })).toBe(false);
    expect(announcementBarRevision(bar)).toMatch(/^[0-9a-f]{12}$/);
    expect(announcementBarRevision({ ...bar, text: 'B' })).not.toBe(announcementBarRevision(bar));
    expect(announcementBarRevision({ ...bar, colours: 'dark' })).toBe(announcementBarRevision(bar));
  });
});

describe('the popup overlay (spec 000 §3, §5, §9)', () => {
  const popup = { ...DEFAULT_POPUP_OVERLAY, style: 'card' as const, formId: 'a'.repeat(24) };

  it('keeps the spec constants: layer base 30000, -1 never again', () => {
    expect(POPUP_OVERLAY).toEqual({ zIndexBase: 30000, neverAgain: -1 });
  });

  it('reads settings leniently, clamping numbers and refusing unknown choices', () => {
    const read = readPopupOverlay({ style: 'huge', displayFrequency: -5, scrollPercent: 400, version: 3 });
    expect(read).toMatchObject({ style: 'none', displayFrequency: -1, scrollPercent: 100, version: 3 });
    expect(readPopupOverlay({ buttonUrl: 'javascript:x' }).buttonUrl).toBe('');
  });

  it('is off with style none, and a newsletter popup needs its form', () => {
    expect(popupOverlayEnabled(popup)).toBe(true);
    expect(popupOverlayEnabled({ ...popup, style: 'none' })).toBe(false);
    expect(popupOverlayEnabled({ ...popup, formId: '' })).toBe(false);
    expect(popupOverlayEnabled({ ...popup, formId: '', content: 'message' })).toBe(true);
  });

  it('shows to a visitor who never closed it, or closed another version', () => {
    expect(popupDue(popup, {}, NOW)).toBe(true);
    expect(popupDue(popup, { version: 0, dateClosed: NOW, submitted: true }, NOW)).toBe(true);
  });

  it('waits displayFrequency days after a close', () => {
    const closed = { version: 1, dateClosed: NOW - 13 * DAY };
    expect(popupDue({ ...popup, displayFrequency: 14 }, closed, NOW)).toBe(false);
    expect(popupDue({ ...popup, displayFrequency: 14 }, closed, NOW + DAY)).toBe(true);
    expect(popupDue({ ...popup, displayFrequency: 0 }, { version: 1, dateClosed: NOW }, NOW)).toBe(true);
    expect(popupDue({ ...popup, displayFrequency: -1 }, { version: 1, dateClosed: 0 }, NOW)).toBe(false);
  });

  it('never shows again after a sign-up while showUntilSignup', () => {
    const signedUp = { version: 1, submitted: true, dateClosed: NOW - 100 * DAY };
    expect(popupDue(popup, signedUp, NOW)).toBe(false);
    expect(popupDue({ ...popup, showUntilSignup: false }, signedUp, NOW)).toBe(true);
  });
});
