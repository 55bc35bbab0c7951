// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../runtime/site-context.test-support';
import { BlockView } from '../block-view';
import { SOCIAL_BLOCK_ID, SOCIAL_SETTINGS } from './social-links.test-support';
import socialShareBehaviour from './social-share.behaviour';

// Counts the evaluations of the share chunk: it must load on the first click, not with the page.
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./share-panel', async (original) => {
  chunk.loads += 1;
  return original();
});

function mount() {
  const block = { id: SOCIAL_BLOCK_ID, type: 54, settings: SOCIAL_SETTINGS };
  document.head.innerHTML = '<link rel="canonical" href="https://studio.example/about#team">';
  document.title = 'About us';
  document.body.innerHTML = renderToString(createElement(BlockView, { block }));
  const root = document.querySelector<HTMLElement>('[data-block-type="54"]')!;
  const undo = socialShareBehaviour(root, siteContext());
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

  it('copies the link and says so, and closes on Escape with the focus back on the button', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const { button } = mount();
    button.click();
    await vi.waitFor(() => expect(panel()).not.toBeNull());
    panel()!.querySelector<HTMLButtonElement>('.block-social__share-copy')!.click();
    await vi.waitFor(() =>
      expect(panel()!.querySelector('[role="status"]')?.textContent).toBe('Link copied'),
    );
    expect(writeText).toHaveBeenCalledWith('https://studio.example/about');
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
