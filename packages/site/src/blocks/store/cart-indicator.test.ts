// @vitest-environment happy-dom

import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { LIMITS } from '@atelier/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCountText, showCartCount, startCartIndicator } from './cart-indicator.behaviour';

const indicatorHtml =
  '<a href="/cart" data-cart-indicator aria-label="Cart"><span data-cart-count aria-hidden="true">0</span></a>';

describe('cart indicator', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'hasCart=; max-age=0; path=/';
    vi.unstubAllGlobals();
  });

  it('shows the count up to 100 and "100+" past it, with the spoken words of spec 001 §9', () => {
    expect(cartCountText(3)).toEqual({ shown: '3', spoken: '3 items in cart' });
    expect(cartCountText(100)).toEqual({ shown: '100', spoken: '100 items in cart' });
    expect(cartCountText(101)).toEqual({ shown: '100+', spoken: 'More than 100 items in cart' });
    expect(cartCountText(LIMITS.cartCountDisplayCap).shown).toBe(String(LIMITS.cartCountDisplayCap));
    expect(cartCountText(LIMITS.cartCountDisplayCap + 1).shown).toBe('100+');
  });

  it('marks itself initialized and empty at 0, and drops the empty marker with items', () => {
    document.body.innerHTML = indicatorHtml;
    const indicator = document.querySelector<HTMLElement>('[data-cart-indicator]')!;
    expect(indicator.hasAttribute('data-initialized')).toBe(false);
    showCartCount(indicator, 0);
    expect(indicator.hasAttribute('data-initialized')).toBe(true);
    expect(indicator.hasAttribute('data-empty')).toBe(true);
    showCartCount(indicator, 250);
    expect(indicator.hasAttribute('data-empty')).toBe(false);
    expect(indicator.textContent).toBe('100+');
    expect(indicator.getAttribute('aria-label')).toBe('More than 100 items in cart');
  });

  it('asks the cart API only with the hasCart cookie, and again when the tab comes back', async () => {
    document.body.innerHTML = indicatorHtml;
    const indicator = document.querySelector<HTMLElement>('[data-cart-indicator]')!;
    let quantity = 2;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ cart: { totalQuantity: quantity } })));
    vi.stubGlobal('fetch', fetch);
    const stop = startCartIndicator(indicator, window);
    await vi.waitFor(() => expect(indicator.hasAttribute('data-initialized')).toBe(true));
    expect(fetch).not.toHaveBeenCalled();
    expect(indicator.hasAttribute('data-empty')).toBe(true);

    document.cookie = 'hasCart=true; path=/';
    quantity = 5;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(indicator.textContent).toBe('5'));
    expect(fetch).toHaveBeenCalledWith('/api/commerce/cart', { credentials: 'same-origin' });
    expect(indicator.hasAttribute('data-empty')).toBe(false);
    stop();
    quantity = 9;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows at once the count another tab of the site read, and tells its own to the others', async () => {
    document.body.innerHTML = `${indicatorHtml}${indicatorHtml.replace('data-cart-indicator', 'data-cart-indicator data-other')}`;
    const [mine, other] = [...document.querySelectorAll<HTMLElement>('[data-cart-indicator]')];
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the cart API would have set.
    document.cookie = 'hasCart=true; path=/';
    let quantity = 3;
    const fetch = vi.fn(async () => new Response(JSON.stringify({ cart: { totalQuantity: quantity } })));
    // Node's own BroadcastChannel stands in for the browser's: two channels of one name talk.
    const win = Object.assign(Object.create(window), { BroadcastChannel: NodeBroadcastChannel, fetch });
    const stopOther = startCartIndicator(other!, win);
    await vi.waitFor(() => expect(other!.textContent).toBe('3'));
    quantity = 4;
    const stopMine = startCartIndicator(mine!, win);
    await vi.waitFor(() => expect(mine!.textContent).toBe('4'));
    // The other tab did not fetch again: it was told.
    await vi.waitFor(() => expect(other!.textContent).toBe('4'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(other!.getAttribute('aria-label')).toBe('4 items in cart');
    stopMine();
    stopOther();
  });
});
