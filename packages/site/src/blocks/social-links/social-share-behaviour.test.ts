// @vitest-environment happy-dom
import { POPUP, TOOLTIP } from '@atelier/domain';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER, siteContext } from '../../runtime/site-context.test-support';
import { BlockView } from '../block-view';
import { SOCIAL_BLOCK_ID, SOCIAL_SETTINGS } from './social-links.test-support';
import socialShareBehaviour from './social-share.behaviour';

// Counts the evaluations of the share chunk: it must load on the first click, not with the page.
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./share-panel', async (original) => {
  chunk.loads += 1;
  return original();
});

function mount(context = siteContext(), settings: Record<string, unknown> = SOCIAL_SETTINGS) {
  const block = { id: SOCIAL_BLOCK_ID, type: 54, settings };
  document.head.innerHTML = '<link rel="canonical" href="https://studio.example/about#team">';
  document.title = 'About us';
  document.body.innerHTML = renderToString(createElement(BlockView, { block }));
  const root = document.querySelector<HTMLElement>('[data-block-type="54"]')!;
  const undo = socialShareBehaviour(root, context);
  const button = root.querySelector<HTMLButtonElement>('.block-social__share-button')!;
  return { root, undo, button };
}

const panel = () => document.querySelector<HTMLElement>('.block-social__share-panel');

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the share button', () => {
  it('shows the button, loads the share code only on the first click, and opens the share links', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: undefined });
    const { button, undo } = mount();
    expect(button.hidden).toBe(false);
    expect(chunk.loads).toBe(0);
    button.click();
    await vi.waitFor(() => expect(panel()).not.toBeNull());
    expect(chunk.loads).toBe(1);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel()!.id);
    expect(panel()!.getAttribute('aria-label')).toBe('Share this page');
    const hrefs = [...panel()!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const page = encodeURIComponent('https://studio.example/about');
    expect(hrefs).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${page}`,
      `https://x.com/intent/post?url=${page}&text=About%20us`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${page}`,
      `https://bsky.app/intent/compose?text=${encodeURIComponent('About us https://studio.example/about')}`,
      `mailto:?subject=About%20us&body=${page}`,
    ]);
    // Plain links: nothing of a network's is fetched before a visitor follows one.
    expect(document.querySelector('script, iframe, img')).toBeNull();
    button.click();
    await vi.waitFor(() => expect(panel()).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    undo?.();
    expect(button.hidden).toBe(true);
  });

  it('copies the link and says so in an information popup, and closes on Escape with the focus back on the button', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const { button } = mount();
    button.click();
    await vi.waitFor(() => expect(panel()).not.toBeNull());
    const copy = panel()!.querySelector<HTMLButtonElement>('.block-social__share-copy')!;
    copy.focus();
    copy.click();
    const popup = () => document.querySelector<HTMLElement>('.atelier-popup');
    await vi.waitFor(() => expect(popup()?.textContent).toBe('Link copied'));
    expect(popup()!.getAttribute('role')).toBe('status');
    expect(writeText).toHaveBeenCalledWith('https://studio.example/about');
    // It leaves the focus on Copy link, and hides by itself after 2000 ms and its hide transition.
    expect(document.activeElement).toBe(copy);
    vi.advanceTimersByTime(POPUP.informationAutoHideMs + POPUP.hideFallbackMs);
    expect(popup()).toBeNull();
    vi.useRealTimers();
    panel()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('hands the page to the device’s share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const { button } = mount();
    button.click();
    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'About us', url: 'https://studio.example/about' }),
    );
    expect(panel()).toBeNull();
  });
});

describe('the glyphs’ names', () => {
  const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
  afterEach(() => vi.useRealTimers());

  it('names a glyph in a tooltip 1200 ms after keyboard focus, anchored to it for a visitor', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root, undo } = mount();
    const instagram = root.querySelector<HTMLElement>('.block-social__link--instagram')!;
    expect(tooltip()).toBeNull();
    instagram.focus();
    // The tooltips' code arrives with the first focus; its delay runs from then.
    // (vi.waitFor would move the fake clock: the import is awaited instead.)
    await vi.dynamicImportSettled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TOOLTIP.showDelayMs - 1);
    expect(tooltip()?.hidden ?? true).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tooltip()?.textContent).toBe('Instagram');
    expect(instagram.getAttribute('aria-describedby')).toBe(tooltip()!.id);
    const top = tooltip()!.style.top;
    instagram.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 200, clientY: 300 }));
    expect(tooltip()!.style.top).toBe(top);
    undo?.();
    expect(tooltip()).toBeNull();
  });

  it('follows the mouse for a signed-in account', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root, undo } = mount(siteContext({ authenticatedAccount: OWNER }));
    const email = root.querySelector<HTMLElement>('.block-social__link--email')!;
    email.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: 100, clientY: 120 }));
    await vi.dynamicImportSettled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TOOLTIP.showDelayMs);
    expect(tooltip()?.textContent).toBe('Email');
    email.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 140, clientY: 120 }));
    expect(tooltip()!.style.left).toBe(`${140 + TOOLTIP.mouseOffset}px`);
    undo?.();
  });

  it('has no tooltips where the names show', () => {
    const { root, undo } = mount(siteContext(), { ...SOCIAL_SETTINGS, style: 'names' });
    root.querySelector<HTMLElement>('.block-social__link')!.focus();
    expect(tooltip()).toBeNull();
    undo?.();
  });
});
