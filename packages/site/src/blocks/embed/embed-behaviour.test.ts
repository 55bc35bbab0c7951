// @vitest-environment happy-dom
import { COOKIE_CHOICE, COOKIE_NAME } from '@atelier/domain';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_EVENT } from '../../runtime/consent';
import { writeCookie } from '../../runtime/cookie-write';
import { deleteCookie } from '../../runtime/cookies';
import { BlockView } from '../block-view';
import embedBehaviour, { EMBED_FRAME_SANDBOX } from './embed.behaviour';

const SRC = 'https://maps.example.org/embed?q=kiln';

function mount(html = `<iframe src="${SRC}" allow="fullscreen; camera" title="Map"></iframe>`) {
  const block = { id: 'e'.repeat(24), type: 22, settings: { html } };
  document.body.innerHTML = renderToString(createElement(BlockView, { block }));
  const root = document.querySelector<HTMLElement>('[data-block-type="22"]')!;
  const undo = embedBehaviour(root);
  const show = root.querySelector<HTMLAnchorElement>('[data-embed-show]')!;
  return { root, show, undo };
}

const frame = () => document.querySelector<HTMLIFrameElement>('.block-embed__frame');

afterEach(() => {
  document.body.innerHTML = '';
  deleteCookie(COOKIE_NAME.cookieAllowed);
});

describe('embed behaviour', () => {
  it('asks nothing of the third party until the button is pressed, then frames it sandboxed', () => {
    const { show, root } = mount();
    expect(frame()).toBeNull();
    expect(show.getAttribute('role')).toBe('button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    show.dispatchEvent(click);
    // The link's own navigation is kept from happening.
    expect(click.defaultPrevented).toBe(true);
    const made = frame()!;
    expect(made.getAttribute('src')).toBe(SRC);
    expect(made.getAttribute('sandbox')).toBe(EMBED_FRAME_SANDBOX);
    expect(made.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(made.getAttribute('allow')).toBe('fullscreen');
    expect(made.title).toBe('Map');
    expect(root.querySelector('.block-embed__box')!.classList.contains('block-embed__box--shown')).toBe(true);
    expect(document.activeElement).toBe(made);
    // Pressed again (or loaded by consent later): still one frame.
    show.click();
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('opens with Space as a button does', () => {
    const { show } = mount();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    show.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(frame()).not.toBeNull();
  });

  it('loads at once for a visitor who accepted cookies, and when one accepts on the banner', () => {
    writeCookie(COOKIE_NAME.cookieAllowed, COOKIE_CHOICE.accepted);
    mount();
    expect(frame()?.getAttribute('src')).toBe(SRC);
    deleteCookie(COOKIE_NAME.cookieAllowed);
    document.body.innerHTML = '';

    mount();
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: false } }));
    expect(frame()).toBeNull();
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    expect(frame()).not.toBeNull();
  });

  it('frames nothing whose address is not the https origin the box names', () => {
    const { root, show } = mount();
    const box = root.querySelector<HTMLElement>('.block-embed__box')!;
    box.dataset.embedSrc = 'https://elsewhere.example/';
    show.click();
    box.dataset.embedSrc = 'javascript:alert(1)';
    show.click();
    expect(frame()).toBeNull();
  });

  it('gives the link back and removes the frame when undone', () => {
    const { show, undo } = mount();
    show.click();
    undo();
    expect(frame()).toBeNull();
    expect(show.hasAttribute('role')).toBe(false);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    expect(frame()).toBeNull();
  });
});
